import { ok, type Result } from "../../domain/errors";
import { SUPPORT_MAX_PAGE, type SupportOwner } from "../../domain/support/conversation";
import type { AppDeps } from "../deps";
import { checkLimit } from "../query-input";
import { hoursNow, supportHoursIn, type HoursNow } from "./support-settings";
import { customerConversation, customerMessage, type CustomerConversation, type CustomerMessage } from "./support-views";

export const DEFAULT_THREAD_MESSAGES = 50;

export interface MyConversation {
  /** null before the customer's first message (the conversation starts with it). */
  readonly conversation: CustomerConversation | null;
  /** The latest messages, oldest first (the thread shows the newest at the bottom). */
  readonly messages: readonly CustomerMessage[];
  /** Staff (and automatic) messages the customer has not read: the service tab's badge. */
  readonly unread: number;
  readonly hours: HoursNow;
}

/** The customer's (a player's or a guest's) support thread as the chat screen opens it. Reads only: the conversation starts with the first message. */
export async function myConversation(deps: Pick<AppDeps, "store" | "clock" | "schedule">, input: { readonly customer: SupportOwner; readonly limit?: number }): Promise<Result<MyConversation, "INVALID_INPUT">> {
  const limit = checkLimit(input.limit ?? DEFAULT_THREAD_MESSAGES, SUPPORT_MAX_PAGE);
  if (!limit.ok) return limit;
  const nowMs = deps.clock.nowMs();
  return deps.store.read(async (tx) => {
    const hours = hoursNow(await supportHoursIn(tx, deps.schedule.timeZone), nowMs);
    const conversation = await tx.support.conversationOf(input.customer);
    if (conversation === null) return ok({ conversation: null, messages: [], unread: 0, hours });
    const messages = await tx.support.latestMessages(conversation.id, limit.value);
    return ok({ conversation: customerConversation(conversation), messages: messages.map(customerMessage), unread: await tx.support.unreadCount(conversation.id, "customer"), hours });
  });
}
