import { useSyncExternalStore } from "react";
import { Button } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { acceptInstall, dismissInstall, installOffer, subscribeInstall } from "./install";
import { reloadToUpdate, subscribeUpdate, updateWaiting } from "./update";
import "./pwa.css";

/** "A new version is available — Reload": shown when a new build's service worker waits. */
function UpdateOffer() {
  const { t } = useTranslation();
  const waiting = useSyncExternalStore(subscribeUpdate, updateWaiting);
  if (!waiting) return null;
  return (
    <div className="pwa-update" role="status" data-testid="pwa-update">
      <span className="pwa-update-text">{t("pwa.updateReady")}</span>
      <Button size="small" color="primary" shape="rounded" onClick={reloadToUpdate} data-testid="pwa-update-reload">
        {t("pwa.reload")}
      </Button>
    </div>
  );
}

/** The install offer: the browser's dialog behind a button, or the iOS Share -> Add to Home Screen steps. */
function InstallOffer() {
  const { t } = useTranslation();
  const offer = useSyncExternalStore(subscribeInstall, installOffer);
  if (!offer) return null;
  return (
    <section className="pwa-install" aria-labelledby="pwa-install-title" data-testid="pwa-install" data-offer={offer}>
      <img className="pwa-install-icon" src="/icons/icon-192.png" width="48" height="48" alt="" />
      <div className="pwa-install-body">
        <h2 id="pwa-install-title" className="pwa-install-title">
          {offer === "ios" ? t("pwa.iosTitle") : t("pwa.installTitle")}
        </h2>
        {offer === "ios" ? (
          <ol className="pwa-install-steps" data-testid="pwa-ios-steps">
            <li>
              {t("pwa.iosShare")}{" "}
              <svg className="pwa-share-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path d="M12 3v12M7 8l5-5 5 5M5 12v8h14v-8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </li>
            <li>{t("pwa.iosAdd")}</li>
          </ol>
        ) : (
          <p className="pwa-install-text">{t("pwa.installText")}</p>
        )}
        <div className="pwa-install-actions">
          <Button size="small" shape="rounded" onClick={dismissInstall} data-testid="pwa-install-dismiss">
            {t("pwa.notNow")}
          </Button>
          {offer === "prompt" && (
            <Button size="small" color="primary" shape="rounded" onClick={() => void acceptInstall()} data-testid="pwa-install-accept">
              {t("pwa.install")}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}

/**
 * The update offer shows on any player screen; the install offer only on the tab screens (home, wallet, service,
 * me): never over a bet room's countdown, so after a first bet it waits until the player is back on a tab.
 */
export function PwaBanners({ installHere }: { installHere: boolean }) {
  return (
    <>
      <UpdateOffer />
      {installHere && <InstallOffer />}
    </>
  );
}
