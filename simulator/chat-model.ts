import type { ChatterView } from "./expected";

// Apart from the bots' chat plans (chat.ts), so that the run's context holds the model without importing the plans.

// The model's own copy of the rules (not the domain's constants): the answers are checked against it.
export const WINDOW_MS = 60_000;
export const MIN_GAP_MS = 2_000;
const MAX_IN_WINDOW = 5;

interface PostedLine {
  readonly userId: number;
  readonly roomId: number;
  readonly text: string;
  readonly atMs: number;
}

/** The chat as the simulator believes it is: every accepted line, and who is banned. */
export class ChatModel {
  /** Accepted lines, in the order they were accepted. */
  readonly lines: PostedLine[] = [];
  private readonly times = new Map<number, number[]>();
  readonly banned = new Set<number>();

  view(userId: number): ChatterView {
    return { banned: this.banned.has(userId), times: this.times.get(userId) ?? [] };
  }

  lastAt(userId: number): number | null {
    return this.times.get(userId)?.at(-1) ?? null;
  }

  accepted(line: PostedLine): void {
    this.lines.push(line);
    const times = this.times.get(line.userId) ?? [];
    times.push(line.atMs);
    // Only the last minute matters to the rules.
    while (times.length > MAX_IN_WINDOW + 1) times.shift();
    this.times.set(line.userId, times);
  }
}
