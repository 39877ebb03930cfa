import type { SupportOwner } from "../../domain/support/conversation";
import type { AppDeps } from "../deps";

/** How many staff (and automatic) messages the customer (player or guest) has not read: the badge on the service tab of every screen. */
export async function supportUnread(deps: Pick<AppDeps, "store">, input: { readonly customer: SupportOwner }): Promise<number> {
  return deps.store.read(async (tx) => {
    const conversation = await tx.support.conversationOf(input.customer);
    return conversation === null ? 0 : tx.support.unreadCount(conversation.id, "customer");
  });
}
