import { registerUser } from "../../src/application/accounts/register-user";
import { requestRecharge } from "../../src/application/wallet/request-recharge";
import { saveDepositChannel } from "../../src/application/wallet/save-deposit-channel";
import type { User } from "../../src/domain/accounts/user";
import type { DepositChannel } from "../../src/domain/wallet/deposit-channel";
import type { TestServer } from "./server";
import { newPlayer, ok } from "../trpc/helpers";

/**
 * Two named players (Chinese nicknames), four deposits (two through a bank
 * channel, with a payer name a spreadsheet would run as a formula) and two
 * withdrawals, all pending: what the queue filter and export tests read.
 */
export async function queueFixture(server: TestServer) {
  const operator = await newPlayer(server, { role: "operator" });
  const named = async (username: string, nickname: string): Promise<User> => {
    const user = ok(await registerUser(server.deps, { username, password: "secret123" }, { systemAccount: true }));
    await server.deps.store.transaction((tx) => tx.users.update(user.id, { nickname }));
    return user;
  };
  const alice = await named("alice_wang", "王小明");
  const bob = await named("bob_li", "李大同");
  const bank: DepositChannel = ok(
    await saveDepositChannel(server.deps, { operatorId: operator.user.id, id: null, kind: "bank", bankName: "Bank of Taiwan", branch: "Taipei", holder: "Lucky Ltd", accountNumber: "0123 4567 8901", currencies: ["TWD"], min: "100", max: "50000" }),
  );
  const ask = async (user: User, amount: string, channel: DepositChannel | null) =>
    ok(await requestRecharge(server.deps, { userId: user.id, amount, ...(channel ? { channelId: channel.id, reference: { payerName: "=王小明", accountLast5: "12345" } } : {}) })).id;
  const deposits = {
    alice100: await ask(alice, "100", null),
    alice500: await ask(alice, "500", bank),
    bob300: await ask(bob, "300", bank),
    bob150: await ask(bob, "150", null),
  };
  const withdraw = (user: User, amountMinor: number) =>
    server.deps.store.transaction(async (tx) => {
      const request = await tx.withdrawals.create({ userId: user.id, amountMinor, payoutType: 0, payoutAcc: "王小明", payoutAccName: "6222021234567890", payoutAccBank: "Bank of \"Taiwan\", Taipei", status: 0, remark: "", createdAtMs: server.clock.nowMs(), reviewedAtMs: null, fundLogId: 0 });
      return request!.id;
    });
  const withdrawals = { alice: await withdraw(alice, 20_000), bob: await withdraw(bob, 80_000) };
  return { operator, alice, bob, bank, deposits, withdrawals };
}
