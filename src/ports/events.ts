import type { Minor } from "../domain/money";
import type { RoundStatus } from "../domain/rounds/round";
import type { ConversationStatus, SupportMessage, SupportSide } from "../domain/support/conversation";

/** What the core announces after a unit of work commits. Adapters fan these out (SSE, NOTIFY). */
export type DomainEvent =
  | {
      readonly type: "round.phase";
      readonly gameId: number;
      readonly issue: string;
      readonly status: RoundStatus;
      readonly closeAtMs: number;
      readonly drawAtMs: number;
      readonly digits: readonly [number, number, number] | null;
    }
  | {
      readonly type: "bet.placed";
      readonly gameId: number;
      readonly roomId: number;
      readonly issue: string;
      readonly betId: number;
      readonly userId: number;
      readonly username: string;
      readonly playType: number;
      readonly stakeMinor: Minor;
      readonly atMs: number;
    }
  | { readonly type: "balance.changed"; readonly userId: number; readonly moneyMinor: Minor; readonly lockedMinor: Minor }
  | {
      readonly type: "chat.posted";
      readonly roomId: number;
      readonly gameId: number;
      readonly messageId: number;
      readonly userId: number;
      readonly username: string;
      readonly text: string;
      readonly atMs: number;
    }
  | {
      /** A support message was stored (issue 38): the owner's thread and the staff inbox show it live. */
      readonly type: "support.message";
      readonly ownerUserId: number | null;
      readonly ownerGuestId: string | null;
      readonly message: SupportMessage;
    }
  | {
      /** A side of a support conversation read up to seq: the other side's read receipts. */
      readonly type: "support.read";
      readonly conversationId: number;
      readonly ownerUserId: number | null;
      readonly ownerGuestId: string | null;
      readonly side: SupportSide;
      readonly seq: number;
    }
  | {
      /** A support conversation was assigned, closed or reopened: the staff inbox moves it. */
      readonly type: "support.conversation";
      readonly conversationId: number;
      readonly status: ConversationStatus;
      readonly assigneeId: number | null;
      readonly atMs: number;
    }
  | NoticeEvent;

/**
 * Money and play outcomes a player may be told of by push (issue 39, notifications): announced after commit,
 * once the decision is final (not when a large deposit waits for its second approval).
 */
type NoticeEvent =
  | { readonly type: "deposit.approved"; readonly userId: number; readonly depositId: number; readonly amountMinor: Minor }
  | { readonly type: "withdrawal.reviewed"; readonly userId: number; readonly withdrawalId: number; readonly amountMinor: Minor; readonly outcome: "paid" | "rejected" };

export interface EventBus {
  publish(event: DomainEvent): void;
}
