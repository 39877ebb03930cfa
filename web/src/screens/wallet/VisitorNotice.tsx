import { Button } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { StatusBlock } from "../../components/StatusBlock";

/** SPEC section 6: a visitor (group 2) cannot deposit or withdraw; they are asked to register as a full member. */
export function VisitorNotice() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div data-testid="visitor-notice">
      <StatusBlock kind="empty" className="status-block-page" title={t("wallet.visitorTitle")} description={t("wallet.visitorNotice")}>
        <Button color="primary" shape="rounded" onClick={() => void navigate("/register")}>
          {t("wallet.registerNow")}
        </Button>
      </StatusBlock>
    </div>
  );
}
