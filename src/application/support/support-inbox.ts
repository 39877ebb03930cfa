import { fail, ok, type Result } from "../../domain/errors";
import type { Conversation, SupportMessage } from "../../domain/support/conversation";
import type { InboxView } from "../../ports/store/support/support";
import type { AppDeps } from "../deps";
import { pageOf, readPage, type Paged } from "../query-input";

const INBOX_VIEWS: readonly InboxView[] = ["waiting", "mine", "all", "closed"];
/** Longest search text. */
export const INBOX_SEARCH_MAX = 100;

export interface InboxEntry {
  readonly conversation: Conversation;
  /** The player's username, or the display name a guest chose. */
  readonly ownerName: string | null;
  readonly lastMessage: SupportMessage | null;
  /** How long the customer has waited for an answer, now; null when nobody waits. */
  readonly waitingMs: number | null;
  /** Customer messages the staff have not read. */
  readonly unread: number;
}

/**
 * The staff inbox: conversations waiting for an answer (oldest first, with the
 * waiting time), the operator's own, all of them, or the closed ones;
 * optionally only those whose player's name or any message contains a text.
 */
export async function supportInbox(
  deps: Pick<AppDeps, "store" | "clock">,
  input: { readonly operatorId: number; readonly view: InboxView; readonly search?: string | null; readonly page: number; readonly pageSize?: number },
): Promise<Result<Paged<InboxEntry>, "INVALID_INPUT">> {
  if (!INBOX_VIEWS.includes(input.view)) return fail("INVALID_INPUT", { field: "view" });
  const search = input.search?.trim() ?? "";
  if (Array.from(search).length > INBOX_SEARCH_MAX) return fail("INVALID_INPUT", { field: "search", max: INBOX_SEARCH_MAX });
  const page = pageOf({ page: input.page, ...(input.pageSize === undefined ? {} : { pageSize: input.pageSize }) });
  if (!page.ok) return page;
  const nowMs = deps.clock.nowMs();
  return deps.store.read(async (tx) => {
    const rows = await readPage(page.value, (p) => tx.support.inbox({ view: input.view, operatorId: input.operatorId, search: search === "" ? null : search }, p));
    const items: InboxEntry[] = [];
    for (const row of rows.items) {
      const waitingSinceMs = row.conversation.waitingSinceMs;
      items.push({ ...row, waitingMs: waitingSinceMs === null ? null : Math.max(0, nowMs - waitingSinceMs), unread: await tx.support.unreadCount(row.conversation.id, "staff") });
    }
    return ok({ items, hasMore: rows.hasMore });
  });
}
