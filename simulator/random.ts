import { createHash } from "node:crypto";
import type { PasswordHasher } from "../src/ports/hasher";
import type { RandomSource } from "../src/ports/random";

/**
 * Seeded randomness for the simulator. One run seed gives every component its
 * own named stream (xoshiro128**, seeded from SHA-256 of "<seed>/<name>"), so
 * that, say, an extra bot decision never shifts the draws of the seed chains:
 * the TigerBeetle / FoundationDB habit that makes a failure replayable from the
 * printed seed alone and keeps unrelated changes from reshuffling a whole run.
 */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(state: Uint8Array) {
    const view = new DataView(state.buffer, state.byteOffset, state.byteLength);
    this.a = view.getUint32(0, true);
    this.b = view.getUint32(4, true);
    this.c = view.getUint32(8, true);
    this.d = view.getUint32(12, true);
    // The all-zero state is the one xoshiro never leaves: SHA-256 will not produce it, but be sure.
    if ((this.a | this.b | this.c | this.d) === 0) this.a = 0x9e3779b9;
  }

  /** The next 32 random bits, as an unsigned integer (xoshiro128**). */
  nextU32(): number {
    const result = Math.imul(rotl(Math.imul(this.b, 5), 7), 9) >>> 0;
    const t = this.b << 9;
    this.c ^= this.a;
    this.d ^= this.b;
    this.b ^= this.c;
    this.a ^= this.d;
    this.c ^= t;
    this.d = rotl(this.d, 11);
    return result;
  }

  /** Uniform in [0, 1) with 53 bits. */
  float(): number {
    return ((this.nextU32() >>> 5) * 67108864 + (this.nextU32() >>> 6)) / 9007199254740992;
  }

  /** Uniform integer in [0, n). */
  int(n: number): number {
    if (!Number.isSafeInteger(n) || n <= 0) throw new RangeError(`int(n) needs a positive integer, got ${n}`);
    return Math.floor(this.float() * n);
  }

  /** Uniform integer in [min, max], both included. */
  range(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  chance(p: number): boolean {
    return this.float() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError("pick from an empty list");
    return items[this.int(items.length)]!;
  }

  /** Picks by weight; weights need not add up to anything in particular. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let point = this.float() * total;
    for (const [value, weight] of entries) {
      point -= weight;
      if (point < 0) return value;
    }
    return entries[entries.length - 1]![0];
  }

  /** A shuffled copy (Fisher-Yates). */
  shuffled<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }
}

const rotl = (x: number, k: number): number => (x << k) | (x >>> (32 - k));

/** The named streams of one run. Asking twice for a name continues the same stream. */
export class RandomStreams {
  private readonly streams = new Map<string, Rng>();

  constructor(readonly seed: number | string) {}

  stream(name: string): Rng {
    let rng = this.streams.get(name);
    if (rng === undefined) {
      rng = new Rng(createHash("sha256").update(`${this.seed}/${name}`).digest().subarray(0, 16));
      this.streams.set(name, rng);
    }
    return rng;
  }
}

/** The core's RandomSource (seed chains, order numbers, tokens) fed by one named stream. */
export class StreamRandomSource implements RandomSource {
  constructor(private readonly rng: Rng) {}

  bytes(length: number): Uint8Array {
    const out = new Uint8Array(length);
    for (let i = 0; i < length; i += 4) {
      let word = this.rng.nextU32();
      for (let k = i; k < Math.min(i + 4, length); k++) {
        out[k] = word & 0xff;
        word >>>= 8;
      }
    }
    return out;
  }
}

/** Stands in for argon2: deterministic and fast (thousands of bots register in a run). Never for real passwords. */
export class SimulatedHasher implements PasswordHasher {
  async hash(plain: string): Promise<string> {
    return `sim$${createHash("sha256").update(plain).digest("hex")}`;
  }

  async verify(hash: string, plain: string): Promise<boolean> {
    return hash === (await this.hash(plain));
  }
}
