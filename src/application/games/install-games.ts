import type { Game, Room } from "../../domain/games/game";
import { units } from "../../domain/money";
import { DEFAULT_RTP_BP, defaultOddsHundredths } from "../../domain/betting/odds";
import { PLAY_TYPES } from "../../domain/betting/outcome";
import type { AppDeps } from "../deps";
import { inTransaction } from "../unit-of-work";

export interface GameSpec {
  readonly game: Game;
  readonly rooms: readonly Omit<Room, "gameId">[];
}

/** The four games of the specification, each with rooms of rising join limits. */
export const STANDARD_GAMES: readonly GameSpec[] = [
  [1, "Singapore"],
  [2, "New Zealand"],
  [3, "Kuala Lumpur"],
  [4, "Australia"],
].map(([id, name]) => {
  const gameId = id as number;
  return {
    game: { id: gameId, name: name as string, onSale: true, sortOrder: gameId },
    rooms: [
      { id: gameId * 10 + 1, title: "Beginner", tier: 0, joinLimitMinor: units(10), minStakeMinor: units(1), maxStakeMinor: units(5_000), maxRoundStakeMinor: units(20_000) },
      { id: gameId * 10 + 2, title: "Advanced", tier: 1, joinLimitMinor: units(1_000), minStakeMinor: units(5), maxStakeMinor: units(50_000), maxRoundStakeMinor: units(200_000) },
      { id: gameId * 10 + 3, title: "VIP", tier: 2, joinLimitMinor: units(10_000), minStakeMinor: units(50), maxStakeMinor: units(500_000), maxRoundStakeMinor: units(2_000_000) },
    ],
  };
});

/** Creates or updates games and rooms, giving every room the default odds for the RTP. */
export async function installGames(deps: Pick<AppDeps, "store" | "events">, specs: readonly GameSpec[], rtpBp = DEFAULT_RTP_BP) {
  return inTransaction(deps, async ({ tx }) => {
    for (const spec of specs) {
      await tx.games.upsert(spec.game);
      for (const room of spec.rooms) {
        const roomId = await tx.games.upsertRoom({ ...room, gameId: spec.game.id });
        await tx.games.setOdds(PLAY_TYPES.map((p) => ({ roomId, playType: p.playType, oddsHundredths: defaultOddsHundredths(p.playType, rtpBp) })));
      }
    }
  });
}
