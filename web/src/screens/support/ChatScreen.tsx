import { Button, NavBar, Skeleton } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { PageLoading } from "../../components/PageLoading";
import { StatusBlock } from "../../components/StatusBlock";
import { useBack } from "../../hooks/useBack";
import { useSession } from "../../session";
import { ChatComposer } from "./ChatComposer";
import { ChatSignedOut } from "./ChatSignedOut";
import { ChatThread } from "./ChatThread";
import { HoursBanner } from "./HoursBanner";
import { chatTopicOf } from "./thread";
import { useSupportThread } from "./useSupportThread";
import "./support.css";

/** Inside /iframe's frame the page of the frame has the title bar and the way back: this one leaves them out. */
function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A parent of another origin cannot be asked: framed all the same.
    return true;
  }
}

/**
 * /chat (issue 38): the player's conversation with the operator's staff.
 * The hours banner, the thread (newest at the bottom, live), the composer.
 * `?topic=password` starts the composer with a prepared request.
 */
export default function ChatScreen() {
  const { t } = useTranslation();
  const back = useBack("/customer");
  const session = useSession();
  const framed = isFramed();

  let body;
  if (session.isPending) body = <PageLoading />;
  else if (session.data) body = <Conversation owner={session.data.id} />;
  else body = <ChatSignedOut framed={framed} />;

  return (
    <div className={`support-page${framed ? " support-page-framed" : ""}`} data-testid="chat">
      {!framed && (
        <NavBar onBack={back} className="page-navbar">
          {t("support.title")}
        </NavBar>
      )}
      {body}
    </div>
  );
}

function Conversation({ owner }: { owner: number }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const desk = useSupportThread(owner);
  const topic = chatTopicOf(params.get("topic"));

  if (desk.thread.isPending) return <Skeleton.Paragraph lineCount={6} animated className="chat-skeleton" />;
  if (desk.thread.isError && !desk.thread.data)
    return (
      <StatusBlock kind="offline" className="status-block-page" title={t("common.loadFailed")} description={t("common.networkError")}>
        <Button color="primary" shape="rounded" onClick={() => void desk.thread.refetch()}>
          {t("common.retry")}
        </Button>
      </StatusBlock>
    );
  return (
    <>
      {desk.hours && <HoursBanner hours={desk.hours} />}
      <ChatThread messages={desk.messages} receipt={desk.receipt} hasEarlier={desk.hasEarlier} onEarlier={desk.showEarlier} />
      <ChatComposer
        initialText={topic === "password" ? t("support.topicPassword") : ""}
        sending={desk.sending}
        uploading={desk.uploading}
        onSend={desk.send}
        onImage={desk.sendImage}
      />
    </>
  );
}
