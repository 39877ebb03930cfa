import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveDepositChannel } from "../../src/application/wallet/save-deposit-channel";
import { GROUP } from "../../src/domain/accounts/user";
import { testServer, type TestServer } from "../support/server";
import { forEachStore } from "../support/stores";
import { call, expectRefused, msg, okData, player, readyToWithdraw, SECURITY_CODE, type Player } from "./support";

const CARD = { type: 0, acc: "Chen Mei", acc_name: "6222021234567890", acc_bank: "Bank of Taiwan", mark: "salary" };
const WALLET = { type: 1, acc: "TXyz1234567890abcdef", acc_name: "TRC20", mark: "" };

async function moneyOf(server: TestServer, p: Player): Promise<string> {
  return ((await call(server, "user/userInfo", {}, { token: p.token })).json.msg as { money: string }).money;
}

async function fundLines(server: TestServer, p: Player): Promise<Record<string, unknown>[]> {
  return okData(await call(server, "user/quantityLogList", {}, { token: p.token })) as Record<string, unknown>[];
}

forEachStore((_name, open) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await testServer(await open());
  });
  afterAll(() => server.close());

  describe("changing bound payout details (user/setPayInfo)", () => {
    it("needs the security code, tells the player in their language, and holds withdrawals to the new card for 24 hours", async () => {
      const p = await player(server, { money: "1000" });
      await readyToWithdraw(server, p.user.id);
      await server.deps.store.transaction((tx) => tx.users.update(p.user.id, { waterLimitPercent: 0 }));
      const newCard = { type: 0, acc: "Chen Mei", acc_name: "6222029999999999", acc_bank: "Mega Bank", mark: "" };
      expectRefused(await call(server, "user/setPayInfo", { ...newCard, lang: "en" }, { token: p.token }), "SECURITY_CODE_FORMAT", "en", { length: 6 });
      expectRefused(await call(server, "user/setPayInfo", { ...newCard, securityCode: "000000", lang: "en" }, { token: p.token }), "SECURITY_CODE_WRONG", "en", { remaining: 4 });
      expect(okData(await call(server, "user/payInfo", { type: 0 }, { token: p.token }))).toMatchObject({ acc_bank: "Bank of Taiwan" });
      okData(await call(server, "user/setPayInfo", { ...newCard, securityCode: SECURITY_CODE, lang: "en" }, { token: p.token }));
      const inbox = await server.deps.store.read((tx) => tx.content.messagesOf(p.user.id, { offset: 0, limit: 5 }));
      expect(inbox).toMatchObject([{ title: msg("PAYOUT_CHANGED_TITLE", "en"), content: expect.stringContaining("2026-11-22 10:00:00") }]);
      const held = await call(server, "user/withdrawAction", { type: 0, money: "100", securityCode: SECURITY_CODE, lang: "en" }, { token: p.token });
      expectRefused(held, "PAYOUT_CHANGE_HOLD", "en", { until: "2026-11-23 10:00:00", until_ms: server.clock.nowMs() + 24 * 3_600_000 });
      server.clock.advance(24 * 3_600_000);
      expect(okData(await call(server, "user/withdrawAction", { type: 0, money: "100", securityCode: SECURITY_CODE }, { token: p.token }))).toMatchObject({ quantity: "-100.00" });
    });
  });

  describe("POST user/payInfo and user/setPayInfo", () => {
    it("answers null before anything is saved", async () => {
      const p = await player(server);
      const reply = await call(server, "user/payInfo", { type: 0 }, { token: p.token });
      expect(reply.json).toMatchObject({ code: 1, data: null });
      expect(okData(await call(server, "user/payInfo", { type: "1" }, { token: p.token, kind: "form" }))).toBeNull();
    });

    it("saves a bank card and a virtual wallet, and answers them with the card number masked to its last 4", async () => {
      const p = await player(server);
      const saved = await call(server, "user/setPayInfo", CARD, { token: p.token });
      expect(saved.json.msg).toBe("儲存成功");
      expect(okData(saved)).toEqual({ acc: "Chen Mei", acc_name: "************7890", acc_bank: "Bank of Taiwan", mark: "salary", type: 0 });
      const wallet = await call(server, "user/setPayInfo", { ...WALLET, lang: "en" }, { token: p.token, kind: "multipart" });
      expect(wallet.json.msg).toBe("Saved successfully");
      expect(okData(await call(server, "user/payInfo", { type: 0 }, { token: p.token }))).toEqual({ acc: "Chen Mei", acc_name: "************7890", acc_bank: "Bank of Taiwan", mark: "salary", type: 0 });
      expect(okData(await call(server, "user/payInfo", { type: 1 }, { token: p.token }))).toEqual({ acc: "TXyz1234567890abcdef", acc_name: "trc20", acc_bank: "", mark: "", type: 1 });
    });

    it("replaces the saved card and never reaches another player's", async () => {
      const a = await player(server);
      const b = await player(server);
      okData(await call(server, "user/setPayInfo", CARD, { token: a.token }));
      // A user_id in the body is not the caller's to choose: B writes B's own card.
      okData(await call(server, "user/setPayInfo", { ...CARD, acc: "Lin Bo", acc_name: "9999888877776666", user_id: a.user.id }, { token: b.token, kind: "form" }));
      expect(okData(await call(server, "user/payInfo", { type: 0, user_id: b.user.id }, { token: a.token }))).toMatchObject({ acc: "Chen Mei", acc_name: "************7890" });
      expect(okData(await call(server, "user/payInfo", { type: 0 }, { token: b.token }))).toMatchObject({ acc: "Lin Bo", acc_name: "************6666" });
    });

    it("refuses each missing or invalid field in tw and en, and keeps what was saved", async () => {
      const p = await player(server);
      okData(await call(server, "user/setPayInfo", CARD, { token: p.token }));
      const cases: [Record<string, unknown>, Parameters<typeof expectRefused>[1], Record<string, string | number>?][] = [
        [{ ...CARD, acc: "" }, "PAYOUT_HOLDER_REQUIRED"],
        [{ ...CARD, acc_name: undefined }, "PAYOUT_CARD_REQUIRED"],
        [{ ...CARD, acc_name: "12ab" }, "PAYOUT_CARD_INVALID", { min: 8, max: 30 }],
        [{ ...CARD, acc_bank: " " }, "PAYOUT_BANK_REQUIRED"],
        [{ ...CARD, acc: "x".repeat(65) }, "INVALID_INPUT"],
        [{ ...CARD, acc: { name: "x" } }, "INVALID_INPUT"],
        [{ ...CARD, mark: ["a"] }, "INVALID_INPUT"],
        [{ ...WALLET, acc: "" }, "PAYOUT_ADDRESS_REQUIRED"],
        [{ ...WALLET, acc: "not an address!" }, "INVALID_INPUT"],
        [{ ...WALLET, acc_name: "btc" }, "PAYOUT_WALLET_TYPE_REQUIRED", { allowed: "trc20, erc20, omni" }],
        [{ ...CARD, type: 2 }, "INVALID_INPUT"],
        [{ ...CARD, type: undefined }, "INVALID_INPUT"],
        [{ ...CARD, type: "bank" }, "INVALID_INPUT"],
      ];
      for (const [body, key, params] of cases) {
        for (const lang of ["tw", "en"] as const) expectRefused(await call(server, "user/setPayInfo", { ...body, lang }, { token: p.token }), key, lang, params);
      }
      expect(okData(await call(server, "user/payInfo", { type: 0 }, { token: p.token }))).toMatchObject({ acc: "Chen Mei", acc_bank: "Bank of Taiwan" });
      expect(okData(await call(server, "user/payInfo", { type: 1 }, { token: p.token }))).toBeNull();
    });

    it("payInfo refuses a missing or malformed type", async () => {
      const p = await player(server);
      for (const type of [undefined, 2, "x", { a: 1 }, -1]) {
        expectRefused(await call(server, "user/payInfo", { type, lang: "en" }, { token: p.token }), "INVALID_INPUT", "en");
      }
      expectRefused(await call(server, "user/payInfo", { type: 7, lang: "tw" }, { token: p.token, kind: "multipart" }), "INVALID_INPUT", "tw");
    });
  });

  describe("POST user/withdrawInfo", () => {
    it("answers money, lock_money and pay_list [virtual wallet, bank card with its number masked], as the original client reads it", async () => {
      const p = await player(server, { money: "1234.5" });
      await readyToWithdraw(server, p.user.id);
      expect(okData(await call(server, "user/withdrawInfo", {}, { token: p.token }))).toEqual({
        money: "1234.50",
        lock_money: "0.00",
        pay_list: [
          { acc: "TXyz1234567890abcdef", acc_name: "trc20", acc_bank: "", mark: "", type: 1 },
          { acc: "Chen Mei", acc_name: "************7890", acc_bank: "Bank of Taiwan", mark: "", type: 0 },
        ],
        // Ours, beside the original's fields: no turnover asked of this player (readyToWithdraw sets water_limit 0).
        turnover: { required: "0.00", staked: "0.00", left: "0.00", water_limit: 0, reset_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} 00:00$/) },
      });
    });

    it("answers an empty object for a method not saved (the client reads fields of it)", async () => {
      const p = await player(server);
      expect(okData(await call(server, "user/withdrawInfo", {}, { token: p.token, kind: "form" }))).toMatchObject({ money: "0.00", lock_money: "0.00", pay_list: [{}, {}] });
    });

    it("gives visitors the notice to register first, in their language", async () => {
      const v = await player(server, { groupId: GROUP.visitor, money: "500" });
      expectRefused(await call(server, "user/withdrawInfo", { lang: "tw" }, { token: v.token }), "VISITOR_NOT_ALLOWED", "tw");
      const en = await call(server, "user/withdrawInfo", { lang: "en" }, { token: v.token });
      expect(en.json).toMatchObject({ code: 0, msg: "Visitors must register as a full member first" });
    });
  });

  describe("POST user/withdrawAction", () => {
    it("holds the amount and answers 'submitted successfully'; the fund log shows it under review", async () => {
      const p = await player(server, { money: "1000" });
      await readyToWithdraw(server, p.user.id);
      const reply = await call(server, "user/withdrawAction", { type: 0, money: "150", securityCode: SECURITY_CODE }, { token: p.token });
      expect(reply.json.msg).toBe("送出成功");
      expect(okData(reply)).toEqual({ id: expect.any(Number), quantity: "-150.00", status: 0, money: "850.00" });
      expect(await moneyOf(server, p)).toBe("850.00");
      expect((await fundLines(server, p))[0]).toMatchObject({ type: 1, quantity: "-150.00", over: "850.00", status: 0 });
    });

    it("takes the virtual wallet (type 1) from a form body, with the English notice", async () => {
      const p = await player(server, { money: "1000" });
      await readyToWithdraw(server, p.user.id);
      const reply = await call(server, "user/withdrawAction", { type: "1", money: "100.00", securityCode: SECURITY_CODE, lang: "en" }, { token: p.token, kind: "form" });
      expect(reply.json).toMatchObject({ code: 1, msg: "Submitted successfully" });
      expect(await moneyOf(server, p)).toBe("900.00");
    });

    it("refuses each rule in tw and en, and moves nothing", async () => {
      const ready = await player(server, { money: "300" });
      await readyToWithdraw(server, ready.user.id);
      const base = { type: 0, money: "150", securityCode: SECURITY_CODE };
      const cases: [Record<string, unknown>, Parameters<typeof expectRefused>[1], Record<string, string | number>?][] = [
        [{ ...base, money: undefined }, "WITHDRAW_AMOUNT_REQUIRED"],
        [{ ...base, money: "" }, "WITHDRAW_AMOUNT_REQUIRED"],
        [{ ...base, money: "99.99" }, "WITHDRAW_MINIMUM", { minimum: "100.00" }],
        [{ ...base, money: "300.01" }, "WITHDRAW_INSUFFICIENT", { frozen: "0.00", available: "300.00" }],
        [{ ...base, money: "abc" }, "MONEY_INVALID"],
        [{ ...base, money: { v: 150 } }, "MONEY_INVALID"],
        [{ ...base, money: "-150" }, "MONEY_NEGATIVE"],
        [{ ...base, type: 5 }, "INVALID_INPUT"],
        [{ ...base, type: undefined }, "INVALID_INPUT"],
        [{ ...base, securityCode: { code: SECURITY_CODE } }, "INVALID_INPUT"],
      ];
      for (const [body, key, params] of cases) {
        for (const lang of ["tw", "en"] as const) expectRefused(await call(server, "user/withdrawAction", { ...body, lang }, { token: ready.token }), key, lang, params);
      }
      expect(await moneyOf(server, ready)).toBe("300.00");

      const noMethod = await player(server, { money: "300" });
      expectRefused(await call(server, "user/withdrawAction", { ...base, lang: "tw" }, { token: noMethod.token }), "PAYOUT_METHOD_MISSING", "tw");
      expectRefused(await call(server, "user/withdrawAction", { ...base, lang: "en" }, { token: noMethod.token }), "PAYOUT_METHOD_MISSING", "en");

      const noCode = await player(server, { money: "300" });
      okData(await call(server, "user/setPayInfo", CARD, { token: noCode.token }));
      expectRefused(await call(server, "user/withdrawAction", { ...base, lang: "tw" }, { token: noCode.token }), "SECURITY_CODE_NOT_SET", "tw");
      expectRefused(await call(server, "user/withdrawAction", { ...base, lang: "en" }, { token: noCode.token }), "SECURITY_CODE_NOT_SET", "en");
      expect(await moneyOf(server, noCode)).toBe("300.00");
    });

    it("counts a wrong security code, and refuses a second request while one is under review", async () => {
      const p = await player(server, { money: "1000" });
      await readyToWithdraw(server, p.user.id);
      expectRefused(await call(server, "user/withdrawAction", { type: 0, money: "150", securityCode: "000000", lang: "tw" }, { token: p.token }), "SECURITY_CODE_WRONG", "tw", { remaining: 4 });
      expectRefused(await call(server, "user/withdrawAction", { type: 0, money: "150", securityCode: "", lang: "en" }, { token: p.token, kind: "multipart" }), "SECURITY_CODE_WRONG", "en", { remaining: 3 });
      expect(await moneyOf(server, p)).toBe("1000.00");
      okData(await call(server, "user/withdrawAction", { type: 0, money: "150", securityCode: SECURITY_CODE }, { token: p.token }));
      expectRefused(await call(server, "user/withdrawAction", { type: 1, money: "150", securityCode: SECURITY_CODE, lang: "en" }, { token: p.token }), "WITHDRAW_PENDING_EXISTS", "en");
      expect(await moneyOf(server, p)).toBe("850.00");
    });

    it("gives visitors the notice to register first", async () => {
      const v = await player(server, { groupId: GROUP.visitor, money: "500" });
      await readyToWithdraw(server, v.user.id);
      expectRefused(await call(server, "user/withdrawAction", { type: 0, money: "150", securityCode: SECURITY_CODE, lang: "tw" }, { token: v.token }), "VISITOR_NOT_ALLOWED", "tw");
      const en = await call(server, "user/withdrawAction", { type: 0, money: "150", securityCode: SECURITY_CODE, lang: "en" }, { token: v.token, kind: "form" });
      expect(en.json).toMatchObject({ code: 0, msg: "Visitors must register as a full member first", data: null });
      expect(await moneyOf(server, v)).toBe("500.00");
    });
  });

  describe("POST user/recharge", () => {
    it("records a deposit under review in the currency sent: code 1 and the notice; no money moves yet", async () => {
      const p = await player(server, { money: "10" });
      const reply = await call(server, "user/recharge", { money: "200", type: "usdt" }, { token: p.token });
      expect(reply.json.msg).toBe("送出成功");
      expect(okData(reply)).toEqual({ id: expect.any(Number), money: "200.00", currency: "USDT", status: 0, createtime: Math.floor(server.clock.nowMs() / 1000), channel_id: null, reference: "" });
      expect(await moneyOf(server, p)).toBe("10.00");
      expect((await fundLines(server, p))[0]).toMatchObject({ type: 0, quantity: "200.00", over: "10.00", status: 0 });
    });

    it("takes TWD when no currency is sent (multipart body)", async () => {
      const p = await player(server);
      expect(okData(await call(server, "user/recharge", { money: 100, lang: "en" }, { token: p.token, kind: "multipart" }))).toMatchObject({ money: "100.00", currency: "TWD" });
    });

    it("refuses each rule in tw and en, recording nothing", async () => {
      const p = await player(server);
      const cases: [Record<string, unknown>, Parameters<typeof expectRefused>[1], Record<string, string | number>?][] = [
        [{ money: "99.99" }, "RECHARGE_MINIMUM", { minimum: "100.00" }],
        [{ money: "100", type: "XYZ" }, "CURRENCY_UNKNOWN"],
        [{ money: "100", type: "X".repeat(100) }, "CURRENCY_UNKNOWN"],
        [{ money: "100", type: { c: "TWD" } }, "INVALID_INPUT"],
        [{ money: { a: 1 } }, "MONEY_INVALID"],
        [{ money: "1e5" }, "MONEY_INVALID"],
        [{ money: "100.001" }, "MONEY_TOO_MANY_DECIMALS"],
        [{ money: "2000000000" }, "MONEY_TOO_LARGE"],
      ];
      for (const [body, key, params] of cases) {
        for (const lang of ["tw", "en"] as const) expectRefused(await call(server, "user/recharge", { ...body, lang }, { token: p.token }), key, lang, params);
      }
      expect(await fundLines(server, p)).toEqual([]);
    });

    it("without an amount answers where to pay: the balance, the first USDT and bank channels, every active channel", async () => {
      const p = await player(server, { money: "250" });
      const empty = okData(await call(server, "user/recharge", {}, { token: p.token }));
      expect(empty).toEqual({ money: "250.00", usdt: "", bankname: "", banknum: "", bankxm: "", channels: [] });
      const save = async (channel: Parameters<typeof saveDepositChannel>[1]) => {
        const saved = await saveDepositChannel(server.deps, channel);
        if (!saved.ok) throw new Error(saved.error.code);
        return saved.value;
      };
      const usdt = await save({ operatorId: 1, id: null, kind: "usdt", network: "TRC20", address: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE", currencies: ["USDT"], min: "100", max: "100000", sortOrder: 2, instructions: { en: "TRC20 only", tw: "僅限 TRC20" } });
      await save({ operatorId: 1, id: null, kind: "bank", bankName: "Bank of Taiwan", holder: "Lottery Ltd.", accountNumber: "004-1234-5678901", currencies: ["TWD"], min: "100", max: "500000", sortOrder: 1 });
      await save({ operatorId: 1, id: null, kind: "bank", bankName: "Closed Bank", holder: "Old Ltd.", accountNumber: "999-0000-0000001", currencies: ["TWD"], min: "100", max: "500000", active: false });
      for (const kind of ["json", "form"] as const) {
        const data = okData(await call(server, "user/recharge", { money: "", lang: "en" }, { token: p.token, kind })) as Record<string, unknown> & { channels: Record<string, unknown>[] };
        expect(data).toMatchObject({ money: "250.00", usdt: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE", bankname: "Bank of Taiwan", banknum: "004-1234-5678901", bankxm: "Lottery Ltd." });
        expect(data.channels.map((c) => [c.type, c.min, c.max])).toEqual([["bank", "100.00", "500000.00"], ["usdt", "100.00", "100000.00"]]);
        expect(data.channels[1]).toMatchObject({ id: usdt.id, network: "TRC20", usdt: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE", currencies: ["USDT"], rate: "1:1", instructions: "TRC20 only" });
      }
      expect(await fundLines(server, p)).toMatchObject([{ type: 4 }]); // the gift only: nothing requested
    });

    it("with channel_id and reference records which channel was paid and what to match; bad ones are refused, storing nothing", async () => {
      const p = await player(server, { money: "1" });
      const saved = await saveDepositChannel(server.deps, { operatorId: 1, id: null, kind: "bank", bankName: "Cathay", holder: "Lottery Ltd.", accountNumber: "013-5555-666777", currencies: ["TWD"], min: "100", max: "900" });
      if (!saved.ok) throw new Error(saved.error.code);
      const bankId = saved.value.id;
      const data = okData(await call(server, "user/recharge", { money: "300", channel_id: String(bankId), reference: "Chen Mei 67890" }, { token: p.token }));
      expect(data).toMatchObject({ money: "300.00", currency: "TWD", channel_id: bankId, reference: "Chen Mei 67890" });
      const before = await fundLines(server, p);
      const cases: [Record<string, unknown>, Parameters<typeof expectRefused>[1], Record<string, string | number>?][] = [
        [{ money: "300", channel_id: String(bankId), reference: "Chen Mei" }, "DEPOSIT_PAYER_DIGITS_INVALID"],
        [{ money: "300", channel_id: String(bankId) }, "DEPOSIT_PAYER_NAME_REQUIRED"],
        [{ money: "901", channel_id: String(bankId), reference: "Chen 67890" }, "DEPOSIT_AMOUNT_RANGE", { min: "100.00", max: "900.00" }],
        [{ money: "300", channel_id: "99999", reference: "Chen 67890" }, "DEPOSIT_CHANNEL_UNAVAILABLE"],
        [{ money: "300", channel_id: "abc", reference: "Chen 67890" }, "INVALID_INPUT", { field: "channel_id" }],
        [{ money: "300", channel_id: String(bankId), reference: { x: 1 } }, "INVALID_INPUT", { field: "reference" }],
      ];
      for (const [body, key, params] of cases) {
        for (const lang of ["tw", "en"] as const) expectRefused(await call(server, "user/recharge", { ...body, lang }, { token: p.token }), key, lang, params);
      }
      expect(await fundLines(server, p)).toEqual(before);
    });

    it("gives visitors the notice to register first", async () => {
      const v = await player(server, { groupId: GROUP.visitor });
      expectRefused(await call(server, "user/recharge", { lang: "en" }, { token: v.token }), "VISITOR_NOT_ALLOWED", "en");
      expectRefused(await call(server, "user/recharge", { money: "200", lang: "tw" }, { token: v.token }), "VISITOR_NOT_ALLOWED", "tw");
      const en = await call(server, "user/recharge", { money: "200", lang: "en" }, { token: v.token });
      expect(en.json).toMatchObject({ code: 0, msg: "Visitors must register as a full member first" });
      expect(await fundLines(server, v)).toEqual([]);
    });
  });
});
