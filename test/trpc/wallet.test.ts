import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PLAY_TYPE } from "../../src/domain/betting/outcome";
import { GROUP } from "../../src/domain/accounts/user";
import { translate } from "../../adapters/i18n";
import { saveDepositChannel } from "../../src/application/wallet/save-deposit-channel";
import { legacyPost, type TestServer } from "../support/server";
import { currentRound, expectRefused, expectTranslated, finishRound, newPlayer, ok, ROOM, sqliteServer, TODAY, type Player } from "./helpers";

let server: TestServer;
let alice: Player;
beforeEach(async () => {
  server = await sqliteServer();
  alice = await newPlayer(server, { depositMinor: 100_000, waterLimitPercent: 0 });
});
afterEach(() => server.close());

const card = { type: 0 as const, acc: "Alice Chen", accName: "6222021234567890", accBank: "Bank of Taiwan" };
const usdt = { type: 1 as const, acc: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE", accName: "TRC20" };

/** A player ready to withdraw: a bank card and a security code. */
async function ready(player: Player): Promise<void> {
  await player.call.wallet.setPayoutMethod(card);
  await player.call.account.setSecurityCode({ newCode: "135790" });
}

describe("wallet.get", () => {
  it("answers money, lock_money, available and withdrawing in minor units", async () => {
    expect(await alice.call.wallet.get()).toEqual({ moneyMinor: 100_000, lockedMinor: 0, availableMinor: 100_000, withdrawingMinor: 0 });
    await ready(alice);
    await alice.call.wallet.withdraw({ amount: "150.50", payoutType: 0, securityCode: "135790" });
    expect(await alice.call.wallet.get()).toEqual({ moneyMinor: 84_950, lockedMinor: 0, availableMinor: 84_950, withdrawingMinor: 15_050 });
  });
});

describe("wallet.depositChannels and wallet.recharge through a channel", () => {
  it("lists the active channels and records the channel and reference; fund details show both", async () => {
    const channel = ok(
      await saveDepositChannel(server.deps, { operatorId: 1, id: null, kind: "usdt", network: "ERC20", address: "0x52908400098527886E0F7030069857D2E4169EE7", currencies: ["USDT"], min: "100", max: "2000" }),
    );
    ok(await saveDepositChannel(server.deps, { operatorId: 1, id: null, kind: "bank", bankName: "Off Bank", holder: "X", accountNumber: "123456789", currencies: ["TWD"], min: "100", max: "900", active: false }));
    expect((await alice.call.wallet.depositChannels()).map((c) => [c.id, c.network, c.address])).toEqual([[channel.id, "ERC20", "0x52908400098527886E0F7030069857D2E4169EE7"]]);
    const txHash = `0x${"5f".repeat(32)}`;
    const deposit = await alice.call.wallet.recharge({ amount: "120", channelId: channel.id, reference: { txHash } });
    expect(deposit).toMatchObject({ amountMinor: 12_000, currency: "USDT", status: 0, channelId: channel.id, reference: txHash });
    const funds = await alice.call.records.funds({ from: TODAY, to: TODAY, type: 0 });
    expect(funds.items[0]).toMatchObject({ status: 0, mark: `recharge 120.00 USDT · USDT ERC20 · ${txHash}` });
    await expectTranslated(server, "mutation", "wallet.recharge", { amount: "120", channelId: channel.id, reference: { txHash: "5f".repeat(32) } }, "DEPOSIT_TX_HASH_INVALID", { token: alice.token });
    await expectTranslated(server, "mutation", "wallet.recharge", { amount: "2500", channelId: channel.id, reference: { txHash } }, "DEPOSIT_AMOUNT_RANGE", { token: alice.token });
    expect((await alice.call.records.funds({ from: TODAY, to: TODAY, type: 0 })).items).toHaveLength(funds.items.length);
  });
});

describe("wallet.recharge", () => {
  it("records a deposit under review; nothing is credited until an operator approves", async () => {
    const deposit = await alice.call.wallet.recharge({ amount: "250.00", currency: "usdt" });
    expect(deposit).toMatchObject({ amountMinor: 25_000, currency: "USDT", status: 0 });
    expect((await alice.call.wallet.get()).moneyMinor).toBe(100_000);
    const funds = await alice.call.records.funds({ from: TODAY, to: TODAY, type: 0 });
    expect(funds.items[0]).toMatchObject({ type: 0, quantityMinor: 25_000, status: 0 });
    expect((await alice.call.wallet.recharge({ amount: 100 })).currency).toBe("TWD");
  });

  it("refuses under the minimum, a bad amount, an unknown currency and visitors", async () => {
    await expectRefused(alice.call.wallet.recharge({ amount: "99.99" }), "RECHARGE_MINIMUM");
    await expectTranslated(server, "mutation", "wallet.recharge", { amount: "99.99" }, "RECHARGE_MINIMUM", { token: alice.token, messages: [/100\.00/, /100\.00/] });
    await expectRefused(alice.call.wallet.recharge({ amount: "1e3" }), "MONEY_INVALID");
    await expectRefused(alice.call.wallet.recharge({ amount: "-100" }), "MONEY_NEGATIVE");
    await expectRefused(alice.call.wallet.recharge({ amount: "100", currency: "XYZ" }), "CURRENCY_UNKNOWN");
    await expectRefused(alice.call.wallet.recharge({ amount: "100", currency: "X".repeat(9) }), "INVALID_INPUT");
    await expectRefused(alice.call.wallet.recharge({ amount: "1".repeat(33) }), "INVALID_INPUT");
    const visitor = await newPlayer(server, { groupId: GROUP.visitor });
    await expectRefused(visitor.call.wallet.recharge({ amount: "100" }), "VISITOR_NOT_ALLOWED");
    await expectTranslated(server, "mutation", "wallet.recharge", { amount: "100" }, "VISITOR_NOT_ALLOWED", { token: visitor.token });
  });
});

describe("wallet.withdrawInfo", () => {
  it("lists money and the two payout methods, the card number masked to its last 4", async () => {
    expect(await alice.call.wallet.withdrawInfo()).toEqual({ moneyMinor: 100_000, payList: [null, null] });
    await alice.call.wallet.setPayoutMethod(card);
    await alice.call.wallet.setPayoutMethod(usdt);
    const info = await alice.call.wallet.withdrawInfo();
    expect(info.payList[0]).toEqual({ type: 0, acc: "Alice Chen", accName: "************7890", accBank: "Bank of Taiwan", mark: "", changedAtMs: null });
    expect(info.payList[1]).toMatchObject({ type: 1, acc: usdt.acc, accName: "trc20" });
    // Another player sees their own (empty) list, never Alice's.
    const bob = await newPlayer(server);
    expect((await bob.call.wallet.withdrawInfo()).payList).toEqual([null, null]);
  });

  it("gives a visitor the notice to register first, with the same code as legacy withdrawInfo", async () => {
    const visitor = await newPlayer(server, { groupId: GROUP.visitor });
    await expectRefused(visitor.call.wallet.withdrawInfo(), "VISITOR_NOT_ALLOWED");
    const legacy = await legacyPost(server, "user/withdrawInfo", {}, visitor.token);
    expect(legacy.json).toMatchObject({ code: 0, msg: translate("VISITOR_NOT_ALLOWED", "tw") });
  });
});

describe("wallet.withdraw", () => {
  it("holds the amount for review and writes an under-review fund line", async () => {
    await ready(alice);
    const request = await alice.call.wallet.withdraw({ amount: 200, payoutType: 0, securityCode: "135790" });
    expect(request).toMatchObject({ amountMinor: 20_000, payoutType: 0, status: 0 });
    const funds = await alice.call.records.funds({ from: TODAY, to: TODAY, type: 1 });
    expect(funds.items[0]).toMatchObject({ type: 1, quantityMinor: -20_000, status: 0 });
    expect(funds.items[0]!.mark).not.toContain("6222021234567890");
  });

  it("refuses in the order the player meets the rules, each with its code", async () => {
    await expectRefused(alice.call.wallet.withdraw({ payoutType: 0, securityCode: "135790" }), "WITHDRAW_AMOUNT_REQUIRED");
    await expectRefused(alice.call.wallet.withdraw({ amount: " ", payoutType: 0, securityCode: "135790" }), "WITHDRAW_AMOUNT_REQUIRED");
    await expectTranslated(server, "mutation", "wallet.withdraw", { amount: "", payoutType: 0, securityCode: "1" }, "WITHDRAW_AMOUNT_REQUIRED", { token: alice.token });
    await expectRefused(alice.call.wallet.withdraw({ amount: "abc", payoutType: 0, securityCode: "135790" }), "MONEY_INVALID");
    await expectRefused(alice.call.wallet.withdraw({ amount: "99.99", payoutType: 0, securityCode: "135790" }), "WITHDRAW_MINIMUM");
    await expectRefused(alice.call.wallet.withdraw({ amount: "1000.01", payoutType: 0, securityCode: "135790" }), "WITHDRAW_INSUFFICIENT");
    await expectTranslated(server, "mutation", "wallet.withdraw", { amount: "1000.01", payoutType: 0, securityCode: "1" }, "WITHDRAW_INSUFFICIENT", {
      token: alice.token,
      messages: [/1,000\.00/, /1,000\.00/],
    });
    await expectRefused(alice.call.wallet.withdraw({ amount: "100", payoutType: 0, securityCode: "135790" }), "PAYOUT_METHOD_MISSING");
    await alice.call.wallet.setPayoutMethod(card);
    await expectRefused(alice.call.wallet.withdraw({ amount: "100", payoutType: 1, securityCode: "135790" }), "PAYOUT_METHOD_MISSING");
    await expectRefused(alice.call.wallet.withdraw({ amount: "100", payoutType: 0, securityCode: "135790" }), "SECURITY_CODE_NOT_SET");
    await expectTranslated(server, "mutation", "wallet.withdraw", { amount: "100", payoutType: 0, securityCode: "135790" }, "SECURITY_CODE_NOT_SET", { token: alice.token });
    await alice.call.account.setSecurityCode({ newCode: "135790" });
    await expectRefused(alice.call.wallet.withdraw({ amount: "100", payoutType: 0, securityCode: "000000" }), "SECURITY_CODE_WRONG");
    await expectTranslated(server, "mutation", "wallet.withdraw", { amount: "100", payoutType: 0, securityCode: "000000" }, "SECURITY_CODE_WRONG", {
      token: alice.token,
      messages: [/3/, /2/], // each wrong entry counts: 4 tries left after the first, then 3, then 2
    });
    await expectRefused(alice.call.wallet.withdraw({ amount: "100", payoutType: 0, securityCode: "000000" }), "SECURITY_CODE_WRONG");
    await expectRefused(alice.call.wallet.withdraw({ amount: "100", payoutType: 0, securityCode: "000000" }), "SECURITY_CODE_LOCKED", "TOO_MANY_REQUESTS");
    // Locked: even the right code is refused until the lock runs out.
    await expectRefused(alice.call.wallet.withdraw({ amount: "100", payoutType: 0, securityCode: "135790" }), "SECURITY_CODE_LOCKED");
    server.clock.advance(16 * 60_000);
    await alice.call.wallet.withdraw({ amount: "100", payoutType: 0, securityCode: "135790" });
    await expectRefused(alice.call.wallet.withdraw({ amount: "100", payoutType: 0, securityCode: "135790" }), "WITHDRAW_PENDING_EXISTS");
  });

  it("refuses until the day's turnover reaches the deposits, and visitors always", async () => {
    // Bob's turnover requirement is half his deposits: 500.00 of stakes settled today.
    const bob = await newPlayer(server, { depositMinor: 100_000, waterLimitPercent: 50 });
    await ready(bob);
    await expectRefused(bob.call.wallet.withdraw({ amount: "100", payoutType: 0, securityCode: "135790" }), "WITHDRAW_TURNOVER");
    await expectTranslated(server, "mutation", "wallet.withdraw", { amount: "100", payoutType: 0, securityCode: "135790" }, "WITHDRAW_TURNOVER", {
      token: bob.token,
      messages: [/500\.00/, /500\.00/],
    });
    const issue = currentRound(server).issue;
    await bob.call.bet.place({ roomId: ROOM, issue, playTypes: [PLAY_TYPE.big], stake: "499.99", expectedTotal: "499.99" });
    await finishRound(server);
    // 499.99 of the 500.00 needed: still short by a cent.
    await expectRefused(bob.call.wallet.withdraw({ amount: "100", payoutType: 0, securityCode: "135790" }), "WITHDRAW_TURNOVER");
    await bob.call.bet.place({ roomId: ROOM, issue: currentRound(server).issue, playTypes: [PLAY_TYPE.small], stake: "1", expectedTotal: "1" });
    await finishRound(server);
    await bob.call.wallet.withdraw({ amount: "100", payoutType: 0, securityCode: "135790" });

    const visitor = await newPlayer(server, { groupId: GROUP.visitor });
    await expectRefused(visitor.call.wallet.withdraw({ amount: "100", payoutType: 0, securityCode: "135790" }), "VISITOR_NOT_ALLOWED");
  });

  it("refuses malformed input", async () => {
    await expectRefused(alice.call.wallet.withdraw({ amount: "100", payoutType: 2 as 0, securityCode: "135790" }), "INVALID_INPUT");
    await expectRefused(alice.call.wallet.withdraw({ amount: "100", payoutType: 0, securityCode: "1".repeat(17) }), "INVALID_INPUT");
  });
});

describe("wallet.payoutMethod and wallet.setPayoutMethod", () => {
  it("saves, reads back and replaces the caller's own bank card and virtual wallet", async () => {
    expect(await alice.call.wallet.payoutMethod({ type: 0 })).toBeNull();
    // The card number comes back masked to its last 4, as the legacy payInfo shows it: one policy for both APIs.
    const shown = { ...card, accName: "************7890", mark: "salary", changedAtMs: null };
    expect(await alice.call.wallet.setPayoutMethod({ ...card, mark: "salary" })).toEqual(shown);
    expect(await alice.call.wallet.payoutMethod({ type: 0 })).toEqual(shown);
    const legacy = await legacyPost(server, "user/payInfo", { type: 0 }, alice.token);
    expect(legacy.json.data).toMatchObject({ acc_name: shown.accName });
    expect(await alice.call.wallet.setPayoutMethod(usdt)).toEqual({ type: 1, acc: usdt.acc, accName: "trc20", accBank: "", mark: "", changedAtMs: null });
    // Replacing bound details needs the security code; the player is told, and withdrawals to them wait.
    await expectRefused(alice.call.wallet.setPayoutMethod({ ...card, accBank: "Cathay" }), "SECURITY_CODE_NOT_SET");
    await alice.call.account.setSecurityCode({ newCode: "246813" });
    await expectRefused(alice.call.wallet.setPayoutMethod({ ...card, accBank: "Cathay" }), "SECURITY_CODE_FORMAT");
    expect(await alice.call.wallet.setPayoutMethod({ ...card, accBank: "Cathay", securityCode: "246813" })).toMatchObject({ accBank: "Cathay", changedAtMs: server.clock.nowMs() });
    expect((await alice.call.wallet.payoutMethod({ type: 0 }))!.accBank).toBe("Cathay");
    const inbox = await alice.call.notices.inbox({ page: 1 });
    expect(JSON.stringify(inbox)).toContain(translate("PAYOUT_CHANGED_TITLE", "tw"));
    // Another player never sees them: there is no way to name another player's method.
    const bob = await newPlayer(server);
    expect(await bob.call.wallet.payoutMethod({ type: 0 })).toBeNull();
    expect(await bob.call.wallet.payoutMethod({ type: 1 })).toBeNull();
  });

  it("refuses each missing or malformed field with its code", async () => {
    await expectRefused(alice.call.wallet.setPayoutMethod({ ...card, acc: " " }), "PAYOUT_HOLDER_REQUIRED");
    await expectRefused(alice.call.wallet.setPayoutMethod({ ...card, accName: "" }), "PAYOUT_CARD_REQUIRED");
    await expectRefused(alice.call.wallet.setPayoutMethod({ ...card, accName: "12ab" }), "PAYOUT_CARD_INVALID");
    await expectRefused(alice.call.wallet.setPayoutMethod({ ...card, accBank: undefined }), "PAYOUT_BANK_REQUIRED");
    await expectRefused(alice.call.wallet.setPayoutMethod({ ...usdt, acc: "" }), "PAYOUT_ADDRESS_REQUIRED");
    await expectRefused(alice.call.wallet.setPayoutMethod({ ...usdt, accName: "btc" }), "PAYOUT_WALLET_TYPE_REQUIRED");
    await expectRefused(alice.call.wallet.setPayoutMethod({ ...card, acc: "x".repeat(65) }), "INVALID_INPUT");
    await expectRefused(alice.call.wallet.setPayoutMethod({ ...card, acc: "x".repeat(257) }), "INVALID_INPUT");
    await expectRefused(alice.call.wallet.payoutMethod({ type: 3 as 0 }), "INVALID_INPUT");
    await expectTranslated(server, "mutation", "wallet.setPayoutMethod", { ...card, accName: "12ab" }, "PAYOUT_CARD_INVALID", { token: alice.token, langs: ["en", "tw"] });
    await expectTranslated(server, "mutation", "wallet.setPayoutMethod", { ...usdt, accName: "btc" }, "PAYOUT_WALLET_TYPE_REQUIRED", { token: alice.token });
    expect(await alice.call.wallet.payoutMethod({ type: 0 })).toBeNull();
  });
});
