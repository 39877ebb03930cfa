import type { Conversation, SupportMessage, SupportOwner } from "../../domain/support/conversation";
import type { StoreTx } from "../../ports/store";

/** Who reads a conversation: its customer (a player, or a guest by their cookie), or any operator (the staff). */
export type SupportViewer = SupportOwner | { readonly kind: "staff"; readonly operatorId: number };

/** Whether a conversation belongs to this customer. */
const isOwnedBy = (conversation: Pick<Conversation, "owner">, customer: SupportOwner): boolean =>
  conversation.owner.kind === "player" ? customer.kind === "player" && customer.userId === conversation.owner.userId : customer.kind === "guest" && customer.guestId === conversation.owner.guestId;

/** A message as its customer sees it: the operator's id left out. */
export interface CustomerMessage {
  readonly id: number;
  readonly conversationId: number;
  readonly seq: number;
  readonly author: SupportMessage["author"];
  readonly text: string;
  /** Read at /support/images/:imageId (by this conversation's customer and the staff only). */
  readonly imageId: string | null;
  readonly leftWhileClosed: boolean;
  readonly createdAtMs: number;
}

export const customerMessage = (message: SupportMessage): CustomerMessage => ({
  id: message.id,
  conversationId: message.conversationId,
  seq: message.seq,
  author: message.author,
  text: message.text,
  imageId: message.imageId,
  leftWhileClosed: message.leftWhileClosed,
  createdAtMs: message.createdAtMs,
});

/** A conversation as its customer sees it: read marks for receipts, no assignment. */
export interface CustomerConversation {
  readonly id: number;
  readonly status: Conversation["status"];
  readonly lastSeq: number;
  readonly customerReadSeq: number;
  /** How far the staff have read: the customer's read receipts. */
  readonly staffReadSeq: number;
  readonly leftWhileClosed: boolean;
}

export const customerConversation = (c: Conversation): CustomerConversation => ({
  id: c.id,
  status: c.status,
  lastSeq: c.lastSeq,
  customerReadSeq: c.customerReadSeq,
  staffReadSeq: c.staffReadSeq,
  leftWhileClosed: c.leftWhileClosed,
});

/**
 * The conversation a viewer may read: any one for the staff, only their own for a
 * customer. Another customer's conversation answers null, exactly as a missing one does.
 */
export async function viewableConversation(tx: StoreTx, viewer: SupportViewer, conversationId: number): Promise<Conversation | null> {
  const conversation = await tx.support.conversationById(conversationId);
  if (conversation === null) return null;
  if (viewer.kind === "staff") return conversation;
  return isOwnedBy(conversation, viewer) ? conversation : null;
}

/** The owner fields the desk's events carry, so each stream can tell whose thread a message is on. */
export const eventOwner = (c: Conversation): { readonly ownerUserId: number | null; readonly ownerGuestId: string | null } =>
  c.owner.kind === "player" ? { ownerUserId: c.owner.userId, ownerGuestId: null } : { ownerUserId: null, ownerGuestId: c.owner.guestId };
