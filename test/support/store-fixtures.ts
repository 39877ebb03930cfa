import type { NewBet } from "../../src/domain/betting/bet";
import type { Game, Room } from "../../src/domain/games/game";
import type { Transfer } from "../../src/domain/wallet/ledger";
import type { RoundRecord } from "../../src/domain/rounds/round";
import type { NewUser, User } from "../../src/domain/accounts/user";
import type { StoreTx } from "../../src/ports/store";

/** Small builders for store-level tests: valid defaults, override what matters. */

export const T0 = 1_767_225_600_000; // 2026-01-01T00:00:00Z: ms values above 2^31, as in production.

export function newUser(overrides: Partial<NewUser> = {}): NewUser {
  return {
    username: "alice",
    nickname: "Alice",
    mobile: "13800000000",
    passwordHash: "argon2id$hash",
    role: "player",
    groupId: 1,
    inviterId: null,
    isSimulated: false,
    securityCodeHash: null,
    securityCodeFailures: 0,
    securityCodeLockedUntilMs: null,
    waterLimitPercent: 100,
    buyBanned: false,
    chatBanned: false,
    createdAtMs: T0,
    ...overrides,
  };
}

export async function createUser(tx: StoreTx, overrides: Partial<NewUser> = {}): Promise<User> {
  const user = await tx.users.create(newUser(overrides));
  if (!user) throw new Error(`username taken: ${overrides.username ?? "alice"}`);
  return user;
}

export const game = (overrides: Partial<Game> = {}): Game => ({ id: 1, name: "Sum 3", onSale: true, sortOrder: 1, ...overrides });

export const room = (overrides: Partial<Room> = {}): Room => ({
  id: 0,
  gameId: 1,
  title: "Beginner",
  tier: 0,
  joinLimitMinor: 0,
  minStakeMinor: 100,
  maxStakeMinor: 1_000_000,
  maxRoundStakeMinor: 5_000_000,
  ...overrides,
});

export function round(overrides: Partial<RoundRecord> = {}): RoundRecord {
  return {
    gameId: 1,
    issue: "20260101-0001",
    openAtMs: T0,
    closeAtMs: T0 + 50_000,
    drawAtMs: T0 + 60_000,
    status: "open",
    chainId: 1,
    chainIndex: 1,
    commitment: "ab".repeat(32),
    revealedSeed: null,
    digits: null,
    drawScheme: 2,
    betsRoot: null,
    voided: null,
    ...overrides,
  };
}

/** A game with a seed chain, one room and one open round: what a bet needs to exist. */
export async function seedGame(tx: StoreTx, gameId = 1): Promise<{ roomId: number; chainId: number; issue: string }> {
  await tx.games.upsert(game({ id: gameId }));
  const chain = await tx.seedChains.create({ gameId, sealedTop: "cd".repeat(32), length: 1000, anchor: "ef".repeat(32), createdAtMs: T0 });
  const roomId = await tx.games.upsertRoom(room({ gameId }));
  const issue = "20260101-0001";
  await tx.rounds.create(round({ gameId, issue, chainId: chain.id }));
  return { roomId, chainId: chain.id, issue };
}

let betSeq = 0;
export function newBet(overrides: Partial<NewBet> & Pick<NewBet, "userId" | "roomId">): NewBet {
  betSeq += 1;
  return {
    orderNo: `B${betSeq}`,
    gameId: 1,
    issue: "20260101-0001",
    playType: 1,
    stakeMinor: 1000,
    oddsHundredths: 194,
    placedAtMs: T0,
    followOfBetId: null,
    ...overrides,
  };
}

let transferSeq = 0;
export function transfer(overrides: Partial<Transfer> & Pick<Transfer, "fromAccount" | "toAccount" | "amountMinor">): Transfer {
  transferSeq += 1;
  return { id: `t${transferSeq}`, kind: "adjustment", userId: null, ref: "test", atMs: T0, ...overrides };
}
