import { Button, Toast } from "antd-mobile";
import QRCode from "qrcode";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../trpc";

/** QR codes are drawn here in the browser, as the deposit screen's: no image is fetched from anywhere. */
function useQrDataUrl(text: string): string | null {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    if (text === "") return;
    QRCode.toDataURL(text, { margin: 1, width: 152, errorCorrectionLevel: "M" })
      .then((url) => current && setDataUrl(url))
      .catch(() => current && setDataUrl(null));
    return () => {
      current = false;
    };
  }, [text]);
  return dataUrl;
}

/**
 * The agent's invite link (issue 40): the register page with the agent's code prefilled (SPEC: /register reads the
 * query's inviter_id), as text to select, a copy button and a QR code to show a friend's phone.
 */
export function InviteLinkCard() {
  const { t } = useTranslation();
  const invite = trpc.team.invite.useQuery();
  const box = useRef<HTMLInputElement>(null);
  const link = invite.data ? `${window.location.origin}${invite.data.registerPath}` : "";
  const qr = useQrDataUrl(link);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      Toast.show({ icon: "success", content: t("agentTeam.copied") });
    } catch {
      // Without clipboard access (a page not served over HTTPS), the link is selected for a manual copy.
      box.current?.select();
      Toast.show({ content: t("agentTeam.copyFailed") });
    }
  };

  if (!invite.data) return null;
  return (
    <section className="card invite-card" aria-labelledby="invite-title" data-testid="invite-card">
      <h2 id="invite-title" className="invite-title">
        {t("agentTeam.inviteTitle")}
      </h2>
      <p className="invite-hint">{t("agentTeam.inviteHint")}</p>
      <input ref={box} className="invite-link" readOnly value={link} aria-label={t("agentTeam.inviteTitle")} onFocus={(event) => event.currentTarget.select()} data-testid="invite-link" />
      <Button block color="primary" shape="rounded" className="invite-copy" onClick={() => void copy()} data-testid="invite-copy">
        {t("agentTeam.copy")}
      </Button>
      {qr && <img className="invite-qr" src={qr} alt={t("agentTeam.qrAlt")} width={152} height={152} data-testid="invite-qr" />}
    </section>
  );
}
