import { describe, expect, it } from "vitest";
import { giftFunds } from "../../../src/application/wallet/adjust-balance";
import { createOperator, ensureOperator } from "../../../src/application/operations/create-operator";
import { saveGame } from "../../../src/application/games/save-game";
import { scheduleOdds } from "../../../src/application/games/schedule-odds";
import { setPlayerBans } from "../../../src/application/accounts/set-player-bans";
import { login } from "../../../src/application/accounts/login";
import { freezeFunds } from "../../../src/application/wallet/freeze-funds";
import { requestRecharge } from "../../../src/application/wallet/request-recharge";
import { approveDeposit } from "../../../src/application/wallet/review-deposit";
import { nextRoundAfter } from "../../../src/domain/rounds/schedule";
import { createPlayer } from "../../support/app";
import { appPerTest } from "../../support/app-per-test";
import { forEachStore } from "../../support/stores";
import { refusal, unwrap } from "../wallet-fixtures";

/** The console's use cases on every store: each change and its audit line commit together; refusals and repeats leave none. */
forEachStore((_name, open) => {
  const t = appPerTest(open);

  const audit = () => t.store.read((tx) => tx.audit.list({ operatorId: null, action: null, targetType: null, targetId: null }, { offset: 0, limit: 100 }));

  it("a refused action and a repeated one write no audit line; an applied one writes exactly one", async () => {
    const user = await createPlayer(t.app);
    expect(refusal(await freezeFunds(t.app.deps, { userId: user.id, amount: "10", requestId: "f1", operatorId: 5 }))).toEqual({ code: "INSUFFICIENT_FUNDS" });
    expect(await audit()).toEqual([]);
    unwrap(await giftFunds(t.app.deps, { userId: user.id, amount: "10", requestId: "g1", operatorId: 5, note: "hello" }));
    unwrap(await giftFunds(t.app.deps, { userId: user.id, amount: "10", requestId: "g1", operatorId: 5, note: "hello" }));
    const request = unwrap(await requestRecharge(t.app.deps, { userId: user.id, amount: "100" }));
    unwrap(await approveDeposit(t.app.deps, { depositId: request.id, operatorId: 5 }));
    unwrap(await approveDeposit(t.app.deps, { depositId: request.id, operatorId: 5 }));
    unwrap(await setPlayerBans(t.app.deps, { operatorId: 5, userId: user.id, chatBanned: false }));
    expect((await audit()).map((line) => [line.operatorId, line.action])).toEqual([
      [5, "deposit.approve"],
      [5, "funds.gift"],
    ]);
  });

  it("schedules odds for the round after the one under way, even at its very first instant", async () => {
    const nowMs = t.app.clock.nowMs();
    const change = unwrap(await scheduleOdds(t.app.deps, { operatorId: 5, roomId: 11, odds: [{ playType: 1, odds: 2 }] }));
    expect(change.effectiveFromMs).toBe(nextRoundAfter(t.app.deps.schedule, nowMs).openAtMs);
    expect(change.effectiveFromMs).toBeGreaterThan(nowMs);
    expect(await t.store.read((tx) => tx.games.odds(11, nowMs))).toContainEqual({ roomId: 11, playType: 1, oddsHundredths: 194 });
    expect(await t.store.read((tx) => tx.games.odds(11, change.effectiveFromMs))).toContainEqual({ roomId: 11, playType: 1, oddsHundredths: 200 });
  });

  it("saving a game as it is changes nothing and writes nothing", async () => {
    const game = unwrap(await saveGame(t.app.deps, { operatorId: 5, id: 1, name: "Singapore", onSale: true, sortOrder: 1 }));
    expect(game).toEqual({ id: 1, name: "Singapore", onSale: true, sortOrder: 1, exposureCapMinor: null });
    expect(await audit()).toEqual([]);
  });

  describe("operators", () => {
    it("creates an operator once; the player login refuses it, the console's login (roles) lets it in", async () => {
      const boss = unwrap(await createOperator(t.app.deps, { username: "boss", password: "a long secret" }));
      expect(boss.role).toBe("operator");
      expect(refusal(await createOperator(t.app.deps, { username: "BOSS", password: "a long secret" }))).toEqual({ code: "USERNAME_TAKEN" });
      expect(refusal(await createOperator(t.app.deps, { username: "b", password: "a long secret" }))).toMatchObject({ code: "USERNAME_INVALID" });
      expect(refusal(await login(t.app.deps, { username: "boss", password: "a long secret", address: null }))).toEqual({ code: "PASSWORD_WRONG" });
      const signedIn = unwrap(await login(t.app.deps, { username: "boss", password: "a long secret", address: null, roles: ["player", "operator"] }));
      expect(signedIn.user.id).toBe(boss.id);
      expect((await audit()).map((line) => [line.operatorId, line.action, line.target])).toEqual([[0, "operator.create", { type: "operator", id: String(boss.id) }]]);
    });

    it("ensureOperator (ADMIN_USERNAME / ADMIN_PASSWORD at start-up) creates the first operator once and never touches a player", async () => {
      expect(await ensureOperator(t.app.deps, undefined, "x")).toMatch(/no operator created/);
      expect(await ensureOperator(t.app.deps, "root", "a long secret")).toBe("operator root created");
      expect(await ensureOperator(t.app.deps, "root", "another secret")).toBe("operator root exists");
      const player = await createPlayer(t.app, { username: "someone" });
      expect(await ensureOperator(t.app.deps, "someone", "a long secret")).toMatch(/player account/);
      expect((await t.store.read((tx) => tx.users.byId(player.id)))!.role).toBe("player");
      await expect(ensureOperator(t.app.deps, "shorty", "abc")).rejects.toThrow(/PASSWORD_INVALID/);
    });
  });
});
