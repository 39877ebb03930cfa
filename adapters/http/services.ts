import type { AppDeps } from "../../src/application/deps";
import type { DomainEvent } from "../../src/ports/events";
import type { LiveRooms } from "../live/live-rooms";
import type { RoomViewers } from "../live/room-viewers";
import type { SessionCache } from "./session-cache";
import type { MetricsHooks } from "../metrics/metrics-hooks";

/** What the HTTP adapters (tRPC, legacy, static files) share: the core's deps and the live room state. */
export interface Services {
  readonly deps: AppDeps;
  readonly live: LiveRooms;
  /** Who a session token belongs to, remembered briefly (see SessionCache). */
  readonly sessions: SessionCache;
  /** Who watches each room now (the legacy robot_num). */
  readonly viewers: RoomViewers;
  /**
   * Test mode (TEST_MODE=1, never in production): exposes the captcha text of
   * a challenge to browser tests, which cannot read a drawn image.
   */
  readonly testMode: boolean;
  /** Captcha texts by id, kept only in test mode. */
  readonly testCaptchas: Map<string, string>;
  /** The core's events as this process hears them (its own and, on PostgreSQL, every other server's): the support desk's streams follow it. */
  readonly feed: { subscribe(listener: (event: DomainEvent) => void): () => void };
  /** Web push (issue 39): the VAPID public key browsers subscribe with; absent when this server sends no push. */
  readonly push?: { readonly publicKey: string };
  /** The server's metrics (/metrics): requests, bet orders, alarms; absent in apps built without them (most tests). */
  readonly metrics?: MetricsHooks;
}
