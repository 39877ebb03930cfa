import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { activityFeed, maskAmount } from "../../../src/application/betting/activity-feed";
import { maskUsername } from "../../../src/application/query-input";
import { units } from "../../../src/domain/money";
import { PLAY_TYPE } from "../../../src/domain/betting/outcome";
import type { Store } from "../../../src/ports/store";
import { forEachStore } from "../../support/stores";
import { bet, codeOf, createPlayer, finishRound, scene, unwrap, type Scene } from "../query-fixtures";

describe("maskUsername", () => {
  it("keeps the first and last characters and hides the rest behind ***", () => {
    expect(maskUsername("alice")).toBe("a***e");
    expect(maskUsername("bob")).toBe("b***b");
    expect(maskUsername("player_123456")).toBe("p***6");
  });
  it("keeps only the first of a one- or two-character name", () => {
    expect(maskUsername("al")).toBe("a***");
    expect(maskUsername("x")).toBe("x***");
    expect(maskUsername("")).toBe("***");
  });
  it("counts characters, not UTF-16 units", () => {
    expect(maskUsername("😀王小明😀")).toBe("😀***😀");
  });
});

forEachStore((_name, open) => {
  let store: Store;
  let s: Scene;
  beforeEach(async () => {
    store = await open();
    s = await scene(store);
  });
  afterEach(() => store.close());

  it("shows real wins only, newest first, with masked names and exact payouts", async () => {
    // Opposite sides with different stakes: exactly one of each pair wins.
    const bigFan = await createPlayer(s.app, { balanceMinor: units(1000), username: "bigfan" });
    const smallFan = await createPlayer(s.app, { balanceMinor: units(1000), username: "smallfan" });
    await bet(s, bigFan.id, [PLAY_TYPE.big], units(10));
    await bet(s, smallFan.id, [PLAY_TYPE.small], units(20));
    expect(unwrap(await activityFeed(s.app.deps, 100))).toEqual([]); // nothing settled, nothing invented
    const first = await finishRound(s);
    await bet(s, bigFan.id, [PLAY_TYPE.big], units(30));
    await bet(s, smallFan.id, [PLAY_TYPE.small], units(40));
    const second = await finishRound(s);

    const feed = unwrap(await activityFeed(s.app.deps, 100));
    expect(feed).toHaveLength(2);
    const winners = await store.read(async (tx) => {
      const wins = [];
      for (const round of [second, first]) wins.push(...(await tx.bets.ofRound(1, round.issue, 10)).filter((b) => b.hit));
      return wins;
    });
    expect(feed).toEqual(
      winners.map((b) => ({
        maskedUsername: b.userId === bigFan.id ? "b***n" : "s***n",
        simulated: false,
        gameName: "Singapore",
        playType: b.playType,
        playKey: b.playType === PLAY_TYPE.big ? "big" : "small",
        maskedPayout: maskAmount(b.payoutMinor),
        settledAtMs: b.settledAtMs,
      })),
    );
    expect(JSON.stringify(feed)).not.toContain("bigfan");
    expect(unwrap(await activityFeed(s.app.deps, 1))).toEqual(feed.slice(0, 1));
    expect(codeOf(await activityFeed(s.app.deps, 101))).toBe("INVALID_INPUT");
  });
});
