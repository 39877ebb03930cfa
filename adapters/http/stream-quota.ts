/**
 * Live streams held open per client address. A stream costs a socket and a
 * place in every broadcast of its room for as long as it stays open, so one
 * address opening thousands would starve everyone; a family or an office
 * behind one address opens a few (one per open room tab).
 */
export const DEFAULT_LIVE_STREAMS_PER_ADDRESS = 50;

export class StreamQuota {
  private readonly open = new Map<string, number>();

  constructor(private readonly maxPerAddress: number) {}

  /** A release function for a new stream of this address, or null when it already holds its maximum. */
  acquire(address: string | null): (() => void) | null {
    const key = address ?? "unknown";
    const held = this.open.get(key) ?? 0;
    if (held >= this.maxPerAddress) return null;
    this.open.set(key, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.open.get(key) ?? 1) - 1;
      if (left <= 0) this.open.delete(key);
      else this.open.set(key, left);
    };
  }

  /** Streams open for an address now (for tests and diagnostics). */
  heldBy(address: string | null): number {
    return this.open.get(address ?? "unknown") ?? 0;
  }
}

/**
 * The same body, calling `release` once when it ends or the client goes away:
 * how a quota follows a stream answered as a web Response (tRPC's subscriptions).
 */
export function releasingBody(body: ReadableStream<Uint8Array>, release: () => void): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          release();
          controller.close();
        } else {
          controller.enqueue(value);
        }
      } catch (error) {
        release();
        controller.error(error);
      }
    },
    cancel(reason) {
      release();
      return reader.cancel(reason);
    },
  });
}
