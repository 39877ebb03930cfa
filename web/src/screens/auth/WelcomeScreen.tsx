import { Button, Skeleton } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { money } from "../../format/money";
import { trpc } from "../../trpc";
import "./auth.css";

/**
 * /welcome: where a new player lands after sign-up when there is nothing in
 * the account yet: their balance, an offer of the first deposit (the deposit
 * screen) and a way on to the home page instead of an empty lobby.
 */
export default function WelcomeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = trpc.account.profile.useQuery();
  const user = profile.data;

  return (
    <div className="auth-page welcome-page" data-testid="welcome">
      <div className="auth-hero">
        <div className="auth-balls" aria-hidden="true">
          <span>3</span>
          <span>5</span>
          <span>9</span>
        </div>
        <h1 className="auth-brand" data-testid="welcome-title">
          {user ? t("onboarding.welcomeTitle", { name: user.nickname || user.username }) : t("app.name")}
        </h1>
      </div>
      <div className="auth-card welcome-card">
        {user ? (
          <>
            <div className="welcome-balance">
              <span className="welcome-balance-label">{t("onboarding.welcomeBalance")}</span>
              <span className="welcome-balance-value" data-testid="welcome-balance">
                {money(user.moneyMinor)}
              </span>
            </div>
            <p className="welcome-text">{t("onboarding.welcomeText")}</p>
            <Button
              block
              color="primary"
              size="large"
              shape="rounded"
              className="auth-submit"
              onClick={() => navigate(`/Recharge?group_id=${user.groupId}&username=${encodeURIComponent(user.username)}`)}
              data-testid="welcome-deposit"
            >
              {t("onboarding.welcomeDeposit")}
            </Button>
            <Button block fill="none" size="middle" className="welcome-later" onClick={() => navigate("/", { replace: true })} data-testid="welcome-home">
              {t("onboarding.welcomeLater")}
            </Button>
          </>
        ) : (
          <Skeleton.Paragraph lineCount={4} animated />
        )}
      </div>
    </div>
  );
}
