import type { Result } from "../../domain/errors";
import type { Announcement, InSiteMessage } from "../../domain/content/content";
import type { AppDeps } from "../deps";
import { inRead, inTransaction, type Work } from "../unit-of-work";
import { pageOf, readPage, type PageRequest, type Paged } from "../query-input";

/** /Notice, first tab: the caller's own in-site messages, newest first. */
export async function inboxMessages(deps: AppDeps, userId: number, page: PageRequest): Promise<Result<Paged<InSiteMessage>, "INVALID_INPUT">> {
  const checked = pageOf(page);
  if (!checked.ok) return checked;
  return inRead(deps, (tx) => readPage(checked.value, (p) => tx.content.messagesOf(userId, p)));
}

/** /Notice, second tab: platform announcements of the language and of every language, newest first. */
export async function announcements(deps: AppDeps, lang: string, page: PageRequest): Promise<Result<Paged<Announcement>, "INVALID_INPUT">> {
  const checked = pageOf(page);
  if (!checked.ok) return checked;
  return inRead(deps, (tx) => readPage(checked.value, (p) => tx.content.announcements(lang, p)));
}

/** Marks one of the caller's messages read; another player's message is NOT_FOUND (no hint that it exists). */
export function markMessageRead(deps: AppDeps, userId: number, messageId: number): Promise<Result<void, "NOT_FOUND">> {
  const nowMs = deps.clock.nowMs();
  return inTransaction(deps, async ({ tx, refuse }: Work<"NOT_FOUND">) => {
    if (!(await tx.content.markMessageRead(messageId, userId, nowMs))) refuse("NOT_FOUND");
  });
}
