import type { Result } from "../../domain/errors";
import type { AuditSnapshot } from "../../domain/operations/audit";
import { QUICK_REPLIES_MAX_PER_LANG, checkQuickReply, type QuickReply, type QuickReplyRefusal } from "../../domain/support/quick-reply-rules";
import type { AppDeps } from "../deps";
import { recordAudit } from "../operations/audit-trail";
import { inTransaction, type Work } from "../unit-of-work";

export type SaveQuickReplyRefusal = QuickReplyRefusal | "NOT_FOUND" | "QUICK_REPLY_SHORTCUT_TAKEN" | "SUPPORT_CONTENT_LIMIT";

const snapshotOf = (reply: QuickReply): AuditSnapshot => ({ lang: reply.lang, shortcut: reply.shortcut, title: reply.title, text: reply.text });

/**
 * An operator adds a quick reply (id null) or edits one: a shortcut taken by
 * another reply of the language, or a full language, is refused and nothing
 * changes. A change is an audit line; saving it as it is changes nothing.
 */
export async function saveQuickReply(
  deps: Pick<AppDeps, "store" | "events" | "clock">,
  input: { readonly operatorId: number; readonly id: number | null; readonly lang: string; readonly shortcut: string; readonly title: string; readonly text: string },
): Promise<Result<QuickReply, SaveQuickReplyRefusal>> {
  const checked = checkQuickReply(input);
  if (!checked.ok) return checked;
  const draft = checked.value;
  return inTransaction(deps, async (work: Work<SaveQuickReplyRefusal>) => {
    const { tx } = work;
    const before = input.id === null ? null : ((await tx.supportContent.quickReplyById(input.id)) ?? work.refuse("NOT_FOUND"));
    const holder = await tx.supportContent.quickReplyByShortcut(draft.lang, draft.shortcut);
    if (holder !== null && holder.id !== before?.id) work.refuse("QUICK_REPLY_SHORTCUT_TAKEN", { shortcut: draft.shortcut });
    if (before !== null && before.lang === draft.lang && before.shortcut === draft.shortcut && before.title === draft.title && before.text === draft.text) return before;
    if ((before === null || before.lang !== draft.lang) && (await tx.supportContent.countQuickReplies(draft.lang)) >= QUICK_REPLIES_MAX_PER_LANG) {
      work.refuse("SUPPORT_CONTENT_LIMIT", { max: QUICK_REPLIES_MAX_PER_LANG });
    }
    const nowMs = deps.clock.nowMs();
    const saved = (await tx.supportContent.saveQuickReply(before?.id ?? null, draft, nowMs)) ?? work.refuse("QUICK_REPLY_SHORTCUT_TAKEN", { shortcut: draft.shortcut });
    await recordAudit(work, {
      operatorId: input.operatorId,
      action: "support.quickReply.save",
      target: { type: "quickReply", id: String(saved.id) },
      before: before === null ? null : snapshotOf(before),
      after: snapshotOf(saved),
      atMs: nowMs,
    });
    return saved;
  });
}
