import type { SupportGuest } from "../../../domain/support/guest-rules";

/** A guest as started: only the hash of their cookie's token is kept. */
export interface NewSupportGuest {
  readonly id: string;
  readonly displayName: string;
  readonly tokenHash: string;
  readonly address: string | null;
  readonly createdAtMs: number;
  readonly expiresAtMs: number;
}

/**
 * The support desk's guests (visitors known by a cookie) and what signing in
 * does to their conversation: hand it over to the player, or move its
 * messages into the player's own.
 */
export interface SupportGuestRepository {
  createGuest(guest: NewSupportGuest): Promise<void>;
  /** The guest whose cookie token hashes to this, whether or not they are still active. */
  guestByTokenHash(tokenHash: string): Promise<SupportGuest | null>;
  /** The guest of this id (the console names a guest's conversation by its display name). */
  guestById(id: string): Promise<SupportGuest | null>;
  /**
   * The guest, its row locked until the transaction ends: a message a guest
   * posts and a sign-in taking the guest over happen one after the other, so
   * no message lands in a conversation the sign-in has already moved.
   */
  lockGuest(id: string): Promise<SupportGuest | null>;
  /** Guests started from an address at or after sinceMs (the limit per address). */
  countStartedSince(address: string, sinceMs: number): Promise<number>;
  /** Customer messages of the guest's conversation sent at or after sinceMs (the pace per customer). */
  countMessagesSince(guestId: string, sinceMs: number): Promise<number>;
  /**
   * Marks the guest as taken over by a player, under the guest's row lock:
   * true for the one caller that did it, false when it was already taken
   * (two sign-ins at once with the same cookie move the messages once).
   */
  claimGuest(guestId: string, userId: number, atMs: number): Promise<boolean>;
  /** Makes a guest's conversation a player's (the player has none). */
  handOver(conversationId: number, userId: number): Promise<void>;
  /**
   * Moves every message of one conversation (with their images) after the
   * last message of another, numbered on from it in their order, then removes
   * the emptied conversation and its status history. Answers the number the
   * first moved message follows (the target's last before the move).
   */
  moveInto(fromConversationId: number, intoConversationId: number): Promise<number>;
}
