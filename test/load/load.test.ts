import { describe, expect, it } from "vitest";
import { formatReport, runLoad } from "./run-load";

/**
 * The brief CI variant of `npm run load`: 200 players for 10 s against the
 * real server. What must hold does not depend on the machine's speed: every
 * request answered, once, never with a 5xx, and the store agreeing with every
 * answer. Throughput and latency are printed, not asserted.
 */
describe("load (CI variant: 200 players, 10 s)", () => {
  it("answers every request once, never with a 5xx, and the store holds exactly what the players were told", async () => {
    const report = await runLoad({ players: 200, seconds: 10, log: (line) => console.log(line) });
    console.log(formatReport(report));
    expect(report.sent).toBeGreaterThan(200);
    expect(report.betsAcknowledged).toBeGreaterThan(0);
    expect({ lost: report.lost, answeredTwice: report.answeredTwice, serverErrors: report.serverErrors, unanswered: report.sent - report.answered }).toEqual({
      lost: 0,
      answeredTwice: 0,
      serverErrors: 0,
      unanswered: 0,
    });
    expect(report.problems).toEqual([]);
  }, 300_000);
});
