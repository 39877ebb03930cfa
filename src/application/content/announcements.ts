import type { Announcement, InSiteMessage } from "../../domain/content/content";
import type { Result } from "../../domain/errors";
import { checkBody, checkLanguage, checkTitle } from "../../domain/content/content-rules";
import type { AppDeps } from "../deps";
import { inTransaction, type Work } from "../unit-of-work";
import { refuseIfPlayerOnBreak } from "../protection/player-protection";
import { oncePerRequest, recordAudit, type ConsoleRequestRefusal } from "../operations/audit-trail";

type Deps = Pick<AppDeps, "store" | "events" | "clock">;

/** A platform announcement for one language, or for every language (lang null). */
export async function createAnnouncement(
  deps: Deps,
  input: { readonly operatorId: number; readonly requestId?: string | null; readonly lang: string | null; readonly title: string; readonly content: string },
): Promise<Result<Announcement, "CONTENT_REQUIRED" | "INVALID_INPUT" | "TITLE_REQUIRED" | ConsoleRequestRefusal>> {
  const lang = input.lang === null ? null : checkLanguage(input.lang);
  if (lang !== null && !lang.ok) return lang;
  const title = checkTitle(input.title);
  if (!title.ok) return title;
  const content = checkBody(input.content);
  if (!content.ok) return content;
  const nowMs = deps.clock.nowMs();
  return inTransaction(deps, (work: Work<ConsoleRequestRefusal>) =>
    oncePerRequest(work, { operatorId: input.operatorId, requestId: input.requestId, action: "announcement.create", atMs: nowMs }, async () => {
    const created = await work.tx.content.createAnnouncement({ lang: lang?.value ?? null, title: title.value, content: content.value, createdAtMs: nowMs });
    await recordAudit(work, { operatorId: input.operatorId, action: "announcement.create", target: { type: "announcement", id: String(created.id) }, before: null, after: { ...created }, atMs: nowMs });
    return created;
    }),
  );
}

/** An in-site message to one player (the Notice screen's first tab). */
export async function sendMessage(
  deps: Deps,
  input: { readonly operatorId: number; readonly requestId?: string | null; readonly userId: number; readonly title: string; readonly content: string },
): Promise<Result<InSiteMessage, "CONTENT_REQUIRED" | "INVALID_INPUT" | "NOT_A_PLAYER" | "PLAYER_EXCLUDED" | "TITLE_REQUIRED" | "USER_NOT_FOUND" | ConsoleRequestRefusal>> {
  const title = checkTitle(input.title);
  if (!title.ok) return title;
  const content = checkBody(input.content);
  if (!content.ok) return content;
  const nowMs = deps.clock.nowMs();
  return inTransaction(deps, (work: Work<ConsoleRequestRefusal | "USER_NOT_FOUND" | "NOT_A_PLAYER" | "PLAYER_EXCLUDED">) =>
    oncePerRequest(work, { operatorId: input.operatorId, requestId: input.requestId, action: "message.send", atMs: nowMs }, async () => {
    const user = (await work.tx.users.byId(input.userId)) ?? work.refuse("USER_NOT_FOUND");
    if (user.role !== "player") work.refuse("NOT_A_PLAYER");
    await refuseIfPlayerOnBreak(work, user.id, nowMs);
    const message = await work.tx.content.createMessage({ userId: user.id, title: title.value, content: content.value, createdAtMs: nowMs });
    await recordAudit(work, { operatorId: input.operatorId, action: "message.send", target: { type: "message", id: String(message.id) }, before: null, after: { ...message }, atMs: nowMs });
    return message;
    }),
  );
}
