import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openSqliteStore } from "../../adapters/persistence/sqlite-store";
import { login } from "../../src/application/accounts/login";
import { homeContent } from "../../src/application/content/home-content";
import { teamMembers } from "../../src/application/agents/team";
import { verifyDraw } from "../../src/domain/fairness/verify";
import { units } from "../../src/domain/money";
import type { Store } from "../../src/ports/store";
import { DEMO_ACCOUNTS, seedDemo } from "../../simulator/demo/seed-demo";
import { testApp, type TestApp } from "../support/app";

describe("demo seed", () => {
  let store: Store;
  let app: TestApp;
  beforeEach(async () => {
    store = await openSqliteStore({ file: ":memory:" });
    // 2026-11-22 15:00 Taipei: yesterday's whole sales day and this morning lie behind us.
    app = await testApp(store, { startMs: Date.UTC(2026, 10, 22, 7, 0, 0) });
  });
  afterEach(() => store.close());

  it("creates the three demo accounts, the player's 10,000.00, content in five languages and verifiable past draws", async () => {
    expect(await seedDemo(app.deps, { historyDays: 1 })).toBe(true);
    for (const account of [DEMO_ACCOUNTS.agent, DEMO_ACCOUNTS.player]) {
      expect((await login(app.deps, { username: account.username, password: account.password, address: null })).ok).toBe(true);
    }
    const operator = (await store.read((tx) => tx.users.byUsername("admin")))!;
    expect(operator.role).toBe("operator");
    const player = (await store.read((tx) => tx.users.byUsername("demo")))!;
    expect(await store.read((tx) => tx.ledger.balancesOfUser(player.id))).toMatchObject({ availableMinor: units(10_000) });
    const agent = (await store.read((tx) => tx.users.byUsername("agent")))!;
    const team = await teamMembers(app.deps, agent.id);
    expect(team.ok && team.value.items.map((m) => m.username)).toEqual(["demo"]);

    for (const lang of ["zh", "tw", "en", "jp", "kor"]) {
      const content = await homeContent(app.deps, lang);
      expect(content.banners.length).toBe(3);
      expect(content.notice.length).toBeGreaterThan(10);
      expect(content.articleTabs.length).toBe(2);
      expect(content.articleTops.length).toBeGreaterThan(0);
    }

    const draws = await store.read((tx) => tx.rounds.recent(1, 1000));
    const settled = draws.filter((r) => r.status === "settled");
    expect(settled.length).toBeGreaterThan(250); // yesterday afternoon to 02:00, and this morning from 10:00
    for (const round of settled.slice(0, 20)) {
      expect(verifyDraw({ gameId: 1, issue: round.issue, commitment: round.commitment, revealedSeed: round.revealedSeed!, digits: round.digits!, betsRoot: round.betsRoot }).ok).toBe(true);
    }
    expect(settled.every((r) => r.drawAtMs <= app.clock.nowMs())).toBe(true);
    // Seeding again does nothing.
    expect(await seedDemo(app.deps, { historyDays: 1 })).toBe(false);
  });
});
