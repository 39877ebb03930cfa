import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { trpc } from "../../../trpc";
import { ConsoleLayout } from "../ConsoleLayout";
import { useOperator } from "../operator-session";
import { ContextPanel } from "./ContextPanel";
import { InboxList } from "./InboxList";
import { ThreadPanel } from "./ThreadPanel";
import type { InboxView } from "./types";
import { useInboxStream, type InboxEvent } from "./useInboxStream";
import "./support.css";

/** Events come in bursts (a message and its automatic reply): the inbox is read again once they settle. */
const SETTLE_MS = 250;
/** Operators listed in the assignment sheet (a desk has a handful). */
const OPERATORS_LISTED = 100;

/**
 * /admin/support?c=ID: the support desk's inbox. The conversations on the
 * left, the chosen thread in the centre, the player's context on the right (stacked on a
 * narrow window). Every operator's screen follows `GET /live/support/inbox`,
 * so a new message, an assignment or a close shows on all of them at once.
 */
export default function SupportScreen() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get("c"));
  const selectedId = Number.isSafeInteger(selected) && selected > 0 ? selected : null;
  const [view, setView] = useState<InboxView>("waiting");
  const me = useOperator().data?.id ?? null;
  const operators = trpc.admin.players.search.useQuery({ text: "", role: "operator", pageSize: OPERATORS_LISTED }, { staleTime: 5 * 60_000 });
  const names = useMemo(() => new Map((operators.data?.items ?? []).map((operator) => [operator.id, operator.username])), [operators.data]);
  const operatorName = useCallback((id: number) => names.get(id) ?? `#${id}`, [names]);
  const threadRef = useRef<HTMLDivElement>(null);

  const settle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const rereadInbox = useCallback(() => {
    clearTimeout(settle.current);
    settle.current = setTimeout(() => {
      void utils.admin.support.inbox.invalidate();
      void utils.admin.support.waiting.invalidate();
    }, SETTLE_MS);
  }, [utils]);
  useEffect(() => () => clearTimeout(settle.current), []);

  const onEvent = useCallback(
    (event: InboxEvent) => {
      rereadInbox();
      if (event.conversationId === selectedId) void utils.admin.support.thread.invalidate({ conversationId: selectedId });
    },
    [rereadInbox, selectedId, utils],
  );
  // Every (re)connection: what the stream does not replay (assignments, closes) is read again.
  const onOpen = useCallback(() => {
    rereadInbox();
    void utils.admin.support.thread.invalidate();
  }, [rereadInbox, utils]);
  const stream = useInboxStream(onEvent, onOpen);

  const select = (conversationId: number) => {
    setParams({ c: String(conversationId) }, { replace: true });
    // Stacked on a narrow window: bring the thread into view.
    if (window.matchMedia("(max-width: 1099px)").matches) requestAnimationFrame(() => threadRef.current?.scrollIntoView({ block: "start" }));
  };

  const live = (
    <span className={`console-tag${stream === "live" ? " support-live" : " console-tag-bad"}`} data-testid="support-live" data-state={stream}>
      {stream === "live" ? t("admin.inbox.live") : t("admin.inbox.reconnecting")}
    </span>
  );

  return (
    <ConsoleLayout title={t("admin.inbox.title")} actions={live} testId="console-support">
      <div className="support-desk">
        <InboxList view={view} onView={setView} selectedId={selectedId} onSelect={select} operatorName={operatorName} />
        <div className="support-centre" ref={threadRef}>
          {selectedId === null ? (
            <div className="support-pick console-muted" data-testid="support-pick">
              {t("admin.inbox.pick")}
            </div>
          ) : (
            <ThreadPanel key={selectedId} conversationId={selectedId} myId={me} operators={operators.data?.items ?? []} operatorName={operatorName} onChanged={rereadInbox} />
          )}
        </div>
        {selectedId !== null && <ContextPanel key={selectedId} conversationId={selectedId} />}
      </div>
    </ConsoleLayout>
  );
}
