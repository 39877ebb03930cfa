/**
 * Live streams held open per client address. A stream costs a socket and a
 * place in every broadcast of its room for as long as it stays open, so one
 * address opening thousands would starve everyone; a family or an office
 * behind one address opens a few (one per open room tab).
 */
export const DEFAULT_LIVE_STREAMS_PER_ADDRESS = 50;

export class StreamQuota {
  private readonly open = new Map<string, number>();
  /** Streams open now over every address (/metrics). */
  private total = 0;

  constructor(private readonly maxPerAddress: number) {}

  /** A release function for a new stream of this address, or null when it already holds its maximum. */
  acquire(address: string | null): (() => void) | null {
    const key = address ?? "unknown";
    const held = this.open.get(key) ?? 0;
    if (held >= this.maxPerAddress) return null;
    this.open.set(key, held + 1);
    this.total += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      const left = (this.open.get(key) ?? 1) - 1;
      if (left <= 0) this.open.delete(key);
      else this.open.set(key, left);
    };
  }

  /** Streams open now, all addresses together. */
  openNow(): number {
    return this.total;
  }

  /** Streams open for an address now (for tests and diagnostics). */
  heldBy(address: string | null): number {
    return this.open.get(address ?? "unknown") ?? 0;
  }
}
