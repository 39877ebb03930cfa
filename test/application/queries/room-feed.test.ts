import { afterEach, beforeEach, expect, it } from "vitest";
import { roomFeed } from "../../../src/application/queries/room-feed";
import { units } from "../../../src/domain/money";
import { PLAY_TYPE } from "../../../src/domain/outcome";
import type { Store } from "../../../src/ports/store";
import { forEachStore } from "../../support/stores";
import { bet, codeOf, createPlayer, currentRound, scene, unwrap, type Scene } from "./fixtures";

forEachStore((_name, open) => {
  let store: Store;
  let s: Scene;
  beforeEach(async () => {
    store = await open();
    s = await scene(store);
  });
  afterEach(() => store.close());

  it("shows the room's bets since an instant, oldest first, names masked, enough to follow them", async () => {
    const ann = await createPlayer(s.app, { balanceMinor: units(1000), username: "annabel" });
    const bo = await createPlayer(s.app, { balanceMinor: units(1000), username: "bo" });
    const startMs = s.app.clock.nowMs();
    await bet(s, ann.id, [PLAY_TYPE.big], units(10));
    s.app.clock.advance(2_000);
    const sinceMs = s.app.clock.nowMs();
    const [second] = await bet(s, bo.id, [107], units(25));
    s.app.clock.advance(2_000);
    await bet(s, ann.id, [PLAY_TYPE.single], units(30));
    await bet(s, ann.id, [PLAY_TYPE.small], units(5), 21); // another room (New Zealand's)

    const feed = unwrap(await roomFeed(s.app.deps, 11, sinceMs, 100));
    expect(feed).toEqual([
      { betId: second!.id, maskedUsername: "b***", playType: 107, playKey: "number", playNumber: 7, stakeMinor: units(25), issue: currentRound(s).issue, placedAtMs: sinceMs },
      expect.objectContaining({ maskedUsername: "a***l", playKey: "single", stakeMinor: units(30) }),
    ]);
    expect(unwrap(await roomFeed(s.app.deps, 11, startMs, 100))).toHaveLength(3);
    expect(unwrap(await roomFeed(s.app.deps, 11, startMs, 1))).toHaveLength(1);
    expect(JSON.stringify(feed)).not.toMatch(/annabel|userId/);
  });

  it("refuses an unknown room and a limit over 100", async () => {
    expect(codeOf(await roomFeed(s.app.deps, 999, 0, 10))).toBe("ROOM_NOT_FOUND");
    expect(codeOf(await roomFeed(s.app.deps, 11, 0, 101))).toBe("INVALID_INPUT");
  });
});
