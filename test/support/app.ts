import type { AppDeps } from "../../src/application/deps";
import { installGames, STANDARD_GAMES } from "../../src/application/games/install-games";
import { inTransaction } from "../../src/application/unit-of-work";
import { playerAccount } from "../../src/domain/wallet/ledger";
import type { Minor } from "../../src/domain/money";
import { DEFAULT_SCHEDULE, type ScheduleConfig } from "../../src/domain/rounds/schedule";
import { GROUP, type GroupId, type User } from "../../src/domain/accounts/user";
import type { Store } from "../../src/ports/store";
import { FastHasher, ManualClock, RecordingEventBus, SeededRandom, testSeedVault } from "./fakes";

/** 2026-11-22 10:00 Asia/Taipei: the first round of that sales day opens. */
export const FIRST_ROUND_2026_11_22_MS = Date.UTC(2026, 10, 22, 2, 0, 0);

export interface TestApp {
  readonly deps: AppDeps;
  readonly clock: ManualClock;
  readonly events: RecordingEventBus;
}

/** Deps over a real store with a manual clock, seeded randomness and the fast hasher. */
export async function testApp(store: Store, options: { schedule?: ScheduleConfig; startMs?: number; seed?: string; games?: boolean } = {}): Promise<TestApp> {
  const clock = new ManualClock(options.startMs ?? FIRST_ROUND_2026_11_22_MS);
  const events = new RecordingEventBus();
  const deps: AppDeps = {
    store,
    clock,
    events,
    random: new SeededRandom(options.seed ?? "test"),
    hasher: new FastHasher(), seedVault: testSeedVault,
    schedule: options.schedule ?? DEFAULT_SCHEDULE,
  };
  if (options.games !== false) {
    const installed = await installGames(deps, STANDARD_GAMES);
    if (!installed.ok) throw new Error(`installGames: ${installed.error.code}`);
  }
  return { deps, clock, events };
}

let userCounter = 0;

/** Creates a player directly in the store (no invite code needed) and credits a deposit to it. */
export async function createPlayer(app: Pick<TestApp, "deps">, options: { balanceMinor?: Minor; groupId?: GroupId; username?: string } = {}): Promise<User> {
  const { deps } = app;
  const result = await inTransaction(deps, async ({ tx }) => {
    userCounter += 1;
    const user = await tx.users.create({
      username: options.username ?? `player${userCounter}_${deps.clock.nowMs() % 100000}`,
      nickname: "",
      mobile: "",
      passwordHash: await deps.hasher.hash("secret123"),
      role: "player",
      groupId: options.groupId ?? GROUP.player,
      inviterId: null,
      isSimulated: false,
      securityCodeHash: null,
      securityCodeFailures: 0,
      securityCodeLockedUntilMs: null,
      waterLimitPercent: 100,
      buyBanned: false,
      chatBanned: false,
      createdAtMs: deps.clock.nowMs(),
    });
    if (!user) throw new Error("username taken");
    if ((options.balanceMinor ?? 0) > 0) {
      const outcome = await tx.ledger.transfer({
        id: `test-deposit:${user.id}`,
        fromAccount: "world",
        toAccount: playerAccount(user.id, "available"),
        amountMinor: options.balanceMinor!,
        kind: "deposit",
        userId: user.id,
        ref: "test",
        atMs: deps.clock.nowMs(),
      });
      if (outcome !== "created") throw new Error(`deposit ${outcome}`);
    }
    return user;
  });
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
}
