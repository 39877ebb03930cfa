import { afterEach, beforeEach, expect, it } from "vitest";
import { fundRecords } from "../../../src/application/wallet/fund-records";
import { requestRecharge } from "../../../src/application/wallet/request-recharge";
import { FUND_TYPE, type FundType } from "../../../src/domain/wallet/fund-log";
import { units } from "../../../src/domain/money";
import { PLAY_TYPE } from "../../../src/domain/betting/outcome";
import type { Store } from "../../../src/ports/store";
import { forEachStore } from "../../support/stores";
import { agent, bet, codeOf, FIRST_ROUND, fund, recruit, scene, unwrap, type Scene } from "../query-fixtures";

const DAY = { fromMs: FIRST_ROUND.openAtMs, toMs: FIRST_ROUND.openAtMs + 86_400_000 };

forEachStore((_name, open) => {
  let store: Store;
  let s: Scene;
  beforeEach(async () => {
    store = await open();
    s = await scene(store);
  });
  afterEach(() => store.close());

  const lines = (userId: number, type: FundType | null = null, page = 1, pageSize = 20, range = DAY) =>
    fundRecords(s.app.deps, { userId, type, range, page: { page, pageSize } });

  it("lists the caller's own fund lines newest first, with balance after and review status", async () => {
    const boss = await agent(s);
    const player = await recruit(s, boss);
    const other = await recruit(s, boss);
    await fund(s, player.id, units(200));
    await fund(s, other.id, units(300));
    s.app.clock.advance(1_000);
    await bet(s, player.id, [PLAY_TYPE.big], units(15));
    s.app.clock.advance(1_000);
    unwrap(await requestRecharge(s.app.deps, { userId: player.id, amount: "120" }));

    const { items, hasMore } = unwrap(await lines(player.id));
    expect(hasMore).toBe(false);
    expect(items.map((l) => [l.type, l.quantityMinor, l.overMinor, l.status])).toEqual([
      [FUND_TYPE.recharge, units(120), units(185), 0], // under review: nothing credited yet
      [FUND_TYPE.buy, -units(15), units(185), 1],
      [FUND_TYPE.recharge, units(200), units(200), 1],
    ]);
    expect(items[1]!.mark).toContain("Singapore");
    expect(items[0]).not.toHaveProperty("ref");
    expect(items[0]).not.toHaveProperty("userId");
    // The other player's deposit is theirs alone.
    expect(unwrap(await lines(other.id)).items.map((l) => l.quantityMinor)).toEqual([units(300)]);
  });

  it("filters by type and pages", async () => {
    const player = await recruit(s, await agent(s));
    await fund(s, player.id, units(500));
    for (let i = 0; i < 3; i++) {
      s.app.clock.advance(1_000);
      await bet(s, player.id, [PLAY_TYPE.single], units(10 + i));
    }
    expect(unwrap(await lines(player.id, FUND_TYPE.recharge)).items).toHaveLength(1);
    const first = unwrap(await lines(player.id, FUND_TYPE.buy, 1, 2));
    expect(first.items.map((l) => l.quantityMinor)).toEqual([-units(12), -units(11)]);
    expect(first.hasMore).toBe(true);
    const second = unwrap(await lines(player.id, FUND_TYPE.buy, 2, 2));
    expect(second.items.map((l) => l.quantityMinor)).toEqual([-units(10)]);
    expect(second.hasMore).toBe(false);
    expect(unwrap(await lines(player.id, FUND_TYPE.withdraw)).items).toEqual([]);
  });

  it("refuses nonsense ranges, page sizes and types", async () => {
    const player = await recruit(s, await agent(s));
    expect(codeOf(await lines(player.id, null, 1, 20, { fromMs: DAY.toMs, toMs: DAY.fromMs }))).toBe("DATE_RANGE_REVERSED");
    expect(codeOf(await lines(player.id, null, 1, 20, { fromMs: -1, toMs: DAY.toMs }))).toBe("INVALID_INPUT");
    expect(await lines(player.id, null, 1, 20, { fromMs: 0, toMs: DAY.toMs })).toMatchObject({ ok: true });
    expect(codeOf(await lines(player.id, null, 1, 500))).toBe("INVALID_INPUT");
    expect(codeOf(await lines(player.id, 10 as FundType))).toBe("INVALID_INPUT");
  });
});
