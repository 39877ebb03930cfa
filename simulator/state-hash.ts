import { createHash } from "node:crypto";
import type { Game } from "../src/domain/games/game";
import type { Store } from "../src/ports/store";

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * SHA-256 of a canonical text of the final state: every ledger account and its
 * balance, every round (status, digits, commitment, revealed seed) and every
 * bet (status, hit, payout), and every chat line, each sorted by its key. Equal seeds must give
 * equal hashes on any machine; nothing here depends on iteration order of a
 * hash map or on time.
 */
export async function stateHash(store: Store, games: readonly Game[]): Promise<string> {
  const hash = createHash("sha256");
  const balances = await store.read((tx) => tx.ledger.allBalances());
  for (const account of [...balances.keys()].sort(byText)) hash.update(`account ${account} ${balances.get(account)}\n`);
  const bets: { id: number; line: string }[] = [];
  for (const game of [...games].sort((a, b) => a.id - b.id)) {
    const rounds = await store.read((tx) => tx.rounds.recent(game.id, 100_000_000));
    rounds.sort((a, b) => byText(a.issue, b.issue));
    for (const round of rounds) {
      hash.update(`round ${game.id} ${round.issue} ${round.status} ${round.digits?.join("") ?? "-"} ${round.commitment} ${round.revealedSeed ?? "-"}\n`);
      const ofRound = await store.read((tx) => tx.bets.ofRound(game.id, round.issue, 100_000_000));
      for (const bet of ofRound) bets.push({ id: bet.id, line: `bet ${bet.id} ${bet.userId} ${bet.playType} ${bet.stakeMinor} ${bet.status} ${bet.hit ? 1 : 0} ${bet.payoutMinor}\n` });
    }
  }
  bets.sort((a, b) => a.id - b.id);
  for (const bet of bets) hash.update(bet.line);
  for (const game of [...games].sort((a, b) => a.id - b.id)) {
    const rooms = await store.read((tx) => tx.games.rooms(game.id));
    for (const room of [...rooms].sort((a, b) => a.id - b.id)) {
      const lines = await store.read((tx) => tx.chat.recent(room.id, 100_000_000));
      for (const line of lines) hash.update(`chat ${line.id} ${line.roomId} ${line.userId} ${line.createdAtMs} ${JSON.stringify(line.text)}\n`);
    }
  }
  return hash.digest("hex");
}
