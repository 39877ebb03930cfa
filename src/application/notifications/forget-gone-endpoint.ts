import type { AppDeps } from "../deps";

/** Forgets an endpoint the push service says is gone (404 or 410): every player's subscription of it. */
export function forgetGoneEndpoint(deps: Pick<AppDeps, "store">, endpoint: string): Promise<number> {
  return deps.store.transaction((tx) => tx.pushSubscriptions.removeEndpoint(endpoint));
}
