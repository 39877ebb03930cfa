import type { AppDeps } from "../deps";

/** Forgets the player's subscription of a browser; another player's subscription of the same browser stays theirs. */
export async function unsubscribePush(deps: AppDeps, input: { readonly userId: number; readonly endpoint: string }): Promise<{ readonly removed: boolean }> {
  const removed = await deps.store.transaction((tx) => tx.pushSubscriptions.remove(input.userId, input.endpoint));
  return { removed };
}
