import { NavBar } from "../../components/NavBar";
import { useTranslation } from "react-i18next";
import { CheckIcon } from "../../components/icons";
import { useSession } from "../../session";
import { useBack } from "../../hooks/useBack";
import { DEFAULT_AVATAR_COUNT, useAvatarChoice } from "./avatarChoice";
import { DefaultPicture } from "./AvatarPicture";
import "./account.css";

const INDEXES = Array.from({ length: DEFAULT_AVATAR_COUNT }, (_, i) => i);

/**
 * SPEC section 2, /defaultAvatar: the 8 default pictures. The server keeps no
 * avatar, so the choice is marked here and kept on this device (/baseinfo shows it).
 */
export default function DefaultAvatarScreen() {
  const { t } = useTranslation();
  const back = useBack("/baseinfo");
  const session = useSession();
  const [choice, setChoice] = useAvatarChoice(session.data?.id ?? null);
  const chosen = choice?.kind === "default" ? choice.index : null;

  return (
    <div className="account-page" data-testid="default-avatar">
      <NavBar onBack={back} className="page-navbar">
        {t("account.defaultAvatarTitle")}
      </NavBar>
      <div className="avatar-grid" role="radiogroup" aria-label={t("account.defaultAvatarTitle")}>
        {INDEXES.map((index) => (
          <button
            key={index}
            type="button"
            role="radio"
            aria-checked={chosen === index}
            aria-label={t("account.avatarNumber", { n: index + 1 })}
            className={`avatar-option${chosen === index ? " avatar-option-chosen" : ""}`}
            onClick={() => setChoice({ kind: "default", index })}
            data-testid="avatar-option"
          >
            <DefaultPicture index={index} />
            {chosen === index && (
              <span className="avatar-check" aria-hidden="true">
                <CheckIcon />
              </span>
            )}
          </button>
        ))}
      </div>
      <p className="account-note">{t("account.avatarLocalNote")}</p>
    </div>
  );
}
