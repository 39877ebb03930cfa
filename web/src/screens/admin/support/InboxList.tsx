import { useEffect, useState } from "react";
import { Badge } from "antd-mobile";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { trpc } from "../../../trpc";
import { ConsoleSearchBar } from "../ConsoleSearchBar";
import { ConsoleTabs } from "../ConsoleTabs";
import { Pager } from "../QueueControls";
import { QueryState } from "../QueryState";
import { INBOX_VIEWS, type InboxEntry, type InboxView } from "./types";
import { useNow, waitingText } from "./waiting-time";

/** How long typing rests before the search is asked. */
const SEARCH_PAUSE_MS = 300;

/** The customer's name as the inbox and the thread show it: the player's username, or "Guest · <the name they gave>". */
export function ownerLabel(t: TFunction, entry: { ownerName: string | null; conversation: { id: number; owner: { kind: string } } }): string {
  if (entry.conversation.owner.kind === "guest") return `${t("admin.inbox.guest")} · ${entry.ownerName ?? `#${entry.conversation.id}`}`;
  return entry.ownerName ?? `#${entry.conversation.id}`;
}

/**
 * The conversations of one view (waiting: oldest wait first, with the time
 * waited; mine; all; closed), searched by the player's name or any message,
 * a page at a time. The live stream invalidates it, so it follows every operator's work.
 */
export function InboxList({
  view,
  onView,
  selectedId,
  onSelect,
  operatorName,
}: {
  view: InboxView;
  onView: (view: InboxView) => void;
  selectedId: number | null;
  onSelect: (conversationId: number) => void;
  operatorName: (id: number) => string;
}) {
  const { t } = useTranslation();
  const titles: Record<InboxView, string> = { waiting: t("admin.inbox.viewWaiting"), mine: t("admin.inbox.viewMine"), all: t("admin.inbox.viewAll"), closed: t("admin.inbox.viewClosed") };
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPage(1);
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const list = trpc.admin.support.inbox.useQuery({ view, search: search === "" ? null : search, page }, { placeholderData: (previous) => previous });
  const items = list.data?.items ?? [];
  const now = useNow();
  // The server's waitingMs was true when the page was read; the browser's clock adds the time since.
  const sinceRead = list.dataUpdatedAt === 0 ? 0 : Math.max(0, now - list.dataUpdatedAt);

  return (
    <section className="support-inbox" data-testid="support-inbox">
      <ConsoleTabs
        activeKey={view}
        onChange={(key) => {
          onView(INBOX_VIEWS.find((v) => v === key) ?? "waiting");
          setPage(1);
        }}
        className="support-views"
        tabs={INBOX_VIEWS.map((v) => ({ key: v, title: <span data-testid={`support-view-${v}`}>{titles[v]}</span> }))}
      />
      <ConsoleSearchBar className="support-search" value={typed} onChange={setTyped} placeholder={t("admin.inbox.searchPlaceholder")} data-testid="support-search" />
      <QueryState query={list} empty={false}>
        {items.length === 0 ? (
          <div className="console-muted support-empty" data-testid="support-inbox-empty">
            {t("admin.inbox.empty")}
          </div>
        ) : (
          <ul className="support-items">
            {items.map((entry) => (
              <InboxItem key={entry.conversation.id} entry={entry} selected={entry.conversation.id === selectedId} waitedMs={entry.waitingMs === null ? null : entry.waitingMs + sinceRead} onSelect={onSelect} operatorName={operatorName} />
            ))}
          </ul>
        )}
      </QueryState>
      <Pager page={page} hasMore={list.data?.hasMore ?? false} onPage={setPage} />
    </section>
  );
}

function InboxItem({ entry, selected, waitedMs, onSelect, operatorName }: { entry: InboxEntry; selected: boolean; waitedMs: number | null; onSelect: (id: number) => void; operatorName: (id: number) => string }) {
  const { t } = useTranslation();
  const { conversation, lastMessage } = entry;
  const body = lastMessage === null ? t("admin.inbox.noMessages") : lastMessage.text !== "" ? lastMessage.text : `[${t("admin.inbox.image")}]`;
  // Who wrote the latest line when it is not the customer (an answer, the automatic reply), so a glance tells who spoke last.
  const by = lastMessage === null || lastMessage.author === "player" || lastMessage.author === "guest" ? null : lastMessage.author === "system" ? t("admin.inbox.authorSystem") : lastMessage.authorId === null ? t("admin.inbox.authorStaff") : operatorName(lastMessage.authorId);
  const preview = by === null ? body : `${by}: ${body}`;
  return (
    <li>
      <button
        type="button"
        className={`support-item${selected ? " support-item-selected" : ""}`}
        onClick={() => onSelect(conversation.id)}
        aria-current={selected ? "true" : undefined}
        data-testid="support-item"
        data-conversation={conversation.id}
      >
        <span className="support-item-head">
          <span className="support-item-name">{ownerLabel(t, entry)}</span>
          {entry.unread > 0 && <Badge content={entry.unread} data-testid="support-item-unread" />}
        </span>
        <span className="support-item-preview">{preview}</span>
        <span className="support-item-tags">
          {waitedMs !== null && conversation.status === "open" && (
            <span className="console-tag console-tag-bad" data-testid="support-item-waiting">
              {t("admin.inbox.waiting", { time: waitingText(t, waitedMs) })}
            </span>
          )}
          {conversation.leftWhileClosed && (
            <span className="console-tag support-tag-closed-hours" data-testid="support-item-left-closed">
              {t("admin.inbox.leftWhileClosed")}
            </span>
          )}
          {conversation.status === "closed" && <span className="console-tag">{t("admin.inbox.statusClosed")}</span>}
          {conversation.assigneeId !== null && (
            <span className="console-tag" data-testid="support-item-assignee">
              {operatorName(conversation.assigneeId)}
            </span>
          )}
        </span>
      </button>
    </li>
  );
}
