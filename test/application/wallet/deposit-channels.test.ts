import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { depositQueue } from "../../../src/application/wallet/review-queues";
import { saveDepositChannel, type SaveDepositChannelInput } from "../../../src/application/wallet/save-deposit-channel";
import { approveDeposit, rejectDeposit } from "../../../src/application/wallet/review-deposit";
import { requestRecharge, type RequestRechargeInput } from "../../../src/application/wallet/request-recharge";
import type { DepositChannel } from "../../../src/domain/wallet/deposit-channel";
import type { Store } from "../../../src/ports/store";
import { testApp, type TestApp } from "../../support/app";
import { forEachStore } from "../../support/stores";
import { OPERATOR_ID, balancesOf, expectLedgerBalanced, fundLogOf, newUser, refusal, unwrap } from "../wallet-fixtures";

const TRC20_ADDRESS = "TQ5NUm3qTTVyJXc7CuVTZyPdhHSJqdrZUn";
const ERC20_ADDRESS = "0x52908400098527886E0F7030069857D2E4169EE7";
const hash = (digit: string) => digit.repeat(64);

const BANK: Omit<SaveDepositChannelInput, "operatorId" | "id"> = {
  kind: "bank",
  bankName: "Bank of Taiwan",
  branch: "Taipei",
  holder: "Lucky Ltd",
  accountNumber: "0123 4567 8901",
  currencies: ["TWD", "HKD"],
  min: "100",
  max: "50000",
};
const USDT: Omit<SaveDepositChannelInput, "operatorId" | "id"> = { kind: "usdt", network: "TRC20", address: TRC20_ADDRESS, currencies: ["USDT"], min: "100", max: "10000" };

