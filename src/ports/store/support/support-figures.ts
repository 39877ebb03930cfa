import type { ConversationTimeline } from "../../../domain/support/figures";
import type { TimeRange } from "../common";

/**
 * What the support desk's figures are computed from (`src/domain/support/figures.ts`): each conversation's customer
 * and staff messages and changes of status, in the order they happened (a status change sits after the message it
 * followed, so a close and a message of the same millisecond keep their order).
 */
export interface SupportFiguresRepository {
  /**
   * The timelines the figures of [fromMs, toMs) need: every conversation started before toMs that is open now or
   * whose status changed at or after fromMs (any other was closed from fromMs on: a message reopens a conversation,
   * so one closed now with a message since then was closed again since), with what happened to it before toMs,
   * from its last close before fromMs on (or from its start). The desk's automatic replies are left out: they
   * answer nobody. Conversations by id.
   */
  timelines(range: TimeRange): Promise<ConversationTimeline[]>;
}
