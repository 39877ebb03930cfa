import { Button, NavBar, Skeleton } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { StatusBlock } from "../../components/StatusBlock";
import { trpc } from "../../trpc";
import { useBack } from "../../hooks/useBack";
import { chatTarget } from "./chat-url";
import "./results.css";

/**
 * SPEC section 2, /iframe (open to guests): the customer chat inside a frame.
 * The page is the operator's customer-service link (home.content), framed only
 * when it is on this site; anything else gets a clear message and a link to
 * open it. A link in the query is not honoured: a crafted deep link could
 * otherwise dress any site up as our customer service.
 */
export default function IframeScreen() {
  const { t } = useTranslation();
  const back = useBack("/customer");
  const content = trpc.home.content.useQuery();
  const target = chatTarget(content.data?.customerServiceUrl ?? "", window.location.origin);

  let body;
  if (content.isPending) body = <Skeleton.Paragraph lineCount={6} animated className="results-skeleton" />;
  else if (target.kind === "frame")
    body = <iframe className="chat-frame" src={target.src} title={t("results.onlineChat")} data-testid="chat-frame" referrerPolicy="same-origin" />;
  else
    body = (
      <div className="results-body">
        <StatusBlock
          kind="empty"
          title={target.kind === "external" ? t("results.chatElsewhere") : t("results.chatUnavailable")}
          description={t("results.supportHours")}
        >
          {target.kind === "external" && (
            <Button size="small" shape="rounded" color="primary" onClick={() => void window.open(target.href, "_blank", "noopener,noreferrer")} data-testid="chat-open">
              {t("results.openChat")}
            </Button>
          )}
        </StatusBlock>
      </div>
    );

  return (
    <div className="results-page chat-page" data-testid="iframe">
      <NavBar onBack={back} className="page-navbar">
        {t("results.onlineChat")}
      </NavBar>
      {body}
    </div>
  );
}
