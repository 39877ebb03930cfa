import { randomBytes } from "node:crypto";
import type { AppDeps } from "../../../src/application/deps";
import { installGames, STANDARD_GAMES } from "../../../src/application/games/install-games";
import { tokenHash } from "../../../src/application/accounts/sessions";
import { playerAccount } from "../../../src/domain/wallet/ledger";
import { units } from "../../../src/domain/money";
import { DEFAULT_SCHEDULE } from "../../../src/domain/rounds/schedule";
import { GROUP } from "../../../src/domain/accounts/user";
import type { Store } from "../../../src/ports/store";
import { FastHasher, ManualClock, RecordingEventBus, SeededRandom, testSeedVault } from "../../support/fakes";

export interface BenchPlayer {
  readonly id: number;
  /** A live session's bearer token (what a logged-in client sends). */
  readonly token: string;
}

/**
 * Fills a fresh store with what the server needs to take load: the four games
 * and `count` players, each with 100,000.00 and a session. Written straight
 * through the repositories (a login per player would measure argon2, not bets).
 */
export async function seedPlayers(store: Store, count: number, nowMs: number): Promise<BenchPlayer[]> {
  const deps: AppDeps = {
    store,
    clock: new ManualClock(nowMs),
    events: new RecordingEventBus(),
    random: new SeededRandom("bench"),
    hasher: new FastHasher(), seedVault: testSeedVault,
    schedule: DEFAULT_SCHEDULE,
  };
  if ((await store.read((tx) => tx.games.list())).length === 0) {
    const installed = await installGames(deps, STANDARD_GAMES);
    if (!installed.ok) throw new Error(`installGames: ${installed.error.code}`);
  }
  const passwordHash = await deps.hasher.hash("bench-password");
  const players: BenchPlayer[] = [];
  for (let from = 0; from < count; from += 500) {
    await store.transaction(async (tx) => {
      for (let i = from; i < Math.min(count, from + 500); i++) {
        const user = await tx.users.create({
          username: `bench${i}`,
          nickname: "",
          mobile: "",
          passwordHash,
          role: "player",
          groupId: GROUP.player,
          inviterId: null,
          isSimulated: false,
          securityCodeHash: null,
          securityCodeFailures: 0,
          securityCodeLockedUntilMs: null,
          waterLimitPercent: 100,
          buyBanned: false,
          chatBanned: false,
          createdAtMs: nowMs,
        });
        if (!user) throw new Error(`bench${i} exists already`);
        const outcome = await tx.ledger.transfer({ id: `bench-deposit:${user.id}`, fromAccount: "world", toAccount: playerAccount(user.id, "available"), amountMinor: units(100_000), kind: "deposit", userId: user.id, ref: "bench", atMs: nowMs });
        if (outcome !== "created") throw new Error(`deposit ${outcome}`);
        const token = randomBytes(32).toString("hex");
        await tx.sessions.create({ tokenHash: tokenHash(token), userId: user.id, createdAtMs: nowMs, lastSeenAtMs: nowMs, revoked: false });
        players.push({ id: user.id, token });
      }
    });
  }
  return players;
}
