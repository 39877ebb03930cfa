import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { setPayoutMethod } from "../../src/application/wallet/set-payout-method";
import { PLAY_TYPE } from "../../src/domain/betting/outcome";
import { inviteCodeOf } from "../../src/domain/agents/invite-code-rules";
import { GROUP } from "../../src/domain/accounts/user";
import { call, type Envelope } from "../legacy/support";
import type { TestServer } from "../support/server";
import { currentRound, GAME, http, newPlayer, ok, ROOM, sqliteServer, TODAY, type Player } from "../trpc/helpers";

/**
 * The two APIs are thin siblings over the same use cases: for every rule that
 * once lived in only one of them, the same input gets the same decision on
 * both, and a refusal the same code and the same translated text.
 */

const LANG = "en";

let server: TestServer;
let alice: Player;
beforeEach(async () => {
  server = await sqliteServer({ drawScheme: 1 });
  alice = await newPlayer(server, { depositMinor: 100_000 });
});
afterEach(() => server.close());

type Decision = { readonly ok: true } | { readonly ok: false; readonly message: string };

async function viaTrpc(type: "query" | "mutation", path: string, input: unknown, token: string | null): Promise<Decision & { appCode?: string }> {
  const reply = await http(server, type, path, input, { token, lang: LANG });
  if (reply.body.error === undefined) return { ok: true };
  return { ok: false, message: reply.body.error.message, appCode: reply.body.error.data.appCode };
}

async function viaLegacy(path: string, params: Record<string, unknown>, token: string | null): Promise<Decision> {
  const reply: { status: number; json: Envelope } = await call(server, path, params, { token, lang: LANG });
  expect(reply.status).toBe(200);
  return reply.json.code === 1 ? { ok: true } : { ok: false, message: String(reply.json.msg) };
}

/** Both refuse with `appCode`'s text, or both accept (appCode null). */
async function expectSameDecision(appCode: string | null, trpc: Promise<Decision & { appCode?: string }>, legacy: Promise<Decision>): Promise<void> {
  const [t, l] = [await trpc, await legacy];
  if (appCode === null) {
    expect(t).toEqual({ ok: true });
    expect(l).toEqual({ ok: true });
    return;
  }
  expect(t.ok).toBe(false);
  expect(t.appCode).toBe(appCode);
  expect(l).toEqual({ ok: false, message: (t as { message: string }).message });
}

