import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DrawHealthCheck } from "../../adapters/http/draw-health";
import { ServerMetrics } from "../../adapters/metrics/server-metrics";
import { DEFAULT_RISK_SETTINGS } from "../../src/domain/risk/settings";
import type { TestServer } from "../support/server";
import { currentRound, expectRefused, expectTranslated, newPlayer, sqliteServer, type Player } from "./helpers";

/**
 * The stalled-draw alarm (issue 41) where an operator and a monitor see it: /healthz degraded with the reason, the
 * metric lottery_alarm{reason="draw_stalled"}, the console's admin.risk.alarms; and the risk settings over tRPC.
 */

let server: TestServer;
let operator: Player;
let player: Player;
beforeEach(async () => {
  server = await sqliteServer();
  operator = await newPlayer(server, { role: "operator" });
  player = await newPlayer(server);
});
afterEach(() => server.close());

interface Health {
  ok: boolean;
  status: string;
  reasons: { reason: string; gameId?: number; issue?: string; lateMs?: number }[];
}
const health = async (): Promise<Health> => (await (await server.app.request("/healthz")).json()) as Health;

/** lottery_alarm{reason="draw_stalled"} in a scrape, or null when the series is absent. */
async function drawAlarm(metrics: ServerMetrics): Promise<number | null> {
  const line = (await metrics.scrape()).body.split("\n").find((l) => l.startsWith('lottery_alarm{reason="draw_stalled"}'));
  return line === undefined ? null : Number(line.split(" ").pop());
}

describe("the stalled-draw alarm", () => {
  it("stays quiet while draws are on time, then /healthz, the metric and the console all say which draw stalled, until it is drawn", async () => {
    const metrics = new ServerMetrics(server.deps, undefined);
    const draws = new DrawHealthCheck(server.deps, 0);
    metrics.watchStalledDraws(() => draws.current());
    const round = currentRound(server);

    expect(await health()).toMatchObject({ ok: true, status: "ok", reasons: [] });
    expect(await drawAlarm(metrics)).toBe(0);
    expect(await operator.call.admin.risk.alarms()).toEqual({ stalledDraws: [], returnsFlagged: [] });

    // The engine stops (the clock moves, nothing ticks): past the draw time by more than the slack.
    server.clock.set(round.drawAtMs + DEFAULT_RISK_SETTINGS.stallAlarmAfterMs + 5_000);
    const degraded = await health();
    expect(degraded).toMatchObject({ ok: true, status: "degraded" });
    expect(degraded.reasons).toContainEqual({ reason: "draw_stalled", gameId: 1, issue: round.issue, lateMs: DEFAULT_RISK_SETTINGS.stallAlarmAfterMs + 5_000 });
    expect(await drawAlarm(metrics)).toBe(1);
    expect((await operator.call.admin.risk.alarms()).stalledDraws).toContainEqual(expect.objectContaining({ gameId: 1, issue: round.issue }));

    // The engine comes back and draws the late round: every sign clears (/healthz's check is kept 5 s).
    await server.advanceTo(server.clock.nowMs() + 6_000);
    expect(await health()).toMatchObject({ status: "ok", reasons: [] });
    expect(await drawAlarm(metrics)).toBe(0);
    expect(await operator.call.admin.risk.alarms()).toEqual({ stalledDraws: [], returnsFlagged: [] });
  });

  it("is the operators' alone: a player and a visitor are refused", async () => {
    await expectRefused(player.call.admin.risk.alarms(), "FORBIDDEN");
    await expectRefused((await server.caller(null)).admin.risk.alarms(), "NOT_LOGGED_IN");
  });
});

describe("admin.risk.settings and saveSettings", () => {
  it("serve the defaults, keep what an operator saves, and refuse a bad value by field in the operator's language", async () => {
    expect(await operator.call.admin.risk.settings()).toEqual(DEFAULT_RISK_SETTINGS);
    expect(await operator.call.admin.risk.saveSettings({ autoVoidAfterMs: 300_000, stallAlarmAfterMs: 45_000 })).toEqual({ autoVoidAfterMs: 300_000, stallAlarmAfterMs: 45_000 });
    expect(await operator.call.admin.risk.settings()).toEqual({ autoVoidAfterMs: 300_000, stallAlarmAfterMs: 45_000 });
    await expectTranslated(server, "mutation", "admin.risk.saveSettings", { autoVoidAfterMs: 1_000, stallAlarmAfterMs: 45_000 }, "RISK_SETTINGS_INVALID", { token: operator.token });
    await expectRefused(player.call.admin.risk.saveSettings({ autoVoidAfterMs: 300_000, stallAlarmAfterMs: 45_000 }), "FORBIDDEN");
    expect(await operator.call.admin.risk.settings()).toEqual({ autoVoidAfterMs: 300_000, stallAlarmAfterMs: 45_000 });
  });
});
