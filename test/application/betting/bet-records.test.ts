import { afterEach, beforeEach, expect, it } from "vitest";
import { betDetail, betRecords } from "../../../src/application/betting/bet-records";
import { units } from "../../../src/domain/money";
import { PLAY_TYPE, sumOf } from "../../../src/domain/betting/outcome";
import type { Store } from "../../../src/ports/store";
import { forEachStore } from "../../support/stores";
import { agent, bet, codeOf, createPlayer, finishRound, FIRST_ROUND, fund, GAME, recruit, scene, unwrap, type Scene } from "../query-fixtures";

const DAY = { fromMs: FIRST_ROUND.openAtMs, toMs: FIRST_ROUND.openAtMs + 86_400_000 };

forEachStore((_name, open) => {
  let store: Store;
  let s: Scene;
  beforeEach(async () => {
    store = await open();
    s = await scene(store);
  });
  afterEach(() => store.close());

  const records = (userId: number, scope: "self" | "subordinates" = "self", page = 1, pageSize = 20, range = DAY) =>
    betRecords(s.app.deps, { userId, scope, range, page: { page, pageSize } });

  it("lists the caller's own bets newest first, settled ones with their draw and profit", async () => {
    const player = await createPlayer(s.app, { balanceMinor: units(1000) });
    const other = await createPlayer(s.app, { balanceMinor: units(1000) });
    const [first] = await bet(s, player.id, [PLAY_TYPE.big]);
    await bet(s, other.id, [PLAY_TYPE.big]);
    const settledRound = await finishRound(s);
    s.app.clock.advance(5_000);
    const later = await bet(s, player.id, [PLAY_TYPE.small, 113], units(20));

    const { items, hasMore } = unwrap(await records(player.id));
    expect(hasMore).toBe(false);
    expect(items.map((b) => b.id)).toEqual([later[1]!.id, later[0]!.id, first!.id]);
    expect(items.every((b) => b.userId === player.id && b.username === player.username)).toBe(true);

    const drawn = (await store.read((tx) => tx.rounds.get(GAME, settledRound.issue)))!;
    const settled = items[2]!;
    const won = sumOf(drawn.digits!) >= 14;
    expect(settled).toMatchObject({
      orderNo: first!.orderNo,
      gameId: GAME,
      gameName: "Singapore",
      roomId: 11,
      roomTitle: "Beginner",
      issue: settledRound.issue,
      playType: PLAY_TYPE.big,
      playKey: "big",
      playNumber: null,
      stakeMinor: units(10),
      oddsHundredths: 194,
      status: 1,
      hit: won,
      payoutMinor: won ? 1940 : 0,
      profitMinor: won ? 940 : -units(10),
      digits: drawn.digits,
    });
    expect(items[0]).toMatchObject({ playType: 113, playKey: "number", playNumber: 13, status: 0, hit: false, profitMinor: 0, digits: null });
  });

  it("pages, and keeps to the date range", async () => {
    const player = await createPlayer(s.app, { balanceMinor: units(1000) });
    for (let i = 0; i < 3; i++) {
      await bet(s, player.id, [PLAY_TYPE.big], units(10 + i));
      s.app.clock.advance(1_000);
    }
    const page1 = unwrap(await records(player.id, "self", 1, 2));
    const page2 = unwrap(await records(player.id, "self", 2, 2));
    expect(page1.items.map((b) => b.stakeMinor)).toEqual([units(12), units(11)]);
    expect(page1.hasMore).toBe(true);
    expect(page2.items.map((b) => b.stakeMinor)).toEqual([units(10)]);
    expect(page2.hasMore).toBe(false);
    const before = { fromMs: DAY.fromMs - 86_400_000, toMs: DAY.fromMs };
    expect(unwrap(await records(player.id, "self", 1, 20, before)).items).toEqual([]);
    expect(codeOf(await records(player.id, "self", 1, 101))).toBe("INVALID_INPUT");
    expect(codeOf(await records(player.id, "self", 1, 20, { fromMs: DAY.toMs, toMs: DAY.fromMs }))).toBe("DATE_RANGE_REVERSED");
    // Any length: eight years are one page like a day is.
    const years = unwrap(await records(player.id, "self", 1, 2, { fromMs: DAY.fromMs - 8 * 366 * 86_400_000, toMs: DAY.toMs }));
    expect(years.items.map((b) => b.stakeMinor)).toEqual([units(12), units(11)]);
  });

  it("shows an agent the bets of their direct subordinates only, and refuses that tab to anyone else", async () => {
    const boss = await agent(s);
    const rival = await agent(s);
    const [alice, bob] = [await recruit(s, boss), await recruit(s, boss)];
    const outsider = await recruit(s, rival);
    for (const member of [alice, bob, outsider, boss]) await fund(s, member.id, units(500));
    await bet(s, alice.id, [PLAY_TYPE.big]);
    s.app.clock.advance(1_000);
    await bet(s, bob.id, [PLAY_TYPE.single]);
    await bet(s, outsider.id, [PLAY_TYPE.double]);
    await bet(s, boss.id, [PLAY_TYPE.small]);

    const team = unwrap(await records(boss.id, "subordinates"));
    expect(team.items.map((b) => [b.username, b.playKey])).toEqual([
      [bob.username, "single"],
      [alice.username, "big"],
    ]);
    expect(unwrap(await records(rival.id, "subordinates")).items.map((b) => b.username)).toEqual([outsider.username]);
    expect(codeOf(await records(alice.id, "subordinates"))).toBe("FORBIDDEN");
    expect(unwrap(await records(boss.id)).items.map((b) => b.playKey)).toEqual(["small"]);
  });

  it("reads a team of thousands, merging its pieces into one newest-first order", async () => {
    const boss = await agent(s);
    // Created straight in the store: registering 2500 players one by one would only slow the test.
    const { id: _id, ...template } = boss;
    const members = await store.transaction(async (tx) => {
      const created = [];
      for (let i = 0; i < 2_500; i++) {
        const user = await tx.users.create({ ...template, username: `team_${i}`, groupId: 1, inviterId: boss.id });
        created.push(user!);
      }
      return created;
    });
    // Bettors spread over different pieces of the id list, betting in this order.
    const bettors = [members[2_499]!, members[0]!, members[1_234]!];
    for (const member of bettors) {
      await fund(s, member.id, units(100));
      await bet(s, member.id, [PLAY_TYPE.big]);
      s.app.clock.advance(1_000);
    }
    const all = unwrap(await records(boss.id, "subordinates"));
    expect(all.items.map((b) => b.userId)).toEqual([...bettors].reverse().map((m) => m.id));
    const second = unwrap(await records(boss.id, "subordinates", 2, 1));
    expect(second.items.map((b) => b.userId)).toEqual([members[0]!.id]);
    expect(second.hasMore).toBe(true);
  });

  it("shows a bet's detail to its owner and their agent, and to nobody else", async () => {
    const boss = await agent(s);
    const rival = await agent(s);
    const member = await recruit(s, boss);
    const stranger = await createPlayer(s.app, { balanceMinor: units(100) });
    await fund(s, member.id, units(100));
    const [placed] = await bet(s, member.id, [PLAY_TYPE.extreme_big], units(5));
    expect(unwrap(await betDetail(s.app.deps, member.id, placed!.id))).toMatchObject({ id: placed!.id, username: member.username, playKey: "extreme_big", oddsHundredths: 1732 });
    expect(unwrap(await betDetail(s.app.deps, boss.id, placed!.id)).id).toBe(placed!.id);
    expect(codeOf(await betDetail(s.app.deps, stranger.id, placed!.id))).toBe("NOT_FOUND");
    expect(codeOf(await betDetail(s.app.deps, rival.id, placed!.id))).toBe("NOT_FOUND");
    expect(codeOf(await betDetail(s.app.deps, member.id, 987654))).toBe("NOT_FOUND");
  });
});
