import type { Notice } from "../../domain/notifications/notice";
import { mayNotify, noticeKey } from "../../domain/notifications/notice-rules";
import type { PushSubscriptionRecord } from "../../ports/store/notifications/push-subscriptions";
import type { AppDeps } from "../deps";

export interface NoticeDelivery {
  readonly notice: Notice;
  readonly subscriptions: readonly PushSubscriptionRecord[];
}

/**
 * Decides which notices go out and to which browsers: the player's toggles and breaks (mayNotify), then the
 * notice's key claimed once for every server process (the first to claim sends; the others hear the same event
 * over the bus and find it claimed). A player without a subscription costs no claim.
 */
export async function noticeDeliveries(deps: Pick<AppDeps, "store" | "clock">, notices: readonly Notice[]): Promise<NoticeDelivery[]> {
  const deliveries: NoticeDelivery[] = [];
  for (const notice of notices) {
    const nowMs = deps.clock.nowMs();
    const found = await deps.store.read(async (tx) => {
      const subscriptions = await tx.pushSubscriptions.ofUser(notice.userId);
      if (subscriptions.length === 0) return null;
      const preferences = await tx.pushSubscriptions.preferences(notice.userId);
      const { exclusion } = await tx.protection.stateOf(notice.userId);
      return mayNotify(notice, preferences, exclusion, nowMs) ? subscriptions : null;
    });
    if (found === null) continue;
    if (!(await deps.store.transaction((tx) => tx.pushSubscriptions.claim(noticeKey(notice), nowMs)))) continue;
    deliveries.push({ notice, subscriptions: found });
  }
  return deliveries;
}

