import type { Notice } from "../../domain/notifications/notice";
import type { DomainEvent } from "../../ports/events";
import type { AppDeps } from "../deps";

/**
 * The notices an event may give rise to, before anyone's choices or breaks are applied (noticeDeliveries does
 * that): a deposit approved, a withdrawal paid or rejected, and each winner of a round once it is settled.
 */
export async function noticesOfEvent(deps: Pick<AppDeps, "store">, event: DomainEvent): Promise<Notice[]> {
  switch (event.type) {
    case "deposit.approved":
      return [{ kind: "deposit_approved", userId: event.userId, depositId: event.depositId, amountMinor: event.amountMinor }];
    case "withdrawal.reviewed":
      return [{ kind: event.outcome === "paid" ? "withdrawal_paid" : "withdrawal_rejected", userId: event.userId, withdrawalId: event.withdrawalId, amountMinor: event.amountMinor }];
    case "round.phase": {
      if (event.status !== "settled") return [];
      const winners = await deps.store.read((tx) => tx.pushSubscriptions.roundWinners(event.gameId, event.issue));
      return winners
        .filter((w) => w.profitMinor > 0)
        .map((w) => ({ kind: "win" as const, userId: w.userId, gameId: event.gameId, issue: event.issue, profitMinor: w.profitMinor }));
    }
    default:
      return [];
  }
}

/** The warnings that a game's round closes in 30 seconds, one per player who chose a room of the game. */
export async function closingNotices(deps: Pick<AppDeps, "store">, gameId: number, issue: string): Promise<Notice[]> {
  const audience = await deps.store.read((tx) => tx.pushSubscriptions.closingAudience(gameId));
  return audience.map((a) => ({ kind: "round_closing" as const, userId: a.userId, gameId, roomId: a.roomId, issue }));
}
