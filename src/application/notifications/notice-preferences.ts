import type { NoticePreferences } from "../../domain/notifications/notice";
import type { AppDeps } from "../deps";

export interface NoticeSettings {
  readonly preferences: NoticePreferences;
  /** The player's subscribed browsers: 0 means nothing can arrive whatever the toggles say. */
  readonly subscriptions: number;
}

/** The player's notice toggles and how many browsers would receive them. */
export function noticePreferences(deps: AppDeps, userId: number): Promise<NoticeSettings> {
  return deps.store.read(async (tx) => ({
    preferences: await tx.pushSubscriptions.preferences(userId),
    subscriptions: (await tx.pushSubscriptions.ofUser(userId)).length,
  }));
}
