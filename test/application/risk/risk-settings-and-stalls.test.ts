import { afterEach, beforeEach, expect, it } from "vitest";
import { RoundEngine } from "../../../src/application/rounds/round-engine";
import { riskSettings } from "../../../src/application/risk/risk-settings";
import { saveRiskSettings } from "../../../src/application/risk/save-risk-settings";
import { stalledDraws } from "../../../src/application/risk/stalled-draws";
import { DEFAULT_RISK_SETTINGS } from "../../../src/domain/risk/settings";
import { DEFAULT_SCHEDULE, roundAt } from "../../../src/domain/rounds/schedule";
import type { Store } from "../../../src/ports/store";
import { FIRST_ROUND_2026_11_22_MS, testApp, type TestApp } from "../../support/app";
import { forEachStore } from "../../support/stores";

const OPERATOR = 1;

forEachStore((_name, openStore) => {
  let store: Store;
  let app: TestApp;
  let engine: RoundEngine;
  const round = roundAt(DEFAULT_SCHEDULE, FIRST_ROUND_2026_11_22_MS)!;

  beforeEach(async () => {
    store = await openStore();
    app = await testApp(store);
    engine = new RoundEngine(app.deps, { chainLength: 50, autoVoidAfterMs: async () => (await riskSettings(app.deps)).autoVoidAfterMs });
    await engine.tick();
  });
  afterEach(async () => {
    await store.close();
  });

  it("keeps the defaults until an operator saves, and keeps what was saved, audited", async () => {
    expect(await riskSettings(app.deps)).toEqual(DEFAULT_RISK_SETTINGS);
    const saved = await saveRiskSettings(app.deps, { operatorId: OPERATOR, settings: { autoVoidAfterMs: 300_000, stallAlarmAfterMs: 20_000 } });
    expect(saved).toEqual({ ok: true, value: { autoVoidAfterMs: 300_000, stallAlarmAfterMs: 20_000 } });
    expect(await riskSettings(app.deps)).toEqual({ autoVoidAfterMs: 300_000, stallAlarmAfterMs: 20_000 });
    const audit = await store.read((tx) => tx.audit.list({ operatorId: null, action: "risk.settings", targetType: null, targetId: null }, { offset: 0, limit: 10 }));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ operatorId: OPERATOR, before: DEFAULT_RISK_SETTINGS, after: { autoVoidAfterMs: 300_000, stallAlarmAfterMs: 20_000 } });
  });

  it("refuses a setting out of range or an alarm later than the void, naming the field, and saves nothing", async () => {
    const refusals = [
      [{ autoVoidAfterMs: 59_999, stallAlarmAfterMs: 30_000 }, "autoVoidAfterMs"],
      [{ autoVoidAfterMs: 600_000.5, stallAlarmAfterMs: 30_000 }, "autoVoidAfterMs"],
      [{ autoVoidAfterMs: 600_000, stallAlarmAfterMs: 4_999 }, "stallAlarmAfterMs"],
      [{ autoVoidAfterMs: 120_000, stallAlarmAfterMs: 120_000 }, "stallAlarmAfterMs"],
    ] as const;
    for (const [settings, field] of refusals) {
      const saved = await saveRiskSettings(app.deps, { operatorId: OPERATOR, settings });
      expect(saved).toMatchObject({ ok: false, error: { code: "RISK_SETTINGS_INVALID", params: { field } } });
    }
    expect(await riskSettings(app.deps)).toEqual(DEFAULT_RISK_SETTINGS);
  });

  it("raises the stalled-draw alarm once a draw is late past the setting, and clears it when the draw comes", async () => {
    expect(await stalledDraws(app.deps)).toEqual([]);
    // The engine is down: nothing closes or draws. Just past the draw time plus the slack: no alarm yet.
    app.clock.set(round.drawAtMs + DEFAULT_RISK_SETTINGS.stallAlarmAfterMs);
    expect(await stalledDraws(app.deps)).toEqual([]);
    app.clock.set(round.drawAtMs + DEFAULT_RISK_SETTINGS.stallAlarmAfterMs + 1_000);
    const stalled = await stalledDraws(app.deps);
    // Every game's draw stalled (one engine drives them all): each names its oldest stalled round.
    const games = await store.read((tx) => tx.games.list());
    expect(stalled).toEqual(games.map((game) => ({ gameId: game.id, gameName: game.name, issue: round.issue, drawAtMs: round.drawAtMs, lateMs: DEFAULT_RISK_SETTINGS.stallAlarmAfterMs + 1_000 })));
    // A longer slack set by the operator lowers the alarm again.
    await saveRiskSettings(app.deps, { operatorId: OPERATOR, settings: { autoVoidAfterMs: 600_000, stallAlarmAfterMs: 60_000 } });
    expect(await stalledDraws(app.deps)).toEqual([]);
    await saveRiskSettings(app.deps, { operatorId: OPERATOR, settings: DEFAULT_RISK_SETTINGS });
    // The engine comes back: it draws the late round (within the auto-void limit), and the alarm clears.
    await engine.tick();
    expect(await stalledDraws(app.deps)).toEqual([]);
    expect((await store.read((tx) => tx.rounds.get(1, round.issue)))?.status).toMatch(/drawn|settled/);
  });

  it("reads the automatic void's limit from the settings: a shorter one voids a late round the default would draw", async () => {
    await saveRiskSettings(app.deps, { operatorId: OPERATOR, settings: { autoVoidAfterMs: 120_000, stallAlarmAfterMs: 30_000 } });
    app.clock.set(round.drawAtMs + 180_000);
    await engine.tick();
    expect((await store.read((tx) => tx.rounds.get(1, round.issue)))?.status).toBe("void");
  });
});
