import { useEffect, useRef, useState } from "react";
import { ActionSheet, Button, Toast } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useShowError } from "../../../errors";
import { trpc } from "../../../trpc";
import { QueryState } from "../QueryState";
import { ownerLabel } from "./InboxList";
import { MuteDialog } from "./MuteDialog";
import { ReplyComposer } from "./ReplyComposer";
import { ThreadMessages } from "./ThreadMessages";

/** Whether the page is on screen (not a hidden tab or a minimised window). */
function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState === "visible");
  useEffect(() => {
    const update = () => setVisible(document.visibilityState === "visible");
    document.addEventListener("visibilitychange", update);
    return () => document.removeEventListener("visibilitychange", update);
  }, []);
  return visible;
}

/** Most messages a thread shows (the newest). */
const THREAD_MESSAGES = 200;

/**
 * One conversation beside the inbox: who, its state and who has it, the
 * actions (take it, give it to another operator, close or reopen, mute), the
 * messages, and the answer box. Reading it marks the customer's messages read.
 */
export function ThreadPanel({
  conversationId,
  myId,
  operators,
  operatorName,
  onChanged,
}: {
  conversationId: number;
  myId: number | null;
  operators: readonly { id: number; username: string }[];
  operatorName: (id: number) => string;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const showError = useShowError();
  const utils = trpc.useUtils();
  const thread = trpc.admin.support.thread.useQuery({ conversationId, limit: THREAD_MESSAGES });
  const context = trpc.admin.support.context.useQuery({ conversationId });
  const markRead = trpc.admin.support.markRead.useMutation();
  const assign = trpc.admin.support.assign.useMutation();
  const setStatus = trpc.admin.support.setStatus.useMutation();
  const [picking, setPicking] = useState(false);
  const [muting, setMuting] = useState(false);
  const marked = useRef(0);

  const data = thread.data;
  const conversation = data?.conversation;
  const visible = usePageVisible();
  // Seeing the thread is reading it: the staff's mark moves to its latest message (the player's read receipt);
  // not while the console's tab is hidden, so a message arriving then stays unread until someone looks.
  useEffect(() => {
    if (!visible || !conversation || conversation.lastSeq <= conversation.staffReadSeq || marked.current >= conversation.lastSeq) return;
    marked.current = conversation.lastSeq;
    markRead.mutate({ conversationId: conversation.id, seq: conversation.lastSeq }, { onSuccess: () => void utils.admin.support.inbox.invalidate() });
  }, [visible, conversation, markRead, utils]);

  const refresh = async () => {
    await utils.admin.support.thread.invalidate({ conversationId });
    onChanged();
  };
  const giveTo = (assigneeId: number | null) =>
    assign.mutate(
      { conversationId, assigneeId },
      {
        onSuccess: async () => {
          Toast.show({ icon: "success", content: t("admin.inbox.assigned") });
          await refresh();
        },
        onError: showError,
      },
    );
  const closeOrReopen = () => {
    if (!conversation) return;
    const status = conversation.status === "open" ? "closed" : "open";
    setStatus.mutate(
      { conversationId, status },
      {
        onSuccess: async () => {
          Toast.show({ icon: "success", content: status === "closed" ? t("admin.inbox.closed") : t("admin.inbox.reopened") });
          await refresh();
        },
        onError: showError,
      },
    );
  };

  const customer = data ? ownerLabel(t, data) : "";
  const ctx = context.data;
  return (
    <section className="support-thread" data-testid="support-thread" data-conversation={conversationId}>
      <QueryState query={thread} empty={false}>
        {data && conversation && (
          <>
            <header className="support-thread-head">
              <div className="support-thread-who">
                <strong data-testid="support-thread-name">{customer}</strong>
                <span className={`console-tag${conversation.status === "closed" ? "" : " support-tag-open"}`} data-testid="support-thread-status" data-status={conversation.status}>
                  {conversation.status === "open" ? t("admin.inbox.statusOpen") : t("admin.inbox.statusClosed")}
                </span>
                <span className="console-muted" data-testid="support-thread-assignee">
                  {conversation.assigneeId === null ? t("admin.inbox.unassigned") : t("admin.inbox.assignedTo", { name: operatorName(conversation.assigneeId) })}
                </span>
              </div>
              <div className="support-thread-actions">
                {myId !== null && conversation.assigneeId !== myId && (
                  <Button size="mini" color="primary" fill="outline" loading={assign.isPending} onClick={() => giveTo(myId)} data-testid="support-take">
                    {t("admin.inbox.takeIt")}
                  </Button>
                )}
                <Button size="mini" fill="outline" onClick={() => setPicking(true)} data-testid="support-assign">
                  {t("admin.inbox.assignTo")}
                </Button>
                <Button size="mini" fill="outline" color={conversation.status === "open" ? "default" : "primary"} loading={setStatus.isPending} onClick={closeOrReopen} data-testid="support-close">
                  {conversation.status === "open" ? t("admin.inbox.close") : t("admin.inbox.reopen")}
                </Button>
                <Button size="mini" fill="outline" color="danger" disabled={!ctx} onClick={() => setMuting(true)} data-testid="support-mute">
                  {t("admin.inbox.mute")}
                </Button>
              </div>
            </header>
            <ThreadMessages conversation={conversation} messages={data.messages} customer={customer} operatorName={operatorName} />
            <ReplyComposer conversationId={conversationId} lang={conversation.customerLang} onSent={() => void refresh()} />
            <ActionSheet
              visible={picking}
              onClose={() => setPicking(false)}
              cancelText={t("admin.inbox.cancel")}
              actions={[
                ...operators.map((operator) => ({ key: String(operator.id), text: operator.username, disabled: operator.id === conversation.assigneeId })),
                { key: "nobody", text: t("admin.inbox.assignNobody"), disabled: conversation.assigneeId === null },
              ]}
              onAction={(action) => {
                setPicking(false);
                giveTo(action.key === "nobody" ? null : Number(action.key));
              }}
            />
            {ctx && (
              <MuteDialog
                key={conversationId}
                visible={muting}
                onClose={() => setMuting(false)}
                player={ctx.kind === "player" ? { id: ctx.userId, name: ctx.username } : null}
                address={ctx.address}
              />
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
