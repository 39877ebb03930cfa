import type { Result } from "../../domain/errors";
import { checkSubscription, MAX_SUBSCRIPTIONS_PER_PLAYER, type SubscriptionKeys } from "../../domain/notifications/subscription-rules";
import type { AppDeps } from "../deps";
import { inTransaction, type Work } from "../unit-of-work";

export interface SubscribePushInput extends SubscriptionKeys {
  readonly userId: number;
  /** The player's language now: the notices to this browser are written in it. */
  readonly lang: string;
  /** A TEST_MODE server also takes the test suite's local push endpoint (http://127.0.0.1). */
  readonly allowLocal: boolean;
}

/** Keeps a browser's push subscription for the player (opt-in: what is sent is the preferences' choice). */
export async function subscribePush(deps: AppDeps, input: SubscribePushInput): Promise<Result<{ readonly subscribed: true }, "INVALID_INPUT">> {
  const checked = checkSubscription(input, input.allowLocal);
  if (!checked.ok) return checked;
  const nowMs = deps.clock.nowMs();
  return inTransaction(deps, async (work: Work<"INVALID_INPUT">) => {
    await work.tx.pushSubscriptions.save(input.userId, checked.value, input.lang, nowMs, MAX_SUBSCRIPTIONS_PER_PLAYER);
    return { subscribed: true as const };
  });
}
