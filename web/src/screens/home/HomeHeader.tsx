import { Button, Skeleton } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import { GlobeIcon, SignalIcon } from "../../components/icons";
import { money } from "../../format/money";
import { NATIVE_NAMES } from "../../i18n/languages";
import { useLanguageChoice } from "../../i18n/useLanguage";
import { useSession, type Line } from "../../session";

/** Username and balance (or the way in for a guest), the line button and the language switch (to /language). */
export function HomeHeader({ line, onLineClick }: { line: Line; onLineClick: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const { lang } = useLanguageChoice();
  const user = session.data;

  return (
    <header className="home-header">
      <div className="home-header-bar">
        <div className="home-brand">
          <span className="brand-mark" aria-hidden="true">
            Σ
          </span>
          <span className="home-brand-name">{t("app.name")}</span>
        </div>
        <div className="home-header-actions">
          <button type="button" className="header-chip" onClick={onLineClick} data-testid="line-button">
            <SignalIcon />
            <span>{t("line.button", { n: line + 1 })}</span>
          </button>
          {/* Named by the language it shows, then what it does (WCAG 2.5.3: a voice user says what they see). */}
          <Link to="/language" className="header-chip" data-testid="language-switch" aria-label={`${NATIVE_NAMES[lang]}, ${t("home.language")}`}>
            <GlobeIcon />
            <span>{NATIVE_NAMES[lang]}</span>
          </Link>
        </div>
      </div>

      <div className="home-account">
        <div className="home-avatar" aria-hidden="true">
          {(user?.username ?? "?").slice(0, 1).toUpperCase()}
        </div>
        {session.isPending ? (
          <Skeleton.Paragraph lineCount={2} animated className="home-account-skeleton" />
        ) : user ? (
          <div className="home-account-info">
            <div className="home-username" data-testid="home-username">
              {user.username}
            </div>
            <div className="home-balance">
              <span className="home-balance-label">{t("home.balance")}</span>
              <span className="home-balance-value" data-testid="home-balance">
                {money(user.moneyMinor)}
              </span>
            </div>
          </div>
        ) : (
          <div className="home-account-info">
            <div className="home-username" data-testid="home-username">
              {t("home.guest")}
            </div>
            <Button size="mini" shape="rounded" className="home-login-button" onClick={() => navigate("/login")} data-testid="home-login">
              {t("home.loginOrRegister")}
            </Button>
          </div>
        )}
      </div>
    </header>
  );
}
