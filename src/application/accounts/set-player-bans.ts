import type { Result } from "../../domain/errors";
import type { User } from "../../domain/accounts/user";
import type { AppDeps } from "../deps";
import { inTransaction, type Work } from "../unit-of-work";
import { recordAudit } from "../operations/audit-trail";
import { playerRef, type PlayerRef } from "../operations/player-summary";

export interface SetPlayerBansInput {
  readonly operatorId: number;
  readonly userId: number;
  /** Omitted: left as it is. */
  readonly buyBanned?: boolean;
  readonly chatBanned?: boolean;
  /** Why, for the audit trail (optional: lifting a ban needs no story). */
  readonly reason?: string | null;
}

/**
 * Bans a player from buying or chatting, or lifts the ban. The bet and chat
 * use cases re-read the player in their own transaction, so the ban holds from
 * the next request on ("prohibited by the system").
 */
export async function setPlayerBans(deps: Pick<AppDeps, "store" | "events" | "clock">, input: SetPlayerBansInput): Promise<Result<PlayerRef, "NOT_A_PLAYER" | "USER_NOT_FOUND">> {
  const nowMs = deps.clock.nowMs();
  return inTransaction(deps, async (work: Work<"USER_NOT_FOUND" | "NOT_A_PLAYER">) => {
    const user = (await work.tx.users.byId(input.userId)) ?? work.refuse("USER_NOT_FOUND");
    if (user.role !== "player") work.refuse("NOT_A_PLAYER");
    const changes: Partial<Pick<User, "buyBanned" | "chatBanned">> = {
      ...(input.buyBanned === undefined || input.buyBanned === user.buyBanned ? {} : { buyBanned: input.buyBanned }),
      ...(input.chatBanned === undefined || input.chatBanned === user.chatBanned ? {} : { chatBanned: input.chatBanned }),
    };
    if (Object.keys(changes).length === 0) return playerRef(user);
    await work.tx.users.update(user.id, changes);
    const after = { ...user, ...changes };
    await recordAudit(work, {
      operatorId: input.operatorId,
      action: "player.ban",
      target: { type: "user", id: String(user.id) },
      before: { buyBanned: user.buyBanned, chatBanned: user.chatBanned },
      after: { buyBanned: after.buyBanned, chatBanned: after.chatBanned, reason: (input.reason ?? "").trim() },
      atMs: nowMs,
    });
    return playerRef(after);
  });
}
