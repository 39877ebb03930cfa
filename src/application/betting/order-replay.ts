import { betIdsOfOrderRef, type BetRecord } from "../../domain/betting/bet";
import type { Transfer } from "../../domain/wallet/ledger";
import type { UserBalances } from "../../domain/accounts/user";
import type { PlaceBetInput, PlacedBets } from "./order";
import type { Work } from "../unit-of-work";

/** The idempotency key of one order's stake transfer: a request id names one order of one player. */
export const requestTransferId = (userId: number, requestId: string): string => `order:u${userId}:${requestId}`;

/**
 * Finds an order placed earlier under the same request id (its stake transfer names the bets). A retry
 * answers what the first attempt placed; the same id with another room, issue, stake or plays is not a
 * retry but a client bug, and answering "ok" would tell the player a bet stands that does not.
 */
export async function replayOrder(work: Work<"IDEMPOTENCY_CONFLICT">, input: PlaceBetInput): Promise<PlacedBets | null> {
  const transfer = await work.tx.ledger.transferById(requestTransferId(input.userId, input.requestId!));
  return transfer ? replayOf(work, input, transfer, await work.tx.ledger.balancesOfUser(input.userId)) : null;
}

/** What the earlier attempt that wrote `transfer` placed, if it is this very order (see replayOrder). */
export async function replayOf(work: Work<"IDEMPOTENCY_CONFLICT">, input: PlaceBetInput, transfer: Transfer, balances: UserBalances): Promise<PlacedBets> {
  const ids = betIdsOfOrderRef(transfer.ref);
  const bets: BetRecord[] = [];
  for (const id of ids) {
    const bet = await work.tx.bets.byId(id);
    if (bet) bets.push(bet);
  }
  if (!sameOrder(bets, input)) work.refuse("IDEMPOTENCY_CONFLICT");
  return { bets, totalMinor: transfer.amountMinor, moneyAfterMinor: balances.availableMinor + balances.lockedMinor };
}

/** Whether the bets an earlier request placed are exactly the order now asked for. */
function sameOrder(bets: readonly BetRecord[], input: PlaceBetInput): boolean {
  const asked = [...input.playTypes].sort((a, b) => a - b);
  const placed = bets.map((b) => b.playType).sort((a, b) => a - b);
  return (
    asked.length === placed.length &&
    asked.every((playType, i) => playType === placed[i]) &&
    bets.every((b) => b.roomId === input.roomId && b.issue === input.issue && b.stakeMinor === input.stakeMinor)
  );
}
