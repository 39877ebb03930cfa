/**
 * A minimal EventSource over fetch, for tests: Node 24 has no global
 * EventSource without --experimental-eventsource. Enough for tRPC's
 * httpSubscriptionLink: named events, data, id (lastEventId), readyState,
 * close; extra request headers (a session token) through the init dictionary.
 * It never reconnects by itself: when the stream ends it reports an error and
 * stays CLOSED.
 */
export interface FetchEventSourceInit {
  readonly withCredentials?: boolean;
  readonly headers?: Readonly<Record<string, string>>;
}

export class FetchEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSED = 2;
  readyState = 0;
  private readonly aborter = new AbortController();

  constructor(
    readonly url: string,
    init?: FetchEventSourceInit,
  ) {
    super();
    void this.run(init?.headers ?? {});
  }

  close(): void {
    this.readyState = this.CLOSED;
    this.aborter.abort();
  }

  private async run(headers: Readonly<Record<string, string>>): Promise<void> {
    try {
      const response = await fetch(this.url, { headers: { accept: "text/event-stream", ...headers }, signal: this.aborter.signal });
      if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
      if (this.readyState === this.CLOSED) return;
      this.readyState = this.OPEN;
      this.dispatchEvent(new Event("open"));
      let buffer = "";
      let type = "";
      let data: string[] = [];
      let lastEventId = "";
      const decoder = new TextDecoder();
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let newline: number;
        while ((newline = buffer.search(/\r\n|\n|\r/)) >= 0) {
          const line = buffer.slice(0, newline);
          buffer = buffer.slice(newline + (buffer.startsWith("\r\n", newline) ? 2 : 1));
          if (line === "") {
            if (data.length > 0 && this.readyState !== this.CLOSED) {
              this.dispatchEvent(new MessageEvent(type || "message", { data: data.join("\n"), lastEventId }));
            }
            type = "";
            data = [];
            continue;
          }
          if (line.startsWith(":")) continue;
          const colon = line.indexOf(":");
          const field = colon < 0 ? line : line.slice(0, colon);
          const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
          if (field === "event") type = value;
          else if (field === "data") data.push(value);
          else if (field === "id") lastEventId = value;
        }
      }
    } catch {
      // Aborted by close(), or the connection failed: reported below.
    }
    if (this.readyState === this.CLOSED) return;
    this.readyState = this.CLOSED;
    this.dispatchEvent(new Event("error"));
  }
}
