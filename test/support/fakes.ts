import { aesSeedVault } from "../../adapters/crypto/aes-seed-vault";
import { createHash } from "node:crypto";
import type { DomainEvent, EventBus } from "../../src/ports/events";
import type { PasswordHasher } from "../../src/ports/hasher";
import type { RandomSource } from "../../src/ports/random";
import type { Clock } from "../../src/ports/clock";

/** A clock that moves only when told to. */
export class ManualClock implements Clock {
  constructor(private currentMs: number) {}
  nowMs(): number {
    return this.currentMs;
  }
  set(ms: number): void {
    this.currentMs = ms;
  }
  advance(ms: number): void {
    this.currentMs += ms;
  }
}

/** Deterministic bytes: SHA-256 of a seed and a counter. Good enough for tests; never for secrets. */
export class SeededRandom implements RandomSource {
  private counter = 0;
  constructor(private readonly seed: string) {}
  bytes(length: number): Uint8Array {
    const out = new Uint8Array(length);
    for (let filled = 0; filled < length; ) {
      const block = createHash("sha256").update(`${this.seed}:${this.counter++}`).digest();
      out.set(block.subarray(0, Math.min(block.length, length - filled)), filled);
      filled += block.length;
    }
    return out;
  }
}

/** A fast stand-in for argon2: tests create many users and must not spend seconds hashing. */
export class FastHasher implements PasswordHasher {
  async hash(plain: string): Promise<string> {
    return `fast$${createHash("sha256").update(plain).digest("hex")}`;
  }
  async verify(hash: string, plain: string): Promise<boolean> {
    return hash === (await this.hash(plain));
  }
}

/** Keeps every published event for assertions. */
export class RecordingEventBus implements EventBus {
  readonly events: DomainEvent[] = [];
  publish(event: DomainEvent): void {
    this.events.push(event);
  }
  ofType<T extends DomainEvent["type"]>(type: T): Extract<DomainEvent, { type: T }>[] {
    return this.events.filter((e): e is Extract<DomainEvent, { type: T }> => e.type === type);
  }
}

/** The tests' fairness key: fixed, so a crash test's child process opens the chains its parent sealed. */
export const TEST_FAIRNESS_KEY = new Uint8Array(32).fill(7);
export const testSeedVault = aesSeedVault(TEST_FAIRNESS_KEY);
