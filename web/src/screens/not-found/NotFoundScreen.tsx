import { Button } from "antd-mobile";
import { NavBar } from "../../components/NavBar";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { StatusBlock } from "../../components/StatusBlock";

/** A path no screen answers (for a signed-in player, or an open path): says so and offers the way home. */
export default function NotFoundScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="not-found-page" data-testid="not-found">
      <NavBar onBack={() => navigate("/", { replace: true })} className="page-navbar">
        {t("notFound.title")}
      </NavBar>
      <StatusBlock kind="empty" className="status-block-page" title={t("notFound.title")} description={t("notFound.description")}>
        <Button color="primary" shape="rounded" onClick={() => navigate("/", { replace: true })}>
          {t("notFound.backHome")}
        </Button>
      </StatusBlock>
    </div>
  );
}
