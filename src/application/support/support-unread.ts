import type { AppDeps } from "../deps";

/** How many staff (and automatic) messages the player has not read: the badge on the service tab of every screen. */
export async function supportUnread(deps: Pick<AppDeps, "store">, input: { readonly userId: number }): Promise<number> {
  return deps.store.read(async (tx) => {
    const conversation = await tx.support.conversationOf({ kind: "player", userId: input.userId });
    return conversation === null ? 0 : tx.support.unreadCount(conversation.id, "customer");
  });
}
