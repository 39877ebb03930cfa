import type { AppDeps } from "../../src/application/deps";
import { installContent } from "../../src/application/content/install-content";
import { registerUser } from "../../src/application/accounts/register-user";
import { requestRecharge } from "../../src/application/wallet/request-recharge";
import { approveDeposit } from "../../src/application/wallet/review-deposit";
import { RoundEngine } from "../../src/application/rounds/round-engine";
import type { ErrorCode, Result } from "../../src/domain/errors";
import { inviteCodeOf } from "../../src/domain/agents/invite-code-rules";
import { scheduleOf } from "../../src/application/rounds/schedule-book";
import { nextRoundAfter, roundAt } from "../../src/domain/rounds/schedule-versions";
import { GROUP } from "../../src/domain/accounts/user";
import { SimulatedClock } from "../clock";
import { demoContent } from "./content";
import { scheduleInForce } from "../../src/application/rounds/schedule-in-force";
import { saveDepositChannel } from "../../src/application/wallet/save-deposit-channel";
import { seedSupportContent } from "./support-content";
import { betsOnYesterday, payYesterday, seedPromotions, todayStartMsOf } from "./growth-demo";
import type { ScheduledRound } from "../../src/domain/rounds/schedule";

/** The demo's places to pay in: one bank account, one TRC20 address (made up: nothing is ever sent there). */
export const DEMO_DEPOSIT_CHANNELS = [
  {
    kind: "bank",
    bankName: "Bank of Taiwan",
    branch: "Xinyi Branch",
    holder: "Demo Lottery Ltd.",
    accountNumber: "004-1234-5678901",
    currencies: ["TWD", "USD", "HKD"],
    min: "100",
    max: "500000",
    instructions: {
      en: "Transfer the amount to this account, then enter your account name and the last 5 digits of your account.",
      tw: "請將金額轉入此帳戶，然後填寫您的帳戶名稱與帳號末 5 碼。",
      zh: "请将金额转入此账户，然后填写您的账户名称与账号末 5 位。",
    },
    sortOrder: 1,
  },
  {
    kind: "usdt",
    network: "TRC20",
    address: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE",
    currencies: ["USDT"],
    min: "100",
    max: "100000",
    instructions: {
      en: "Send USDT on the TRC20 network only, then enter the transaction hash.",
      tw: "僅限 TRC20 網路轉入 USDT，然後填寫交易哈希。",
      zh: "仅限 TRC20 网络转入 USDT，然后填写交易哈希。",
    },
    sortOrder: 2,
  },
] as const;

/** The demo's accounts, printed at start and in the README. */
export const DEMO_ACCOUNTS = {
  operator: { username: "admin", password: "admin123" },
  agent: { username: "agent", password: "agent123" },
  player: { username: "demo", password: "demo123", deposit: "10000.00" },
} as const;

const must = <T>(what: string, result: Result<T, ErrorCode>): T => {
  if (!result.ok) throw new Error(`demo seed: ${what} refused with ${result.error.code}`);
  return result.value;
};

/**
 * Seeds an empty database with the demo: an operator, an agent and a player
 * (invited by the agent, 10,000.00 deposited and approved through the real
 * flow), content in every language, and `historyDays` of past draws so that
 * draw lists, trends and candles have data at once; two more invited players
 * who bet yesterday, paid by yesterday's end-of-day run (rebates, a VIP level,
 * the agent's commission), and a running check-in and red packet. Does nothing if the demo
 * operator exists already.
 */
export async function seedDemo(deps: AppDeps, options: { historyDays: number }): Promise<boolean> {
  if (await deps.store.read((tx) => tx.users.byUsername(DEMO_ACCOUNTS.operator.username))) return false;
  const operator = must("operator", await registerUser(deps, DEMO_ACCOUNTS.operator, { systemAccount: true, role: "operator" }));
  const agent = must("agent", await registerUser(deps, DEMO_ACCOUNTS.agent, { systemAccount: true, groupId: GROUP.agent, nickname: "Agent" }));
  const player = must("player", await registerUser(deps, { ...DEMO_ACCOUNTS.player, inviteCode: String(inviteCodeOf(agent.id)) }));
  const deposit = must("deposit", await requestRecharge(deps, { userId: player.id, amount: DEMO_ACCOUNTS.player.deposit, currency: "TWD" }));
  must("approval", await approveDeposit(deps, { depositId: deposit.id, operatorId: operator.id, remark: "demo" }));
  must("content", await installContent(deps, demoContent(scheduleInForce(deps))));
  for (const channel of DEMO_DEPOSIT_CHANNELS) must("deposit channel", await saveDepositChannel(deps, { operatorId: operator.id, id: null, ...channel }));
  await seedSupportContent(deps, operator.id);
  // The growth engine at work (issue 40): invited players who played yesterday, paid by yesterday's end-of-day run.
  await seedHistory(deps, options.historyDays, betsOnYesterday(deps, { agentId: agent.id, operatorId: operator.id }, todayStartMsOf(deps)));
  if (options.historyDays > 0) await payYesterday(deps);
  await seedPromotions(deps, operator.id);
  return true;
}

/**
 * Plays the past `days` of rounds (no bets) on a simulated clock with the real
 * round engine, so every past draw has its commitment, revealed seed and
 * verifiable digits, on the same seed chains the live rounds continue.
 */
async function seedHistory(deps: AppDeps, days: number, atOpening?: (round: ScheduledRound, roundDeps: AppDeps) => Promise<void>): Promise<void> {
  const nowMs = deps.clock.nowMs();
  const clock = new SimulatedClock(nowMs - days * 86_400_000);
  const engine = new RoundEngine({ ...deps, clock });
  let round = roundAt(scheduleOf(deps), clock.nowMs()) ?? nextRoundAfter(scheduleOf(deps), clock.nowMs());
  clock.set(Math.max(clock.nowMs(), round.openAtMs));
  await engine.tick();
  while (round.drawAtMs <= nowMs) {
    if (atOpening && clock.nowMs() < round.closeAtMs) await atOpening(round, { ...deps, clock });
    clock.set(round.drawAtMs);
    await engine.tick();
    const next = nextRoundAfter(scheduleOf(deps), clock.nowMs() - 1);
    if (next.openAtMs > clock.nowMs()) {
      // A gap (outside the sales window): open the next round when its time comes.
      if (next.drawAtMs > nowMs) break;
      clock.set(next.openAtMs);
      await engine.tick();
    }
    round = next;
  }
}