forEachStore((_name, open) => {
  let store: Store;
  let app: TestApp;
  let bank: DepositChannel;
  let usdt: DepositChannel;
  beforeEach(async () => {
    store = await open();
    app = await testApp(store, { games: false });
    bank = unwrap(await saveDepositChannel(app.deps, { ...BANK, operatorId: OPERATOR_ID, id: null }));
    usdt = unwrap(await saveDepositChannel(app.deps, { ...USDT, operatorId: OPERATOR_ID, id: null }));
  });
  afterEach(async () => {
    await expectLedgerBalanced(app);
    await store.close();
  });

  const audit = () => store.read((tx) => tx.audit.list({ operatorId: null, action: null, targetType: null, targetId: null }, { offset: 0, limit: 50 }));
  const deposits = (userId: number) => store.read((tx) => tx.deposits.list({ status: null, userId }, { offset: 0, limit: 50 }));

  describe("deposit channels (operator)", () => {
    it("writes an audit line for each change; switching one off keeps it, and players no longer see it", async () => {
      const lines = await audit();
      expect(lines.map((l) => [l.action, l.target.id])).toEqual([
        ["depositChannel.save", String(usdt.id)],
        ["depositChannel.save", String(bank.id)],
      ]);
      expect(lines[1]!.before).toBeNull();
      const off = unwrap(await saveDepositChannel(app.deps, { ...BANK, operatorId: OPERATOR_ID, id: bank.id, active: false }));
      expect(off).toMatchObject({ id: bank.id, active: false });
      const [latest] = await audit();
      expect(latest).toMatchObject({ action: "depositChannel.save", before: { active: true }, after: { active: false } });
      expect((await store.read((tx) => tx.depositChannels.list({ activeOnly: true }))).map((c) => c.id)).toEqual([usdt.id]);
      expect((await store.read((tx) => tx.depositChannels.list({ activeOnly: false }))).map((c) => c.id).sort()).toEqual([bank.id, usdt.id].sort());
    });

    it("refuses a minimum below 100, a maximum below the minimum, an unknown currency or a malformed address, storing nothing", async () => {
      const before = (await audit()).length;
      const save = (change: Partial<SaveDepositChannelInput>) => saveDepositChannel(app.deps, { ...USDT, operatorId: OPERATOR_ID, id: null, ...change });
      expect(refusal(await save({ min: "99.99" }))).toEqual({ code: "RECHARGE_MINIMUM", params: { minimum: "100.00" } });
      expect(refusal(await save({ min: "500", max: "400" }))).toMatchObject({ code: "INVALID_INPUT", params: { field: "max" } });
      expect(refusal(await save({ currencies: ["DOGE"] }))).toEqual({ code: "CURRENCY_UNKNOWN" });
      expect(refusal(await save({ network: "ERC20" }))).toMatchObject({ code: "INVALID_INPUT", params: { field: "address" } });
      expect(refusal(await save({ kind: "bank", bankName: "", holder: "x", accountNumber: "123456" }))).toMatchObject({ code: "NAME_REQUIRED" });
      expect((await audit()).length).toBe(before);
    });
  });

  describe("a deposit through a channel", () => {
    it("takes the channel's first currency, stores the reference, and shows channel and reference on the fund line", async () => {
      const user = await newUser(app);
      const request = unwrap(await requestRecharge(app.deps, { userId: user.id, amount: "300", channelId: bank.id, reference: { payerName: " Wang  Xiaoming ", accountLast5: "12345" } }));
      expect(request).toMatchObject({ currency: "TWD", channelId: bank.id, reference: "Wang Xiaoming 12345", txHash: null, status: 0 });
      const [line] = await fundLogOf(app, user.id);
      expect(line!.mark).toBe("recharge 300.00 TWD · Bank of Taiwan · Wang Xiaoming 12345");
      const viaUsdt = unwrap(await requestRecharge(app.deps, { userId: user.id, amount: 150, channelId: usdt.id, reference: { txHash: hash("A") } }));
      expect(viaUsdt).toMatchObject({ currency: "USDT", reference: hash("a"), txHash: hash("a") });
    });

    it("refuses what the channel does not take: off or unknown channels, other currencies, amounts outside its limits, malformed references", async () => {
      const user = await newUser(app);
      unwrap(await saveDepositChannel(app.deps, { ...BANK, operatorId: OPERATOR_ID, id: bank.id, active: false }));
      const erc = unwrap(await saveDepositChannel(app.deps, { ...USDT, network: "ERC20", address: ERC20_ADDRESS, operatorId: OPERATOR_ID, id: null }));
      const ask = (change: Partial<RequestRechargeInput>) => requestRecharge(app.deps, { userId: user.id, amount: "200", channelId: usdt.id, reference: { txHash: hash("b") }, ...change });
      expect(refusal(await ask({ channelId: bank.id, reference: { payerName: "W", accountLast5: "12345" } }))).toEqual({ code: "DEPOSIT_CHANNEL_UNAVAILABLE" });
      expect(refusal(await ask({ channelId: 9999 }))).toEqual({ code: "DEPOSIT_CHANNEL_UNAVAILABLE" });
      expect(refusal(await ask({ currency: "TWD" }))).toEqual({ code: "DEPOSIT_CURRENCY_NOT_ACCEPTED", params: { currencies: "USDT" } });
      expect(refusal(await ask({ amount: "10000.01" }))).toEqual({ code: "DEPOSIT_AMOUNT_RANGE", params: { min: "100.00", max: "10000.00" } });
      expect(refusal(await ask({ amount: "99" }))).toEqual({ code: "RECHARGE_MINIMUM", params: { minimum: "100.00" } });
      expect(refusal(await ask({ reference: { txHash: hash("g") } }))).toEqual({ code: "DEPOSIT_TX_HASH_INVALID", params: { network: "TRC20" } });
      expect(refusal(await ask({ reference: { txHash: `0x${hash("b")}` } }))).toEqual({ code: "DEPOSIT_TX_HASH_INVALID", params: { network: "TRC20" } });
      expect(refusal(await ask({ reference: null }))).toEqual({ code: "DEPOSIT_TX_HASH_INVALID", params: { network: "TRC20" } });
      expect(refusal(await ask({ channelId: erc.id, reference: { txHash: hash("b") } }))).toEqual({ code: "DEPOSIT_TX_HASH_INVALID", params: { network: "ERC20" } });
      unwrap(await ask({ channelId: erc.id, reference: { txHash: `0X${hash("B")}`.replace("0X", "0x") } }));
      expect(await deposits(user.id)).toHaveLength(1);

      const open = unwrap(await saveDepositChannel(app.deps, { ...BANK, operatorId: OPERATOR_ID, id: null }));
      const bankAsk = (reference: RequestRechargeInput["reference"]) => ask({ channelId: open.id, reference });
      expect(refusal(await bankAsk({ accountLast5: "12345" }))).toEqual({ code: "DEPOSIT_PAYER_NAME_REQUIRED" });
      expect(refusal(await bankAsk({ payerName: "Wang", accountLast5: "1234" }))).toEqual({ code: "DEPOSIT_PAYER_DIGITS_INVALID" });
      expect(refusal(await bankAsk({ payerName: "Wang", accountLast5: "12a45" }))).toEqual({ code: "DEPOSIT_PAYER_DIGITS_INVALID" });
      expect(refusal(await bankAsk({ text: "Wang" }))).toEqual({ code: "DEPOSIT_PAYER_DIGITS_INVALID" });
      expect(refusal(await bankAsk({ text: "12345" }))).toEqual({ code: "DEPOSIT_PAYER_NAME_REQUIRED" });
      expect(unwrap(await bankAsk({ text: "Wang Xiaoming, 54321" })).reference).toBe("Wang Xiaoming 54321");
      expect(await deposits(user.id)).toHaveLength(2);
    });
  });

  describe("a USDT transaction hash is credited once", () => {
    it("refuses the twin's approval and any new request with a credited hash; the balance rises once", async () => {
      const user = await newUser(app);
      const other = await newUser(app);
      const first = unwrap(await requestRecharge(app.deps, { userId: user.id, amount: "500", channelId: usdt.id, reference: { txHash: hash("c") } }));
      const twin = unwrap(await requestRecharge(app.deps, { userId: other.id, amount: "500", channelId: usdt.id, reference: { txHash: hash("C") } }));
      unwrap(await approveDeposit(app.deps, { depositId: first.id, operatorId: OPERATOR_ID }));
      expect(refusal(await approveDeposit(app.deps, { depositId: twin.id, operatorId: OPERATOR_ID }))).toEqual({ code: "DEPOSIT_TX_HASH_CREDITED" });
      expect((await store.read((tx) => tx.deposits.byId(twin.id)))!.status).toBe(0);
      expect(refusal(await requestRecharge(app.deps, { userId: user.id, amount: "500", channelId: usdt.id, reference: { txHash: hash("c") } }))).toEqual({ code: "DEPOSIT_TX_HASH_CREDITED" });
      expect((await balancesOf(app, user.id)).availableMinor).toBe(50_000);
      expect((await balancesOf(app, other.id)).availableMinor).toBe(0);
      // The twin can still be rejected, with the reason the player reads.
      unwrap(await rejectDeposit(app.deps, { depositId: twin.id, operatorId: OPERATOR_ID, remark: "hash already credited" }));
      const queue = unwrap(await depositQueue(app.deps, { status: null, userId: other.id, page: 1 }));
      expect(queue.items[0]).toMatchObject({ id: twin.id, referenceUsedBy: first.id, channel: { id: usdt.id, label: "USDT TRC20", kind: "usdt" } });
    });

    it("two operators approving twin requests at the same moment credit exactly once", async () => {
      for (let round = 0; round < 5; round += 1) {
        const user = await newUser(app);
        const txHash = hash(String(round));
        const twins = [
          unwrap(await requestRecharge(app.deps, { userId: user.id, amount: "100", channelId: usdt.id, reference: { txHash } })),
          unwrap(await requestRecharge(app.deps, { userId: user.id, amount: "100", channelId: usdt.id, reference: { txHash } })),
        ];
        const results = await Promise.all(twins.map((d, i) => approveDeposit(app.deps, { depositId: d.id, operatorId: OPERATOR_ID + i })));
        expect(results.filter((r) => r.ok)).toHaveLength(1);
        expect(results.filter((r) => !r.ok).map((r) => refusal(r))).toEqual([{ code: "DEPOSIT_TX_HASH_CREDITED" }]);
        expect((await balancesOf(app, user.id)).availableMinor).toBe(10_000);
        const statuses = (await deposits(user.id)).map((d) => d.status).sort();
        expect(statuses).toEqual([0, 1]);
      }
    });
  });

  describe("the deposit queue", () => {
    it("shows each request's channel and reference, and warns when an approved deposit already used the reference", async () => {
      const a = await newUser(app);
      const b = await newUser(app);
      const reference = { payerName: "Chen", accountLast5: "77777" };
      const first = unwrap(await requestRecharge(app.deps, { userId: a.id, amount: "100", channelId: bank.id, reference }));
      const again = unwrap(await requestRecharge(app.deps, { userId: b.id, amount: "100", channelId: bank.id, reference }));
      const bare = unwrap(await requestRecharge(app.deps, { userId: b.id, amount: "100" }));
      let queue = unwrap(await depositQueue(app.deps, { status: 0, page: 1 }));
      expect(queue.items.map((i) => [i.id, i.referenceUsedBy])).toEqual([
        [first.id, null],
        [again.id, null],
        [bare.id, null],
      ]);
      unwrap(await approveDeposit(app.deps, { depositId: first.id, operatorId: OPERATOR_ID }));
      queue = unwrap(await depositQueue(app.deps, { status: 0, page: 1 }));
      expect(queue.items).toEqual([
        expect.objectContaining({ id: again.id, reference: "Chen 77777", referenceUsedBy: first.id, channel: { id: bank.id, label: "Bank of Taiwan", kind: "bank" }, receipt: null }),
        expect.objectContaining({ id: bare.id, reference: "", referenceUsedBy: null, channel: null }),
      ]);
    });
  });
});
