import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditDueRebates } from "../../src/application/growth/credit-due-rebates";
import { reviewVipLevels } from "../../src/application/growth/review-vip-levels";
import { GROUP } from "../../src/domain/accounts/user";
import { PLAY_TYPE } from "../../src/domain/betting/outcome";
import { units } from "../../src/domain/money";
import type { TestServer } from "../support/server";
import { currentRound, expectRefused, expectTranslated, finishRound, http, newPlayer, ROOM, sqliteServer, type Player } from "./helpers";

/** 2026-11-23 00:02 in Taipei: the test server's first day (2026-11-22) is over, and its grace minute. */
const NOV_23_MS = Date.UTC(2026, 10, 22, 16, 2, 0);

/**
 * The rewards procedures in process: the player reads their own rebate and VIP card and claims with one tap; a
 * claim below the minimum, during a break or by a visitor is a clear translated refusal that moves nothing; input
 * where none belongs is refused.
 */
let server: TestServer;
let player: Player;
let resting: Player;
let visitor: Player;
const stake = (who: Player, amount: string, playType: number = PLAY_TYPE.big) =>
  who.call.bet.place({ roomId: ROOM, issue: currentRound(server).issue, playTypes: [playType], stake: amount, expectedTotal: amount });

beforeAll(async () => {
  server = await sqliteServer();
  player = await newPlayer(server, { depositMinor: units(3_000) });
  resting = await newPlayer(server, { depositMinor: units(3_000) });
  visitor = await newPlayer(server, { groupId: GROUP.visitor });
  await stake(player, "1000"); // 0.20 % = 2.00
  await stake(resting, "1000", PLAY_TYPE.single);
  await finishRound(server);
  await resting.call.protection.timeOut({ days: 1, password: "secret123", confirm: true });
});
afterAll(() => server.close());

describe("the rebate", () => {
  it("shows today's live accrual and takes it with one tap; the fund record shows the rebate line", async () => {
    expect(await player.call.rewards.rebate()).toMatchObject({ today: { day: "2026-11-22", accruedMinor: 200, owedMinor: 200, baseRebateBp: 20 }, claimableMinor: 200, canClaim: true, onBreak: false, visitor: false });
    const before = (await player.call.wallet.get()).moneyMinor;
    expect(await player.call.rewards.claimRebate()).toEqual({ paidMinor: 200, days: ["2026-11-22"] });
    expect((await player.call.wallet.get()).moneyMinor).toBe(before + 200);
    const funds = await player.call.records.funds({ from: "2026-11-22", to: "2026-11-22" });
    expect(JSON.stringify(funds)).toContain("rebate:2026-11-22");
    expect(await player.call.rewards.rebate()).toMatchObject({ claimableMinor: 0, canClaim: false });
  });

  it("refuses a second claim below the minimum, in the caller's language, and moves nothing", async () => {
    const before = (await player.call.wallet.get()).moneyMinor;
    await expectRefused(player.call.rewards.claimRebate(), "REBATE_BELOW_MINIMUM");
    await expectTranslated(server, "mutation", "rewards.claimRebate", undefined, "REBATE_BELOW_MINIMUM", { token: player.token });
    expect((await player.call.wallet.get()).moneyMinor).toBe(before);
  });

  it("refuses a player on a break and a visitor, translated; the end-of-day credit pays the break's accrual", async () => {
    expect(await resting.call.rewards.rebate()).toMatchObject({ onBreak: true, canClaim: false, claimableMinor: 200 });
    await expectRefused(resting.call.rewards.claimRebate(), "PROMOTIONS_PAUSED_ON_BREAK", "BAD_REQUEST");
    await expectTranslated(server, "mutation", "rewards.claimRebate", undefined, "PROMOTIONS_PAUSED_ON_BREAK", { token: resting.token, messages: ["您正在休息中：活动、彩金和返水领取将在休息结束后恢复", /taking a break/] });
    expect(await visitor.call.rewards.rebate()).toMatchObject({ visitor: true, canClaim: false });
    await expectRefused(visitor.call.rewards.claimRebate(), "VISITOR_NOT_ALLOWED");
    const before = (await resting.call.wallet.get()).moneyMinor;
    expect(await creditDueRebates(server.deps, NOV_23_MS)).toEqual({ players: 1, paidMinor: 200 });
    expect((await resting.call.wallet.get()).moneyMinor).toBe(before + 200);
  });

  it("refuses input where none belongs: a stray claim with anything in it claims nothing", async () => {
    for (const input of [{ userId: resting.user.id }, { amount: "5" }, "all", 0, [1]]) {
      await expectRefused(player.call.rewards.claimRebate(input as never), "INVALID_INPUT", "BAD_REQUEST");
    }
    const reply = await http(server, "mutation", "rewards.claimRebate", { amount: "999" }, { token: player.token, lang: "en" });
    expect(reply.status).toBe(400);
    expect(reply.body.error?.data.appCode).toBe("INVALID_INPUT");
  });
});

describe("the VIP card", () => {
  it("shows junior with the progress to intermediate on both thresholds and what every level gives", async () => {
    const vip = await player.call.rewards.vip();
    expect(vip).toMatchObject({ level: 0, name: "junior", keptUntilMs: null, windowDays: 30, turnoverMinor: units(1_000), depositMinor: units(3_000) });
    expect(vip.next).toEqual({ nextLevel: 1, turnoverNeededMinor: units(10_000), depositNeededMinor: units(1_000), turnoverShortMinor: units(9_000), depositShortMinor: 0 });
    expect(vip.levels.map((level) => [level.name, level.baseRebateBp, level.numberRebateBp, level.levelUpBonusMinor])).toEqual([
      ["junior", 20, 30, 0],
      ["intermediate", 40, 50, units(18)],
      ["premium", 60, 80, units(88)],
      ["supreme", 80, 100, units(588)],
    ]);
    // Nothing reached intermediate: the review raises no one.
    expect(await reviewVipLevels(server.deps, NOV_23_MS)).toEqual({ raised: 0, lowered: 0, bonusMinor: 0 });
  });
});
