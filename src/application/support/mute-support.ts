import type { Result } from "../../domain/errors";
import { checkMute, type MuteTarget } from "../../domain/support/mute-rules";
import type { AppDeps } from "../deps";
import { recordAudit } from "../operations/audit-trail";
import { inTransaction, type Work } from "../unit-of-work";

/** Longest address a mute names (an IPv6 address with a zone fits). */
const MAX_ADDRESS_CHARS = 64;

export type MuteSupportRefusal = "REASON_REQUIRED" | "INVALID_INPUT" | "NOT_A_PLAYER";

/**
 * The blacklist: an operator mutes a player or a client address at the desk
 * for some minutes, with a reason (0 minutes lifts the mute). Their messages
 * are refused (SUPPORT_MUTED) until then. An audit line keeps who, why, and
 * the mute it replaced.
 */
export async function muteSupport(
  deps: Pick<AppDeps, "store" | "events" | "clock">,
  input: { readonly operatorId: number; readonly target: MuteTarget; readonly minutes: number; readonly reason: string },
): Promise<Result<{ readonly untilMs: number; readonly reason: string }, MuteSupportRefusal>> {
  return inTransaction(deps, async (work: Work<MuteSupportRefusal>) => {
    const nowMs = deps.clock.nowMs();
    const checked = checkMute({ reason: input.reason, minutes: input.minutes, nowMs });
    if (!checked.ok) work.refuse(checked.error.code, checked.error.params);
    let target: MuteTarget;
    if (input.target.kind === "player") {
      const player = await work.tx.users.byId(input.target.userId);
      if (player === null || player.role !== "player") work.refuse("NOT_A_PLAYER");
      target = { kind: "player", userId: player.id };
    } else {
      const address = input.target.address.trim();
      if (address === "" || address.length > MAX_ADDRESS_CHARS || !/^[0-9A-Za-z.:%_-]+$/.test(address)) work.refuse("INVALID_INPUT", { field: "address" });
      target = { kind: "address", address };
    }
    const before = await work.tx.support.muteOf(target);
    await work.tx.support.setMute({ target, untilMs: checked.value.untilMs, reason: checked.value.reason, operatorId: input.operatorId, atMs: nowMs });
    await recordAudit(work, {
      operatorId: input.operatorId,
      action: "support.mute",
      target: target.kind === "player" ? { type: "user", id: String(target.userId) } : { type: "address", id: target.address },
      before: before === null ? null : { untilMs: before.untilMs, reason: before.reason },
      after: { untilMs: checked.value.untilMs, reason: checked.value.reason },
      atMs: nowMs,
    });
    return checked.value;
  });
}
