import type { AppDeps } from "../../src/application/deps";
import { installContent } from "../../src/application/install-content";
import { registerUser } from "../../src/application/register-user";
import { requestRecharge } from "../../src/application/request-recharge";
import { approveDeposit } from "../../src/application/review-deposit";
import { RoundEngine } from "../../src/application/rounds/round-engine";
import type { Result } from "../../src/domain/errors";
import { inviteCodeOf } from "../../src/domain/rules/invite-code";
import { scheduleOf } from "../../src/application/schedule-book";
import { nextRoundAfter, roundAt } from "../../src/domain/schedule-versions";
import { GROUP } from "../../src/domain/user";
import { SimulatedClock } from "../clock";
import { DEMO_CONTENT } from "./content";

/** The demo's accounts, printed at start and in the README. */
export const DEMO_ACCOUNTS = {
  operator: { username: "admin", password: "admin123" },
  agent: { username: "agent", password: "agent123" },
  player: { username: "demo", password: "demo123", deposit: "10000.00" },
} as const;

const must = <T>(what: string, result: Result<T>): T => {
  if (!result.ok) throw new Error(`demo seed: ${what} refused with ${result.error.code}`);
  return result.value;
};

/**
 * Seeds an empty database with the demo: an operator, an agent and a player
 * (invited by the agent, 10,000.00 deposited and approved through the real
 * flow), content in every language, and `historyDays` of past draws so that
 * draw lists, trends and candles have data at once. Does nothing if the demo
 * operator exists already.
 */
export async function seedDemo(deps: AppDeps, options: { historyDays: number }): Promise<boolean> {
  if (await deps.store.read((tx) => tx.users.byUsername(DEMO_ACCOUNTS.operator.username))) return false;
  const operator = must("operator", await registerUser(deps, DEMO_ACCOUNTS.operator, { systemAccount: true, role: "operator" }));
  const agent = must("agent", await registerUser(deps, DEMO_ACCOUNTS.agent, { systemAccount: true, groupId: GROUP.agent, nickname: "Agent" }));
  const player = must("player", await registerUser(deps, { ...DEMO_ACCOUNTS.player, inviteCode: String(inviteCodeOf(agent.id)) }));
  const deposit = must("deposit", await requestRecharge(deps, { userId: player.id, amount: DEMO_ACCOUNTS.player.deposit, currency: "TWD" }));
  must("approval", await approveDeposit(deps, { depositId: deposit.id, operatorId: operator.id, remark: "demo" }));
  must("content", await installContent(deps, DEMO_CONTENT));
  await seedHistory(deps, options.historyDays);
  return true;
}

/**
 * Plays the past `days` of rounds (no bets) on a simulated clock with the real
 * round engine, so every past draw has its commitment, revealed seed and
 * verifiable digits, on the same seed chains the live rounds continue.
 */
async function seedHistory(deps: AppDeps, days: number): Promise<void> {
  const nowMs = deps.clock.nowMs();
  const clock = new SimulatedClock(nowMs - days * 86_400_000);
  const engine = new RoundEngine({ ...deps, clock });
  let round = roundAt(scheduleOf(deps), clock.nowMs()) ?? nextRoundAfter(scheduleOf(deps), clock.nowMs());
  clock.set(Math.max(clock.nowMs(), round.openAtMs));
  await engine.tick();
  while (round.drawAtMs <= nowMs) {
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
