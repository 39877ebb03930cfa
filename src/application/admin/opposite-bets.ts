import type { Result } from "../../domain/errors";
import { OPPOSITE_PAIRS } from "../../domain/outcome";
import { requireReason } from "../../domain/rules/console-rules";
import type { OpposingPair, ReportScope } from "../../ports/store";
import type { AppDeps } from "../deps";
import { refuse } from "../money-movement";
import { inRead, inTransaction } from "../unit-of-work";
import { recordAudit } from "./audit-trail";
import { playerRef, usersById, type PlayerRef } from "./player-summary";
import { checkScope } from "./reports";

export interface OppositeBetSuspects {
  readonly pairs: readonly (Omit<OpposingPair, "userIds"> & { readonly players: readonly [PlayerRef, PlayerRef] })[];
}

/** At most this many pairs in one answer: the worst first. */
const MAX_PAIRS = 200;

/**
 * SPEC section 5 forbids opposite bets of the same amount in the same round;
 * one account cannot place them (placeBet refuses), so the abuse left is two
 * accounts of one team taking the two sides. Lists such pairs for review.
 */
export async function oppositeBetSuspects(deps: Pick<AppDeps, "store">, scope: ReportScope): Promise<Result<OppositeBetSuspects>> {
  const checked = checkScope(scope);
  if (!checked.ok) return checked;
  return inRead(deps, async (tx) => {
    const pairs = await tx.reports.opposingTeamPairs(checked.value, OPPOSITE_PAIRS, MAX_PAIRS);
    const users = await usersById(tx, pairs.flatMap((p) => p.userIds));
    return {
      pairs: pairs.map(({ userIds, ...rest }) => ({
        ...rest,
        players: [playerRef(users.get(userIds[0]) ?? refuse("USER_NOT_FOUND")), playerRef(users.get(userIds[1]) ?? refuse("USER_NOT_FOUND"))] as const,
      })),
    };
  });
}

/**
 * "Accounts found doing so are frozen": flags a player for opposite-bet abuse.
 * Buying is banned (the player sees "prohibited by the system") and the flag,
 * with its reason, stays in the audit trail; money stays where it is, an
 * operator can freeze it separately (admin.funds.freeze).
 */
export async function flagOppositeBets(
  deps: Pick<AppDeps, "store" | "events" | "clock">,
  input: { readonly operatorId: number; readonly userId: number; readonly reason: string },
): Promise<Result<PlayerRef>> {
  const reason = requireReason(input.reason);
  if (!reason.ok) return reason;
  const nowMs = deps.clock.nowMs();
  return inTransaction(deps, async (work) => {
    const user = (await work.tx.users.byId(input.userId)) ?? refuse("USER_NOT_FOUND");
    if (user.role !== "player") refuse("NOT_A_PLAYER");
    if (!user.buyBanned) await work.tx.users.update(user.id, { buyBanned: true });
    await recordAudit(work, {
      operatorId: input.operatorId,
      action: "player.flagOppositeBets",
      target: { type: "user", id: String(user.id) },
      before: { buyBanned: user.buyBanned },
      after: { buyBanned: true, reason: reason.value },
      atMs: nowMs,
    });
    return playerRef({ ...user, buyBanned: true });
  });
}
