import { readGame, readPlay, type GameTally, type PlayTally, type ReturnReading } from "../../domain/risk/return-monitor";
import type { AppDeps } from "../deps";

interface PlayReturn extends PlayTally, ReturnReading {}
export interface GameReturn extends GameTally, ReturnReading {
  readonly gameName: string;
  readonly plays: readonly PlayReturn[];
  /** The game's reading or any of its plays' is outside the alarm's sigmas. */
  readonly anyFlagged: boolean;
}

/** The realised-return monitor as the console shows it: per game, all plays together and each play, from the running totals. */
export async function returnMonitor(deps: Pick<AppDeps, "store">): Promise<GameReturn[]> {
  return deps.store.read(async (tx) => {
    const games = await tx.games.list();
    const { games: tallies, plays } = await tx.returnTally.all();
    const names = new Map(games.map((game) => [game.id, game.name]));
    return tallies.map((tally) => {
      const ofGame = plays.filter((play) => play.gameId === tally.gameId).map((play) => ({ ...play, ...readPlay(play) }));
      const reading = readGame(tally);
      return { ...tally, ...reading, gameName: names.get(tally.gameId) ?? String(tally.gameId), plays: ofGame, anyFlagged: reading.flagged || ofGame.some((play) => play.flagged) };
    });
  });
}