describe("the same decision on both APIs", () => {
  const tOrder = (requestId: string, playType: number = PLAY_TYPE.big) => ({ roomId: ROOM, issue: currentRound(server).issue, playTypes: [playType], stake: "10.00", expectedTotal: "10.00", requestId });
  const lOrder = (requestId: string, playType: number = PLAY_TYPE.big) => ({ game_id: GAME, plan_id: ROOM, issue: currentRound(server).issue, play_type: String(playType), money: "10.00", request_id: requestId });

  it("request ids: one definition (printable, at most 100 characters) on an order", async () => {
    for (const bad of ["a b", "x".repeat(101), "é"]) {
      await expectSameDecision("INVALID_INPUT", viaTrpc("mutation", "bet.place", tOrder(bad), alice.token), viaLegacy("lottery/playorder", lOrder(bad), alice.token));
    }
    await expectSameDecision(null, viaTrpc("mutation", "bet.place", tOrder("order:17/a"), alice.token), viaLegacy("lottery/playorder", lOrder("order:17/b"), alice.token));
    // The same key again with another order is the caller's bug on both.
    await expectSameDecision(
      "IDEMPOTENCY_CONFLICT",
      viaTrpc("mutation", "bet.place", tOrder("order:17/b", PLAY_TYPE.single), alice.token),
      viaLegacy("lottery/playorder", lOrder("order:17/a", PLAY_TYPE.single), alice.token),
    );
  });

  it("wire amounts: one reading of a stake for both APIs (placeBetAsSent)", async () => {
    for (const [stake, code] of [["1.001", "MONEY_TOO_MANY_DECIMALS"], ["0", "MONEY_NOT_POSITIVE"], ["-5", "MONEY_NEGATIVE"], ["ten", "MONEY_INVALID"]] as const) {
      await expectSameDecision(
        code,
        viaTrpc("mutation", "bet.place", { ...tOrder(`s-${code}`), stake, expectedTotal: "10.00" }, alice.token),
        viaLegacy("lottery/playorder", { ...lOrder(`l-${code}`), money: stake }, alice.token),
      );
    }
  });

  it("the round clock: at the close instant both refuse the order", async () => {
    const round = currentRound(server);
    const t = tOrder("late-1");
    const l = lOrder("late-2");
    await server.clock.set(round.closeAtMs);
    await expectSameDecision("ROUND_CLOSED", viaTrpc("mutation", "bet.place", t, alice.token), viaLegacy("lottery/playorder", l, alice.token));
  });

  it("record dates: too early, reversed and malformed refused alike; days after today read as empty on both", async () => {
    const cases: [string | null, string, string][] = [
      ["DATE_TOO_EARLY", "2017-12-31", TODAY],
      ["DATE_RANGE_REVERSED", TODAY, "2026-11-01"],
      ["INVALID_INPUT", "2026-02-30", TODAY],
      [null, "2026-11-23", "2026-11-30"],
      [null, "2018-01-01", TODAY],
    ];
    for (const [code, from, to] of cases) {
      await expectSameDecision(
        code,
        viaTrpc("query", "records.bets", { scope: "self", from, to }, alice.token),
        viaLegacy("user/orderlist", { begin_date: from, end_date: to }, alice.token),
      );
      await expectSameDecision(
        code,
        viaTrpc("query", "records.funds", { type: null, from, to }, alice.token),
        viaLegacy("user/quantityloglist", { begin_date: from, end_date: to }, alice.token),
      );
    }
  });

  it("visitors: withdraw info and a deposit are refused with the same notice", async () => {
    const visitor = await newPlayer(server, { groupId: GROUP.visitor });
    await expectSameDecision("VISITOR_NOT_ALLOWED", viaTrpc("query", "wallet.withdrawInfo", undefined, visitor.token), viaLegacy("user/withdrawinfo", {}, visitor.token));
    await expectSameDecision("VISITOR_NOT_ALLOWED", viaTrpc("mutation", "wallet.recharge", { amount: "100" }, visitor.token), viaLegacy("user/recharge", { money: "100" }, visitor.token));
  });

  it("the bank card is masked alike: the saved method and the withdraw screen show the same number", async () => {
    ok(await setPayoutMethod(server.deps, { userId: alice.user.id, type: 0, acc: "Alice Li", accName: "6222020200112233445", accBank: "ICBC", mark: "" }));
    const trpcMethod = (await http(server, "query", "wallet.payoutMethod", { type: 0 }, { token: alice.token, lang: LANG })).body.result!.data as { accName: string };
    const legacyMethod = (await call(server, "user/payinfo", { type: 0 }, { token: alice.token, lang: LANG })).json.data as { acc_name: string };
    expect(trpcMethod.accName).toBe(legacyMethod.acc_name);
    expect(trpcMethod.accName).toMatch(/^\*+3445$/);
    expect(trpcMethod.accName).not.toContain("0200112233");
    const trpcInfo = (await http(server, "query", "wallet.withdrawInfo", undefined, { token: alice.token, lang: LANG })).body.result!.data as { payList: [{ accName: string } | null, unknown] };
    const legacyInfo = (await call(server, "user/withdrawinfo", {}, { token: alice.token, lang: LANG })).json.data as { pay_list: [unknown, { acc_name: string }] };
    expect(trpcInfo.payList[0]!.accName).toBe(trpcMethod.accName);
    // The original wire lists the virtual wallet first, then the card.
    expect(legacyInfo.pay_list[1].acc_name).toBe(trpcMethod.accName);
  });

  /** A solved captcha for the web's sign-up (the test-mode hook reads its answer). */
  const solvedCaptcha = async () => {
    const reply = await http(server, "mutation", "auth.captcha", null);
    const { captchaId } = reply.body.result!.data as { captchaId: string };
    const answer = ((await (await server.app.request(`/__test__/captcha/${captchaId}`)).json()) as { text: string }).text;
    return { captchaId, captchaAnswer: answer };
  };

  it("sign-up: one use case; a taken name and a short password are refused alike", async () => {
    const agent = await newPlayer(server, { groupId: GROUP.agent });
    const inviteCode = String(inviteCodeOf(agent.user.id));
    const taken = { username: alice.user.username, password: "secret123" };
    await expectSameDecision(
      "USERNAME_TAKEN",
      viaTrpc("mutation", "auth.register", { ...taken, ...(await solvedCaptcha()), inviteCode, adult: true }, null),
      viaLegacy("user/register", { ...taken, invite_code: inviteCode }, null),
    );
    const short = { username: "newcomer1", password: "12" };
    const trpc = await viaTrpc("mutation", "auth.register", { ...short, captchaId: "x", captchaAnswer: "x", inviteCode, adult: true }, null);
    expect(trpc.ok).toBe(false);
    await expectSameDecision(trpc.appCode!, Promise.resolve(trpc), viaLegacy("user/register", { ...short, invite_code: inviteCode }, null));
    // Without an invite code (the server was not started with OPEN_SIGNUP), both ask for one.
    await expectSameDecision(
      "INVITE_CODE_REQUIRED",
      viaTrpc("mutation", "auth.register", { username: "newcomer2", password: "secret123", ...(await solvedCaptcha()), inviteCode: "", adult: true }, null),
      viaLegacy("user/register", { username: "newcomer3", password: "secret123" }, null),
    );
  });
});
