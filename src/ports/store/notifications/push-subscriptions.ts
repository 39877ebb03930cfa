import type { Minor } from "../../../domain/money";
import type { NoticePreferences } from "../../../domain/notifications/notice";
import type { SubscriptionKeys } from "../../../domain/notifications/subscription-rules";

/** A kept push subscription: one browser of one player, with the language its notices are written in. */
export interface PushSubscriptionRecord extends SubscriptionKeys {
  readonly id: number;
  readonly userId: number;
  readonly lang: string;
  readonly createdAtMs: number;
}

/** Push subscriptions, the players' notice choices, and the once-only claims of sent notices (migration 033). */
export interface PushSubscriptionRepository {
  /**
   * Keeps the player's subscription (the same endpoint again replaces its keys and language), then drops the
   * player's oldest beyond `keep`. Another player's subscription of the same endpoint is theirs and untouched.
   */
  save(userId: number, keys: SubscriptionKeys, lang: string, atMs: number, keep: number): Promise<PushSubscriptionRecord>;
  /** Removes the player's subscription of that endpoint; false when the player has none (another's stays). */
  remove(userId: number, endpoint: string): Promise<boolean>;
  /** Removes every subscription of an endpoint the push service says is gone (404, 410). */
  removeEndpoint(endpoint: string): Promise<number>;
  ofUser(userId: number): Promise<PushSubscriptionRecord[]>;
  preferences(userId: number): Promise<NoticePreferences>;
  savePreferences(userId: number, preferences: NoticePreferences, atMs: number): Promise<void>;
  /** Subscribed players who chose a room of the game for the closing warning, with the room they chose (one per player). */
  closingAudience(gameId: number): Promise<readonly { readonly userId: number; readonly roomId: number }[]>;
  /** Subscribed players who turned wins on and won in a round, with what they made (the round's win notices). */
  roundWinners(gameId: number, issue: string): Promise<readonly { readonly userId: number; readonly profitMinor: Minor }[]>;
  /** Claims a notice's key: true for the one caller (of any process) that claims it first, false ever after. */
  claim(key: string, atMs: number): Promise<boolean>;
  /** Forgets claims older than `beforeMs` (they can no longer be claimed twice: their events are long past). */
  forgetClaims(beforeMs: number): Promise<void>;
}
