import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translate } from "../../adapters/i18n";
import type { MoneyRefusal } from "../../src/domain/money";
import { legacyPost, type TestServer } from "../support/server";
import { forEachStore } from "../support/stores";
import { SECURITY_CODE, readyToWithdraw } from "../application/wallet-fixtures";
import { currentRound, expectRefused, newPlayer, ROOM, serverOn, TODAY, type Player } from "../trpc/helpers";

/**
 * What a person may type into a money field and the server must still refuse
 * (issue 37, item 1): the web client refuses these before sending, and both
 * APIs refuse them the same way, on both stores, moving nothing. The rule is
 * the one parseMoney both share.
 */
const TYPED: readonly (readonly [string, MoneyRefusal])[] = [
  ["-100", "MONEY_NEGATIVE"],
  ["1e3", "MONEY_INVALID"],
  ["10.555", "MONEY_TOO_MANY_DECIMALS"],
  ["abc", "MONEY_INVALID"],
  ["-0", "MONEY_NEGATIVE"],
  ["99999999999999", "MONEY_TOO_LARGE"],
];

forEachStore((_name, open) => {
  let server: TestServer;
  let player: Player;
  let operator: Player;
  beforeAll(async () => {
    server = await serverOn(await open());
    player = await newPlayer(server, { depositMinor: 100_000 });
    await readyToWithdraw(server, player.user.id);
    operator = await newPlayer(server, { role: "operator" });
  });
  afterAll(() => server.close());

  /** Everything a refused amount could have changed, as the player reads it. */
  const state = async () => ({
    wallet: await player.call.wallet.get(),
    funds: await player.call.records.funds({ from: TODAY, to: TODAY, type: null, page: 1 }),
    protection: (await player.call.protection.get()).limits,
  });

  describe("tRPC", () => {
    it("refuses each typed amount for a deposit, a withdrawal, a stake, a limit and an operator's gift, and moves nothing", async () => {
      const before = await state();
      for (const [typed, code] of TYPED) {
        await expectRefused(player.call.wallet.recharge({ amount: typed }), code);
        await expectRefused(player.call.wallet.withdraw({ amount: typed, payoutType: 0, securityCode: SECURITY_CODE }), code);
        await expectRefused(player.call.bet.place({ roomId: ROOM, issue: currentRound(server).issue, playTypes: [1], stake: typed, expectedTotal: "10" }), code);
        await expectRefused(player.call.protection.setLimit({ kind: "deposit", period: "day", amount: typed }), code);
        await expectRefused(operator.call.admin.funds.gift({ userId: player.user.id, amount: typed, requestId: `gift-${typed}`, reason: "welcome" }), code);
      }
      expect(await state()).toEqual(before);
    });

    it("takes a minus sign only on an operator's correction, and there still refuses an exponent or a third decimal", async () => {
      const before = await state();
      for (const typed of ["1e3", "-1e3", "10.555", "-10.555", "abc", "--5"]) {
        await expectRefused(operator.call.admin.funds.adjust({ userId: player.user.id, amount: typed, requestId: `adjust-${typed}`, reason: "correction" }), typed.includes(".555") ? "MONEY_TOO_MANY_DECIMALS" : "MONEY_INVALID");
      }
      expect(await state()).toEqual(before);
    });
  });

  describe("legacy", () => {
    const refusedAs = async (path: string, body: Record<string, unknown>, code: MoneyRefusal) => {
      const reply = await legacyPost(server, path, { ...body, lang: "en" }, player.token);
      expect(reply.status, `${path} ${JSON.stringify(body)}`).toBe(200);
      expect(reply.json, `${path} ${JSON.stringify(body)}`).toMatchObject({ code: 0, msg: translate(code, "en") });
    };

    it("refuses each typed amount for a deposit, a withdrawal and a stake, and moves nothing", async () => {
      const before = await state();
      for (const [typed, code] of TYPED) {
        await refusedAs("user/recharge", { money: typed, type: "TWD" }, code);
        await refusedAs("user/withdrawAction", { type: 0, money: typed, securityCode: SECURITY_CODE }, code);
        await refusedAs("Lottery/playOrder", { game_id: 1, plan_id: ROOM, issue: currentRound(server).issue, play_type: "1", money: typed }, code);
      }
      expect(await state()).toEqual(before);
    });
  });
});
