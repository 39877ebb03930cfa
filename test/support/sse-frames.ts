/** Reading server-sent events in tests: the support desk's streams (issue 38). */

export interface Frame {
  readonly id: string | null;
  readonly event: string;
  readonly data: Record<string, unknown>;
}

/** An open server-sent-event stream read frame by frame (comment lines skipped). */
export function framesOf(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const frames: Frame[] = [];
  const parse = () => {
    let end: number;
    while ((end = text.indexOf("\n\n")) >= 0) {
      const block = text.slice(0, end);
      text = text.slice(end + 2);
      const lines = block.split("\n").filter((line) => !line.startsWith(":"));
      if (lines.length === 0) continue;
      const field = (name: string) => lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2) ?? null;
      frames.push({ id: field("id"), event: field("event") ?? "message", data: JSON.parse(field("data") ?? "null") as Record<string, unknown> });
    }
  };
  return {
    frames,
    /** Reads until `count` frames have arrived (or fails after a while). */
    async until(count: number, timeoutMs = 5_000): Promise<Frame[]> {
      const deadline = Date.now() + timeoutMs;
      while (frames.length < count) {
        if (Date.now() > deadline) throw new Error(`only ${frames.length} of ${count} frames: ${JSON.stringify(frames)}`);
        const chunk = await Promise.race([reader.read(), new Promise<null>((resolve) => setTimeout(() => resolve(null), 200))]);
        if (chunk === null) continue;
        if (chunk.done) throw new Error("stream ended");
        text += decoder.decode(chunk.value, { stream: true });
        parse();
      }
      return frames.slice(0, count);
    },
    close: () => reader.cancel(),
  };
}
