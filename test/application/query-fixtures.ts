import { placeBet } from "../../src/application/betting/place-bet";
import { requestRecharge } from "../../src/application/wallet/request-recharge";
import { approveDeposit } from "../../src/application/wallet/review-deposit";
import { registerUser } from "../../src/application/accounts/register-user";
import { RoundEngine } from "../../src/application/rounds/round-engine";
import type { ErrorCode, Result } from "../../src/domain/errors";
import { units } from "../../src/domain/money";
import { inviteCodeOf } from "../../src/domain/agents/invite-code-rules";
import { DEFAULT_SCHEDULE, roundAt, type ScheduledRound } from "../../src/domain/rounds/schedule";
import { GROUP, type User } from "../../src/domain/accounts/user";
import type { BetRecord } from "../../src/domain/betting/bet";
import type { Store } from "../../src/ports/store";
import { createPlayer, FIRST_ROUND_2026_11_22_MS, testApp, type TestApp } from "../support/app";

/** Shared steps of the query tests: an app whose rounds run, players, agents and their teams. */

export const ROUND_MS = DEFAULT_SCHEDULE.roundSeconds * 1000;
/** Singapore's Beginner room: join limit 10, stakes 1..5000. */
export const ROOM = 11;
export const GAME = 1;
export const FIRST_ROUND = roundAt(DEFAULT_SCHEDULE, FIRST_ROUND_2026_11_22_MS)!;

export interface Scene {
  readonly app: TestApp;
  readonly engine: RoundEngine;
}

/** A test app at 2026-11-22 10:00 with its first rounds created. */
export async function scene(store: Store): Promise<Scene> {
  const app = await testApp(store);
  const engine = new RoundEngine(app.deps, { chainLength: 400 });
  await engine.tick();
  return { app, engine };
}

export function unwrap<T>(result: Result<T, ErrorCode>): T {
  if (!result.ok) throw new Error(`expected ok, got ${result.error.code} ${JSON.stringify(result.error.params ?? {})}`);
  return result.value;
}

export function codeOf<T>(result: Result<T, ErrorCode>): string {
  if (result.ok) throw new Error(`expected a refusal, got ${JSON.stringify(result.value)}`);
  return result.error.code;
}

/** The round running now, by the schedule. */
export const currentRound = ({ app }: Scene): ScheduledRound => roundAt(app.deps.schedule, app.deps.clock.nowMs())!;

/** Places bets of one stake on the current round. */
export async function bet(s: Scene, userId: number, playTypes: number[], stakeMinor = units(10), roomId = ROOM): Promise<BetRecord[]> {
  const placed = unwrap(await placeBet(s.app.deps, { userId, roomId, issue: currentRound(s).issue, playTypes, stakeMinor }));
  return [...placed.bets];
}

/** Runs the current round to settlement and moves the clock to the next round's opening. */
export async function finishRound(s: Scene): Promise<ScheduledRound> {
  const round = currentRound(s);
  s.app.clock.set(round.drawAtMs);
  await s.engine.tick();
  return round;
}

/** Runs `count` rounds in a row, each with no bets, and answers them in order. */
export async function playRounds(s: Scene, count: number): Promise<ScheduledRound[]> {
  const played: ScheduledRound[] = [];
  for (let i = 0; i < count; i++) played.push(await finishRound(s));
  return played;
}

let counter = 0;

/** An agent (group 3), registered through the real use case. */
export async function agent(s: Scene): Promise<User> {
  counter += 1;
  return unwrap(await registerUser(s.app.deps, { username: `agent_${counter}`, password: "secret123" }, { systemAccount: true, groupId: GROUP.agent }));
}

/** A player who registered with the agent's invite code. */
export async function recruit(s: Scene, inviter: User): Promise<User> {
  counter += 1;
  return unwrap(await registerUser(s.app.deps, { username: `member_${counter}`, password: "secret123", inviteCode: String(inviteCodeOf(inviter.id)) }));
}

/** Credits a deposit the real way: the player asks, an operator approves. */
export async function fund(s: Scene, userId: number, amountMinor: number): Promise<void> {
  const request = unwrap(await requestRecharge(s.app.deps, { userId, amount: amountMinor / 100 }));
  unwrap(await approveDeposit(s.app.deps, { depositId: request.id, operatorId: 999_999 }));
}

export { createPlayer };
