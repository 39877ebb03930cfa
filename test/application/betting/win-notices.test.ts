import { afterEach, beforeEach, expect, it } from "vitest";
import { markWinSeen, unseenWins } from "../../../src/application/betting/win-notices";
import { units } from "../../../src/domain/money";
import { PLAY_TYPE } from "../../../src/domain/betting/outcome";
import type { Store } from "../../../src/ports/store";
import { forEachStore } from "../../support/stores";
import { bet, codeOf, createPlayer, finishRound, GAME, scene, unwrap, type Scene } from "../query-fixtures";

forEachStore((_name, open) => {
  let store: Store;
  let s: Scene;
  beforeEach(async () => {
    store = await open();
    s = await scene(store);
  });
  afterEach(() => store.close());

  it("shows a winner their unseen win once, and lets only them dismiss it", async () => {
    // Big and small with different stakes: exactly one of the two wins.
    const a = await createPlayer(s.app, { balanceMinor: units(1000) });
    const b = await createPlayer(s.app, { balanceMinor: units(1000) });
    await bet(s, a.id, [PLAY_TYPE.big], units(10));
    await bet(s, b.id, [PLAY_TYPE.small], units(20));
    const round = await finishRound(s);

    const [winner, loser] = (await unseenWins(s.app.deps, a.id, null)).length > 0 ? [a, b] : [b, a];
    const stake = winner === a ? units(10) : units(20);
    const notices = await unseenWins(s.app.deps, winner.id, GAME);
    expect(notices).toEqual([{ id: expect.any(Number), gameId: GAME, issue: round.issue, profitMinor: Math.floor((stake * 194) / 100) - stake, createdAtMs: round.drawAtMs }]);
    expect(await unseenWins(s.app.deps, winner.id, 2)).toEqual([]); // another game
    expect(await unseenWins(s.app.deps, loser.id, null)).toEqual([]);

    const id = notices[0]!.id;
    expect(codeOf(await markWinSeen(s.app.deps, loser.id, id))).toBe("NOT_FOUND");
    expect(await unseenWins(s.app.deps, winner.id, null)).toHaveLength(1);
    unwrap(await markWinSeen(s.app.deps, winner.id, id));
    expect(await unseenWins(s.app.deps, winner.id, null)).toEqual([]);
    expect(codeOf(await markWinSeen(s.app.deps, winner.id, 987654))).toBe("NOT_FOUND");
  });
});
