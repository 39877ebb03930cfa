import type { Store, StoreTx } from "../src/ports/store";

/**
 * Bugs planted on purpose, to show the invariant checks catch them (the
 * simulation tests run them; the CLI accepts `--plant-bug <name>` for the same
 * reason). Each corrupts one store operation the way a real defect might.
 */
export const PLANTED_BUGS = {
  /** The draw writes one digit off by one: the published draw no longer matches the committed seed. */
  "tamper-digit": (tx: StoreTx): StoreTx => ({
    ...tx,
    rounds: {
      ...tx.rounds,
      advance: (gameId, issue, from, to, draw) =>
        tx.rounds.advance(gameId, issue, from, to, draw && { ...draw, digits: [(draw.digits[0] + 1) % 10, draw.digits[1], draw.digits[2]] as const }),
    },
  }),
  /** Settlement pays each winner of a chunk one extra cent from the house: the ledger still balances, but not as it should. */
  "extra-payout": (tx: StoreTx): StoreTx => ({
    ...tx,
    settlement: {
      settleChunk: async (input) => {
        const result = await tx.settlement.settleChunk(input);
        if (result === "insufficient") return result;
        for (const paid of result.paidUsers) {
          await tx.ledger.transfer({ id: `planted:${input.gameId}:${input.issue}:${paid.userId}:${input.atMs}`, fromAccount: "house", toAccount: `u:${paid.userId}:available`, amountMinor: 1, kind: "bet_payout", userId: paid.userId, ref: "planted", atMs: input.atMs });
        }
        return result;
      },
    },
  }),
} as const satisfies Record<string, (tx: StoreTx) => StoreTx>;

export type PlantedBug = keyof typeof PLANTED_BUGS;

export const isPlantedBug = (name: string): name is PlantedBug => Object.hasOwn(PLANTED_BUGS, name);

/** The store with the bug planted in every transaction and read. */
export function withPlantedBug(store: Store, bug: PlantedBug): Store {
  const corrupt = PLANTED_BUGS[bug];
  return {
    transaction: (work) => store.transaction((tx) => work(corrupt(tx))),
    sharedTransaction: (key, work) => store.sharedTransaction(key, (tx) => work(corrupt(tx))),
    read: (work) => store.read((tx) => work(corrupt(tx))),
    close: () => store.close(),
    discardOldVersions: () => store.discardOldVersions(),
  };
}
