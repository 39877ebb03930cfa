import { randomUUID } from "node:crypto";
import pg from "pg";
import type { DomainEvent, EventBus } from "../../src/ports/events";
import type { InProcessEventBus } from "./in-process-bus";
import { componentLogger } from "../logging/logger";

// Looked up at each use: the composition root installs its logger after this module is loaded.
const log = () => componentLogger("event-bus");

/** The NOTIFY channel of this database's lottery events. Channels are per database, like the driver's advisory lock. */
const EVENTS_CHANNEL = "lottery_events";

/** NOTIFY refuses payloads of 8000 bytes or more; stay well below, whatever the encoding of names and chat lines. */
const MAX_PAYLOAD_BYTES = 7_000;
/** Events waiting for a broken connection to come back; beyond this the oldest are dropped (and said so). */
const MAX_QUEUED_EVENTS = 50_000;
const RECONNECT_DELAY_MS = 1_000;
/** Base64 characters per piece of an oversized event. */
const PIECE_CHARS = 6_000;
/** Piece series being received at once; more means senders died mid-series, and the oldest are forgotten. */
const MAX_PARTIAL_SERIES = 100;

/** One NOTIFY: a batch of whole events, or one piece of a single event too big for a payload. */
type Payload =
  | { readonly o: string; readonly e: readonly DomainEvent[] }
  | { readonly o: string; readonly c: number; readonly i: number; readonly n: number; readonly d: string };

export interface PostgresEventBusOptions {
  readonly channel?: string;
  /** Called after the listening connection came back: events of other servers may have been missed meanwhile. */
  readonly onResubscribed?: () => void;
}

/**
 * Spreads the core's events over every server process on one PostgreSQL.
 *
 * publish() delivers to this process's listeners at once (as the in-process
 * bus does) and queues the event for NOTIFY; the queue is sent in order, in
 * batches that fit a payload, on one dedicated connection, so the other
 * servers receive this server's events in the order it published them (the
 * core publishes only after commit, so they can read what an event names).
 * Notifications from this process come back to it too and are ignored by
 * their origin id. An event too big for one payload is cut into pieces
 * and put back together by the receivers.
 *
 * Delivery to other processes is best effort, like the live streams it feeds:
 * while a connection is down events wait in a bounded queue (publishing) or
 * are missed (listening, reported through onResubscribed), and a batch whose
 * connection broke while it was being sent is sent again, so it may arrive
 * twice; the store stays the truth.
 */
