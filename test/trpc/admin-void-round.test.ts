import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PLAY_TYPE } from "../../src/domain/betting/outcome";
import { FUND_TYPE } from "../../src/domain/wallet/fund-log";
import type { TestServer } from "../support/server";
import { currentRound, expectRefused, expectTranslated, GAME, newPlayer, ROOM, sqliteServer, TODAY, type Player } from "./helpers";

/** admin.risk.voidRound (issue 41): an operator voids a round over tRPC; the player reads "void, refunded". */

const REASON = { zh: "开奖中断", tw: "開獎中斷", en: "The draw was interrupted", jp: "抽選が中断されました", kor: "추첨이 중단되었습니다" };

let server: TestServer;
let operator: Player;
let alice: Player;
beforeEach(async () => {
  server = await sqliteServer();
  operator = await newPlayer(server, { role: "operator" });
  alice = await newPlayer(server, { depositMinor: 100_000 });
});
afterEach(() => server.close());

describe("admin.risk.voidRound", () => {
  it("voids the round on sale: its bets refunded once, each with its line, the bet records say void with the reason; a second void is refused", async () => {
    const issue = currentRound(server).issue;
    await alice.call.bet.place({ roomId: ROOM, issue, playTypes: [PLAY_TYPE.big, PLAY_TYPE.single], stake: "10", expectedTotal: "20" });
    expect(await alice.call.wallet.get()).toMatchObject({ moneyMinor: 98_000 });

    const voided = await operator.call.admin.risk.voidRound({ gameId: GAME, issue, reason: REASON, requestId: "void-1" });
    expect(voided).toMatchObject({ gameId: GAME, issue, voidedFrom: "open", refundedBets: 2, refundsComplete: true, voided: { kind: "operator", reason: REASON, operatorId: operator.user.id } });
    // The same request again answers the first void and refunds nothing twice.
    expect(await operator.call.admin.risk.voidRound({ gameId: GAME, issue, reason: REASON, requestId: "void-1" })).toMatchObject({ voidedFrom: "open", refundedBets: 0 });
    expect(await alice.call.wallet.get()).toMatchObject({ moneyMinor: 100_000 });

    const bets = await alice.call.records.bets({ from: TODAY, to: TODAY });
    expect(bets.items.map((bet) => ({ status: bet.status, hit: bet.hit, profit: bet.profitMinor, payout: bet.payoutMinor, voided: bet.voided }))).toEqual([
      { status: 1, hit: false, profit: 0, payout: 1_000, voided: expect.objectContaining({ kind: "operator", reason: REASON }) },
      { status: 1, hit: false, profit: 0, payout: 1_000, voided: expect.objectContaining({ kind: "operator", reason: REASON }) },
    ]);
    const refunds = await alice.call.records.funds({ from: TODAY, to: TODAY, type: FUND_TYPE.refund });
    expect(refunds.items.map((line) => line.quantityMinor)).toEqual([1_000, 1_000]);

    await expectRefused(operator.call.admin.risk.voidRound({ gameId: GAME, issue, reason: REASON }), "ROUND_ALREADY_VOID");
    await expectTranslated(server, "mutation", "admin.risk.voidRound", { gameId: GAME, issue, reason: REASON }, "ROUND_ALREADY_VOID", { token: operator.token });
    // Bets stop being accepted the moment the void is decided.
    await expect(alice.call.bet.place({ roomId: ROOM, issue, playTypes: [PLAY_TYPE.big], stake: "10", expectedTotal: "10" })).rejects.toThrow();
  });

  it("refuses a reason missing a language or blank, and a round that does not exist, translated, changing nothing", async () => {
    const issue = currentRound(server).issue;
    for (const reason of [{ ...REASON, kor: undefined }, { ...REASON, en: "  " }, "interrupted", null]) {
      await expectRefused(operator.call.admin.risk.voidRound({ gameId: GAME, issue, reason }), "VOID_REASON_INVALID");
    }
    await expectTranslated(server, "mutation", "admin.risk.voidRound", { gameId: GAME, issue, reason: { en: "x" } }, "VOID_REASON_INVALID", { token: operator.token });
    await expectRefused(operator.call.admin.risk.voidRound({ gameId: GAME, issue: "20261122999", reason: REASON }), "ROUND_NOT_FOUND");
    await expectRefused(operator.call.admin.risk.voidRound({ gameId: GAME, issue: "nope", reason: REASON }), "INVALID_INPUT");
    await expectRefused(alice.call.admin.risk.voidRound({ gameId: GAME, issue, reason: REASON }), "FORBIDDEN", "FORBIDDEN");
    const round = await server.deps.store.read((tx) => tx.rounds.get(GAME, issue));
    expect(round?.status).toBe("open");
  });
});
