import { afterEach, beforeEach, expect, it } from "vitest";
import { roundExposureView } from "../../../src/application/risk/round-exposure-view";
import { setExposureCap } from "../../../src/application/risk/set-exposure-cap";
import { numberPlayType } from "../../../src/domain/betting/outcome";
import { units } from "../../../src/domain/money";
import type { Store } from "../../../src/ports/store";
import { forEachStore } from "../../support/stores";
import { bet, codeOf, createPlayer, GAME, ROOM, scene, unwrap, type Scene } from "../query-fixtures";

const OPERATOR = 7;

/**
 * Exposure caps set by operators (issue 41) on both stores: per room and per game, wire money or null (none),
 * audited with before and after, read back by the games and by the live exposure view; bad caps and unknown
 * targets refused, changing nothing; installing games again keeps them.
 */
forEachStore((_name, open) => {
  let store: Store;
  let s: Scene;
  beforeEach(async () => {
    store = await open();
    s = await scene(store);
  });
  afterEach(() => store.close());

  const set = (kind: "game" | "room", id: number, cap: unknown) => setExposureCap(s.app.deps, { operatorId: OPERATOR, target: { kind, id }, cap });

  it("sets and removes caps per room and per game, audited, and the live view shows them", async () => {
    expect(unwrap(await set("room", ROOM, "5000.00"))).toEqual({ capMinor: units(5_000) });
    expect(unwrap(await set("game", GAME, 20_000))).toEqual({ capMinor: units(20_000) });
    const player = await createPlayer(s.app, { balanceMinor: units(100) });
    await bet(s, player.id, [numberPlayType(14)], units(1));

    const view = unwrap(await roundExposureView(s.app.deps, { gameId: GAME, issue: null }));
    expect(view.total.capMinor).toBe(units(20_000));
    expect(view.total.leftMinor).toBe(units(20_000) - view.total.worstCaseMinor);
    const room = view.rooms.find((r) => r.roomId === ROOM)!;
    expect(room.capMinor).toBe(units(5_000));
    expect(room.leftMinor).toBe(units(5_000) - room.worstCaseMinor);
    expect(view.rooms.filter((r) => r.roomId !== ROOM).every((r) => r.capMinor === null)).toBe(true);

    const read = await store.read(async (tx) => ({ game: await tx.games.byId(GAME), room: await tx.games.roomWithGame(ROOM) }));
    expect(read.game?.exposureCapMinor).toBe(units(20_000));
    expect(read.room?.room.exposureCapMinor).toBe(units(5_000));
    expect(read.room?.game?.exposureCapMinor).toBe(units(20_000));

    expect(unwrap(await set("room", ROOM, null))).toEqual({ capMinor: null });
    expect((await store.read((tx) => tx.games.roomById(ROOM)))?.exposureCapMinor).toBeNull();
    const audit = await store.read((tx) => tx.audit.list({ operatorId: null, action: "risk.exposure_cap", targetType: null, targetId: null }, { offset: 0, limit: 10 }));
    expect(audit.map((line) => [line.target, line.before, line.after])).toEqual([
      [{ type: "room", id: String(ROOM) }, { capMinor: units(5_000) }, { capMinor: null }],
      [{ type: "game", id: String(GAME) }, { capMinor: null }, { capMinor: units(20_000) }],
      [{ type: "room", id: String(ROOM) }, { capMinor: null }, { capMinor: units(5_000) }],
    ]);
  });

  it("refuses a cap that is not money, and an unknown game or room, changing nothing", async () => {
    for (const bad of ["-1", "1.001", "abc", {}, Number.NaN]) expect(codeOf(await set("room", ROOM, bad))).toBe("EXPOSURE_CAP_INVALID");
    expect(codeOf(await set("game", 999, "10"))).toBe("GAME_NOT_FOUND");
    expect(codeOf(await set("room", 999, "10"))).toBe("ROOM_NOT_FOUND");
    expect(unwrap(await set("room", ROOM, "0"))).toEqual({ capMinor: 0 });
    const audit = await store.read((tx) => tx.audit.list({ operatorId: null, action: "risk.exposure_cap", targetType: null, targetId: null }, { offset: 0, limit: 10 }));
    expect(audit).toHaveLength(1);
  });

  it("keeps the caps when games are installed again (upsert leaves them alone)", async () => {
    unwrap(await set("game", GAME, "100"));
    unwrap(await set("room", ROOM, "50"));
    await store.transaction(async (tx) => {
      const game = (await tx.games.byId(GAME))!;
      await tx.games.upsert({ ...game, exposureCapMinor: null });
      await tx.games.upsertRoom({ ...(await tx.games.roomById(ROOM))!, exposureCapMinor: null });
    });
    expect((await store.read((tx) => tx.games.byId(GAME)))?.exposureCapMinor).toBe(units(100));
    expect((await store.read((tx) => tx.games.roomById(ROOM)))?.exposureCapMinor).toBe(units(50));
  });
});