export class PostgresEventBus implements EventBus {
  readonly origin = randomUUID();
  /**
   * How every payload this process sends starts (nextPayloads: whole batches and pieces alike are objects whose
   * first member is the origin). Its own notifications come back to it, one per batch of its events; they are
   * recognised by this start and dropped without being parsed.
   */
  private readonly ownPrefix = `{"o":${JSON.stringify(this.origin)},`;
  private readonly channel: string;
  private readonly queue: DomainEvent[] = [];
  private publisher: pg.Client | null = null;
  private listener: pg.Client | null = null;
  private flushing: Promise<void> | null = null;
  private stopped = false;
  private everListened = false;
  private chunkSeq = 0;
  /** Pieces of oversized events being received, by origin and piece series. */
  private readonly partial = new Map<string, string[]>();
  private reconnectTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly url: string,
    private readonly local: InProcessEventBus,
    private readonly options: PostgresEventBusOptions = {},
  ) {
    this.channel = options.channel ?? EVENTS_CHANNEL;
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(this.channel)) throw new RangeError(`bad channel name ${JSON.stringify(this.channel)}`);
  }

  /** Connects and starts listening; rejects if PostgreSQL cannot be reached now. */
  async start(): Promise<void> {
    this.stopped = false;
    await this.listen();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    await this.flushing;
    const clients = [this.listener, this.publisher];
    this.listener = null;
    this.publisher = null;
    await Promise.all(clients.map((client) => client?.end().catch(() => {})));
  }

  publish(event: DomainEvent): void {
    this.local.publish(event);
    if (this.stopped) return;
    this.queue.push(event);
    if (this.queue.length > MAX_QUEUED_EVENTS) {
      const dropped = this.queue.splice(0, this.queue.length - MAX_QUEUED_EVENTS).length;
      log().warn({ dropped }, "events dropped while PostgreSQL was unreachable");
    }
    this.flushing ??= this.flush().finally(() => {
      this.flushing = null;
    });
  }

  // -------------------------------------------------------------------------
  // Sending

  private async flush(): Promise<void> {
    while (this.queue.length > 0 && !this.stopped) {
      const { payloads, count } = this.nextPayloads();
      try {
        const client = await this.publishingClient();
        for (const payload of payloads) await client.query("select pg_notify($1, $2)", [this.channel, payload]);
        this.queue.splice(0, count);
      } catch (error) {
        // Keep the events; try again on a fresh connection after a pause.
        this.dropPublisher();
        log().warn({ err: error }, "publishing failed; retrying");
        await new Promise((resolve) => setTimeout(resolve, RECONNECT_DELAY_MS));
      }
    }
  }

  /** The next payloads to send: as many whole events as fit one payload, or the pieces of one big event. */
  private nextPayloads(): { payloads: string[]; count: number } {
    const texts: string[] = [];
    let bytes = 0;
    for (const event of this.queue) {
      const text = JSON.stringify(event);
      const size = Buffer.byteLength(text);
      if (texts.length > 0 && bytes + size + 1 > MAX_PAYLOAD_BYTES - 64) break;
      texts.push(text);
      bytes += size + 1;
    }
    const whole = `{"o":${JSON.stringify(this.origin)},"e":[${texts.join(",")}]}`;
    if (Buffer.byteLength(whole) <= MAX_PAYLOAD_BYTES) return { payloads: [whole], count: texts.length };
    // One event alone is too big: send it in pieces (base64, which JSON never escapes, so each piece's size is known).
    const pieces = splitEvery(Buffer.from(texts[0]!).toString("base64"), PIECE_CHARS);
    const series = (this.chunkSeq += 1);
    return {
      payloads: pieces.map((d, i) => JSON.stringify({ o: this.origin, c: series, i, n: pieces.length, d } satisfies Payload)),
      count: 1,
    };
  }

  private async publishingClient(): Promise<pg.Client> {
    if (this.publisher) return this.publisher;
    const client = new pg.Client({ connectionString: this.url });
    client.on("error", () => {
      if (this.publisher === client) this.dropPublisher();
    });
    await client.connect();
    this.publisher = client;
    return client;
  }

  private dropPublisher(): void {
    const client = this.publisher;
    this.publisher = null;
    client?.end().catch(() => {});
  }

  // -------------------------------------------------------------------------
  // Receiving

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    const lost = () => {
      if (this.listener !== client) return;
      this.listener = null;
      client.end().catch(() => {});
      this.scheduleReconnect();
    };
    client.on("error", lost);
    client.on("end", lost);
    client.on("notification", (message) => {
      if (message.channel === this.channel && message.payload !== undefined) this.receive(message.payload);
    });
    await client.connect();
    await client.query(`listen ${this.channel}`);
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.listener = client;
    if (this.everListened) {
      try {
        this.options.onResubscribed?.();
      } catch (error) {
        log().warn({ err: error }, "onResubscribed failed");
      }
    }
    this.everListened = true;
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.reconnectTimer) return;
    log().warn("listening connection lost; reconnecting");
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.listen().catch((error: unknown) => {
        log().warn({ err: error }, "reconnect failed");
        this.scheduleReconnect();
      });
    }, RECONNECT_DELAY_MS);
    this.reconnectTimer.unref?.();
  }

  private receive(text: string): void {
    if (text.startsWith(this.ownPrefix)) return; // ours, already delivered by publish()
    let payload: Payload;
    try {
      payload = JSON.parse(text) as Payload;
    } catch {
      log().warn("unreadable notification ignored");
      return;
    }
    if ("e" in payload) {
      for (const event of payload.e) this.local.publish(event);
      return;
    }
    // Pieces of one series arrive in order on the sender's one connection.
    const key = `${payload.o}:${payload.c}`;
    const pieces = payload.i === 0 ? [] : this.partial.get(key);
    if (!pieces) return; // its start was missed (a reconnect): nothing whole can come of it
    pieces.push(payload.d);
    if (pieces.length < payload.n) {
      this.partial.set(key, pieces);
      if (this.partial.size > MAX_PARTIAL_SERIES) this.partial.delete(this.partial.keys().next().value!);
      return;
    }
    this.partial.delete(key);
    try {
      this.local.publish(JSON.parse(Buffer.from(pieces.join(""), "base64").toString()) as DomainEvent);
    } catch {
      log().warn("unreadable event ignored");
    }
  }
}

/** Cuts text into pieces of at most size characters. */
function splitEvery(text: string, size: number): string[] {
  const pieces: string[] = [];
  for (let at = 0; at < text.length; at += size) pieces.push(text.slice(at, at + size));
  return pieces.length > 0 ? pieces : [""];
}
