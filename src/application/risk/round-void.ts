import { invariant } from "../../domain/errors";
import { toHex } from "../../domain/fairness/sha256";
import { maySeedBeRevealedAtVoid } from "../../domain/risk/void";
import { VOIDABLE_STATUSES, type RoundRecord, type RoundStatus, type RoundVoid } from "../../domain/rounds/round";
import type { AppDeps } from "../deps";
import { SeedChains } from "../fairness/seed-chains";
import { inTransaction, type Work } from "../unit-of-work";

/** Bets refunded per transaction: small, as voids are rare and a refund chunk is plain batched SQL. */
const VOID_REFUND_CHUNK_BETS = 500;

/** Why a void could not be decided (the round as read inside the transaction). */
export type VoidDecision =
  | { readonly decided: true; readonly from: RoundStatus; readonly round: RoundRecord }
  | { readonly decided: false; readonly why: "missing" | "settled" | "void" | "not_started" };

/**
 * Decides a void in the caller's transaction: reads the round, checks that its
 * seed may be revealed (maySeedBeRevealedAtVoid: the round before it in its
 * chain no longer takes bets), and moves it to "void" by compare-and-set from
 * the status it was read in, with the seed revealed (a drawn round keeps its
 * own). From the moment this commits no bet is accepted: a bet reads the round
 * (PostgreSQL: FOR SHARE, which this update waits for; SQLite: one writer at a
 * time) and requires "open". No settlement chunk runs after it either:
 * settleRoundChunk reads the round the same way and requires "drawn". Bets
 * already settled by an earlier chunk of a drawn round keep their results; the
 * others are refunded (refundVoidChunk), each bet by whichever transaction
 * deleted its open_bets row, so never both and never neither.
 * `allowedFrom` narrows what may be voided (the engine voids only rounds not drawn).
 */
export async function decideVoid(
  deps: Pick<AppDeps, "random" | "seedVault">,
  work: Work,
  gameId: number,
  issue: string,
  voided: RoundVoid,
  allowedFrom: readonly RoundStatus[] = VOIDABLE_STATUSES,
): Promise<VoidDecision> {
  const { tx } = work;
  const round = await tx.rounds.get(gameId, issue);
  if (!round) return { decided: false, why: "missing" };
  if (round.status === "settled") return { decided: false, why: "settled" };
  if (round.status === "void") return { decided: false, why: "void" };
  if (!allowedFrom.includes(round.status)) return { decided: false, why: "settled" };
  const previous = round.chainIndex > 1 ? await tx.rounds.atChainPosition(round.chainId, round.chainIndex - 1) : null;
  if (!maySeedBeRevealedAtVoid(round, previous)) return { decided: false, why: "not_started" };
  const chain = await tx.seedChains.byId(round.chainId);
  invariant(chain !== null, `round ${gameId}/${issue} names a missing seed chain`);
  const seed = toHex(new SeedChains(deps.random, deps.seedVault).seed(chain, round.chainIndex));
  if (!(await tx.rounds.markVoid(gameId, issue, [round.status], voided, seed))) {
    // Moved between the read and the update (PostgreSQL: another driver's step committed): read it again to say what it is.
    const now = await tx.rounds.get(gameId, issue);
    return { decided: false, why: now?.status === "void" ? "void" : "settled" };
  }
  work.emit({ type: "round.phase", gameId, issue, status: "void", closeAtMs: round.closeAtMs, drawAtMs: round.drawAtMs, digits: round.digits });
  return { decided: true, from: round.status, round: { ...round, status: "void", voided, revealedSeed: round.revealedSeed ?? seed } };
}

/**
 * Refunds up to `limit` bets of a void round in the caller's transaction (the
 * store's refundChunk: each bet once, its own transfer `void:bet<id>` and its
 * own refund fund line). Answers how many it refunded: fewer than `limit`
 * means the round has none left (or the rest went to a concurrent refunder).
 */
async function refundVoidChunk(work: Work<"INSUFFICIENT_FUNDS">, gameId: number, issue: string, limit: number, nowMs: number): Promise<number> {
  const { tx } = work;
  const round = await tx.rounds.get(gameId, issue);
  invariant(round !== null && round.status === "void", `round ${gameId}/${issue} is not void`);
  const game = await tx.games.byId(gameId);
  const refunded = await tx.refunds.refundChunk({ gameId, issue, atMs: nowMs, limit, mark: `${game?.name ?? gameId} ${issue}` });
  if (refunded === "insufficient") work.refuse("INSUFFICIENT_FUNDS");
  for (const user of refunded.refundedUsers) {
    invariant(user.lockedMinor >= 0 && user.moneyMinor >= user.lockedMinor, `negative balance for user ${user.userId}`);
    work.emit({ type: "balance.changed", userId: user.userId, moneyMinor: user.moneyMinor, lockedMinor: user.lockedMinor });
  }
  return refunded.refundedBets;
}

/**
 * Refunds a void round's open bets chunk after chunk until none is left, each
 * chunk its own transaction (a crash loses at most the chunk in progress, and
 * the round engine's next tick finishes the rest: voidedWithOpenBets). A
 * refusal here is a broken ledger (a stakes shard short of its bets), not a user error.
 */
export async function refundVoidRound(
  deps: Pick<AppDeps, "store" | "events" | "clock">,
  gameId: number,
  issue: string,
  options: { readonly chunkBets?: number; readonly yieldToEventLoop?: () => Promise<void>; readonly onChunk?: (refundedBets: number) => void } = {},
): Promise<number> {
  const limit = options.chunkBets ?? VOID_REFUND_CHUNK_BETS;
  let total = 0;
  for (;;) {
    const result = await inTransaction(deps, (work: Work<"INSUFFICIENT_FUNDS">) => refundVoidChunk(work, gameId, issue, limit, deps.clock.nowMs()));
    invariant(result.ok, `refund of ${gameId}/${issue} refused: ${result.ok ? "" : result.error.code}`);
    total += result.value;
    options.onChunk?.(result.value);
    await options.yieldToEventLoop?.();
    if (result.value < limit) return total;
  }
}
