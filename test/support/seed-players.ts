import { argon2Hasher } from "../../adapters/crypto/argon2-hasher";
import { cryptoRandom } from "../../adapters/crypto/crypto-random";
import { systemClock } from "../../adapters/clock/system-clock";
import { startSession } from "../../src/application/accounts/sessions";
import { playerAccount } from "../../src/domain/wallet/ledger";
import type { Minor } from "../../src/domain/money";
import { PAYOUT_TYPE } from "../../src/domain/wallet/payout-method";
import { GROUP } from "../../src/domain/accounts/user";
import type { Store } from "../../src/ports/store";

/** The security code every seeded player has (for withdrawals). */
export const SEEDED_SECURITY_CODE = "135790";

export interface SeededPlayer {
  readonly id: number;
  readonly username: string;
  /** A session token, sent as `Authorization: Bearer <token>`. */
  readonly token: string;
  readonly depositMinor: Minor;
}

/**
 * Creates players straight in the store, with a deposit, a saved virtual
 * wallet, a security code and a live session each, in a few transactions.
 * Logging in 2,000 players over HTTP would spend most of a load test on
 * argon2 (and the captcha); the login path has its own tests. The password and
 * security code are hashed once with the real argon2 hasher and the hashes
 * shared (each embeds its salt), so the server verifies them as usual.
 * Sessions use the real clock: the server checks their age.
 */
export async function seedPlayers(store: Store, options: { count: number; depositMinor: Minor; prefix: string }): Promise<SeededPlayer[]> {
  const passwordHash = await argon2Hasher.hash("load-test-pw");
  const securityCodeHash = await argon2Hasher.hash(SEEDED_SECURITY_CODE);
  const deps = { random: cryptoRandom, clock: systemClock };
  const players: SeededPlayer[] = [];
  const BATCH = 200;
  for (let start = 0; start < options.count; start += BATCH) {
    const size = Math.min(BATCH, options.count - start);
    const batch = await store.transaction(async (tx) => {
      const made: SeededPlayer[] = [];
      for (let i = 0; i < size; i++) {
        const nowMs = systemClock.nowMs();
        const username = `${options.prefix}${start + i}`;
        const user = await tx.users.create({
          username,
          nickname: "",
          mobile: "",
          passwordHash,
          role: "player",
          groupId: GROUP.player,
          inviterId: null,
          isSimulated: false,
          securityCodeHash,
          securityCodeFailures: 0,
          securityCodeLockedUntilMs: null,
          // No turnover requirement, so withdrawal requests can succeed in a short run.
          waterLimitPercent: 0,
          buyBanned: false,
          chatBanned: false,
          createdAtMs: nowMs,
        });
        if (!user) throw new Error(`username ${username} taken`);
        const outcome = await tx.ledger.transfer({
          id: `seed-deposit:${user.id}`,
          fromAccount: "world",
          toAccount: playerAccount(user.id, "available"),
          amountMinor: options.depositMinor,
          kind: "deposit",
          userId: user.id,
          ref: "seed",
          atMs: nowMs,
        });
        if (outcome !== "created") throw new Error(`deposit ${outcome}`);
        await tx.payoutMethods.set({ userId: user.id, type: PAYOUT_TYPE.virtualWallet, acc: `T${String(user.id).padStart(33, "0")}`, accName: "usdt", accBank: "", mark: "", changedAtMs: null });
        const token = await startSession(deps, tx, user.id);
        made.push({ id: user.id, username, token, depositMinor: options.depositMinor });
      }
      return made;
    });
    players.push(...batch);
  }
  return players;
}
