import { Button, Skeleton } from "antd-mobile";
import { NavBar } from "../../components/NavBar";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { PageLoading } from "../../components/PageLoading";
import { StatusBlock } from "../../components/StatusBlock";
import { useBack } from "../../hooks/useBack";
import type { SupportOwnerKey } from "../../hooks/useSupportLive";
import { useSession } from "../../session";
import { trpc } from "../../trpc";
import { ChatComposer } from "./ChatComposer";
import { ChatSignedOut, useSignIn } from "./ChatSignedOut";
import { ChatThread } from "./ChatThread";
import { GuestBar, GuestStart } from "./GuestStart";
import { HoursBanner } from "./HoursBanner";
import { chatTopicOf } from "./thread";
import { FIRST_PAGE, useSupportThread } from "./useSupportThread";
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
 * `?topic=password` starts the composer with a prepared request. A visitor
 * who is not signed in may sign in or open the desk as a guest; a guest's
 * cookie brings their thread back, the same chat under their display name.
 */
export default function ChatScreen() {
  const { t } = useTranslation();
  const back = useBack("/customer");
  const session = useSession();
  const framed = isFramed();
  // Nobody signed in: a guest's cookie may still name a guest, whose thread this is then (the chat reads the same page).
  const guest = trpc.support.thread.useQuery({ limit: FIRST_PAGE }, { enabled: !session.isPending && !session.data, retry: false, staleTime: 0, refetchOnWindowFocus: false });

  let body;
  if (session.isPending) body = <PageLoading />;
  else if (session.data) body = <Conversation key={session.data.id} owner={session.data.id} framed={framed} />;
  else if (guest.isPending) body = <PageLoading />;
  else if (guest.data?.guest) body = <Conversation key="guest" owner="guest" guestName={guest.data.guest.displayName} framed={framed} />;
  else body = <ChatSignedOut framed={framed} guest={<GuestStart />} />;

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

/** The thread of a player (`owner`: their id) or of the guest this browser's cookie names (`owner` "guest", with their name). */
function Conversation({ owner, guestName = null, framed }: { owner: SupportOwnerKey; guestName?: string | null; framed: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const signIn = useSignIn(framed);
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
      {guestName !== null && <GuestBar name={guestName} onSignIn={signIn} />}
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
