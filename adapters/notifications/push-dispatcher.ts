import type { AppDeps } from "../../src/application/deps";
import { forgetGoneEndpoint } from "../../src/application/notifications/forget-gone-endpoint";
import { noticeDeliveries } from "../../src/application/notifications/notice-deliveries";
import { closingNotices, noticesOfEvent } from "../../src/application/notifications/notices-of-event";
import { CLOSING_LEAD_MS, type Notice } from "../../src/domain/notifications/notice";
import type { DomainEvent } from "../../src/ports/events";
import type { PushSubscriptionRecord } from "../../src/ports/store/notifications/push-subscriptions";
import { parseLang } from "../i18n/languages";
import { pushMessage } from "../i18n/push-texts";
import { sendPush, type SendOutcome } from "./web-push-sender";
import type { VapidKeys } from "./vapid-keys";
import { componentLogger } from "../logging/logger";

// Looked up at each use: the composition root installs its logger after this module is loaded.
const log = () => componentLogger("push");

type Feed = { subscribe(listener: (event: DomainEvent) => void): () => void };
type Send = typeof sendPush;

/** Claims are kept a day: long after any process could still hear the event they answer. */
const CLAIMS_KEPT_MS = 24 * 60 * 60 * 1000;
const CLAIM_SWEEP_MS = 60 * 60 * 1000;
/** A closing warning this late (a server that started inside the last 30 s) is not worth sending. */
const CLOSING_TOO_LATE_MS = 5_000;
/** Push requests in flight at once from one process. */
const SENDS_AT_ONCE = 8;

/**
 * Sends the players' push notices (issue 39). It listens to this process's feed of the core's events (its own
 * and, on PostgreSQL, every other server's through the event bus), so whichever process hears an event may send
 * its notice; the notice's claim in the store (noticeDeliveries) lets exactly one of them do it. Events are only
 * queued here: a money operation has committed before its event is heard, and nothing that happens here (a slow
 * push service, an error) can delay or fail it; failures are logged. The 30-second warnings are timers set when
 * a round opens.
 */
export class PushDispatcher {
  private unsubscribe: (() => void) | null = null;
  private queue: Promise<void> = Promise.resolve();
  private readonly closingTimers = new Map<string, NodeJS.Timeout>();
  private sweepTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly deps: Pick<AppDeps, "store" | "clock">,
    private readonly vapid: VapidKeys,
    private readonly feed: Feed,
    private readonly send: Send = sendPush,
  ) {}

  start(): void {
    this.unsubscribe = this.feed.subscribe((event) => this.hear(event));
    this.sweepTimer = setInterval(() => this.enqueue(() => this.deps.store.transaction((tx) => tx.pushSubscriptions.forgetClaims(this.deps.clock.nowMs() - CLAIMS_KEPT_MS))), CLAIM_SWEEP_MS);
    this.sweepTimer.unref();
  }

  /** Stops listening and waits for what was queued. */
  async stop(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    for (const timer of this.closingTimers.values()) clearTimeout(timer);
    this.closingTimers.clear();
    await this.idle();
  }

  /** Resolves once everything heard so far is sent (tests wait on it). */
  async idle(): Promise<void> {
    let seen: Promise<void>;
    do {
      seen = this.queue;
      await seen;
    } while (seen !== this.queue);
  }

  private hear(event: DomainEvent): void {
    if (event.type === "round.phase" && event.status === "open") this.scheduleClosing(event.gameId, event.issue, event.closeAtMs);
    if (event.type === "deposit.approved" || event.type === "withdrawal.reviewed" || (event.type === "round.phase" && event.status === "settled")) {
      this.enqueue(async () => this.deliver(await noticesOfEvent(this.deps, event)));
    }
  }

  private scheduleClosing(gameId: number, issue: string, closeAtMs: number): void {
    const key = `${gameId}:${issue}`;
    if (this.closingTimers.has(key)) return;
    const delayMs = closeAtMs - CLOSING_LEAD_MS - this.deps.clock.nowMs();
    if (delayMs < -CLOSING_TOO_LATE_MS) return;
    const timer = setTimeout(() => {
      this.closingTimers.delete(key);
      this.enqueue(async () => this.deliver(await closingNotices(this.deps, gameId, issue)));
    }, Math.max(0, delayMs));
    timer.unref();
    this.closingTimers.set(key, timer);
  }

  /** Runs after what is already queued; an error is logged and the queue goes on. */
  private enqueue(work: () => Promise<unknown>): void {
    this.queue = this.queue.then(work).then(
      () => undefined,
      (error: unknown) => log().error({ err: error }, "failed"),
    );
  }

  private async deliver(notices: readonly Notice[]): Promise<void> {
    if (notices.length === 0) return;
    const sends = (await noticeDeliveries(this.deps, notices)).flatMap(({ notice, subscriptions }) => subscriptions.map((subscription) => ({ notice, subscription })));
    // A few sends at once: a round's many winners are not told one push service round trip after another.
    let next = 0;
    const worker = async () => {
      while (next < sends.length) {
        const { notice, subscription } = sends[next++]!;
        await this.sendOne(notice, subscription);
      }
    };
    await Promise.all(Array.from({ length: Math.min(SENDS_AT_ONCE, sends.length) }, worker));
  }

  /** One browser's failure (even a throw) is logged and never keeps the other browsers from theirs. */
  private async sendOne(notice: Notice, subscription: PushSubscriptionRecord): Promise<void> {
    try {
      const outcome: SendOutcome = await this.send(this.vapid, subscription, pushMessage(notice, parseLang(subscription.lang)));
      if (outcome.status === "gone") await forgetGoneEndpoint(this.deps, subscription.endpoint);
      if (outcome.status === "failed") log().warn({ kind: notice.kind, subscriptionId: subscription.id, reason: outcome.reason }, "notice failed");
    } catch (error) {
      log().error({ err: error, kind: notice.kind, subscriptionId: subscription.id }, "notice failed");
    }
  }
}
