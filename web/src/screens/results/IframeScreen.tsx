import { Button, Skeleton } from "antd-mobile";
import { NavBar } from "../../components/NavBar";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { StatusBlock } from "../../components/StatusBlock";
import { trpc } from "../../trpc";
import { useBack } from "../../hooks/useBack";
import { chatTopicOf } from "../support/thread";
import { chatTarget } from "./chat-url";
import "./results.css";

/**
 * SPEC section 2, /iframe (open to guests): the customer chat inside a frame.
 * By default it is the site's own support desk (/chat, issue 38); an operator
 * may point the customer-service link (home.content) elsewhere: a page of this
 * site is framed, anything else gets a clear message and a link to open it. A
 * link in the query is not honoured (a crafted deep link could otherwise dress
 * any site up as our customer service); only a known topic (`?topic=password`,
 * a prepared request) is passed on to our chat page.
 */
export default function IframeScreen() {
  const { t } = useTranslation();
  const back = useBack("/customer");
  const [params] = useSearchParams();
  const content = trpc.home.content.useQuery();
  const target = chatTarget(content.data?.customerServiceUrl ?? "", window.location.origin, chatTopicOf(params.get("topic")));

  let body;
  if (content.isPending) body = <Skeleton.Paragraph lineCount={6} animated className="results-skeleton" />;
  else if (target.kind === "frame")
    body = <iframe className="chat-frame" src={target.src} title={t("results.onlineChat")} data-testid="chat-frame" referrerPolicy="same-origin" />;
  else
    body = (
      <div className="results-body">
        <StatusBlock kind="empty" title={t("results.chatElsewhere")} description={t("results.supportHours")}>
          <Button size="small" shape="rounded" color="primary" onClick={() => void window.open(target.href, "_blank", "noopener,noreferrer")} data-testid="chat-open">
            {t("results.openChat")}
          </Button>
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
