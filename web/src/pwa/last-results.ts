/**
 * The last draw results the app showed, kept in local storage for the offline
 * page (offline.html, same origin) to show when the network is gone. Draw
 * results are public: nothing here may ever hold a balance, a bet, a name or
 * anything else about the player.
 */
const LAST_RESULTS_KEY = "pwa.lastResults";

/** One drawn round as the room shows it: labels already in the reader's language ("Big", "Double"). */
export interface SavedDraw {
  readonly issue: string;
  readonly digits: readonly number[];
  readonly sum: number;
  readonly labels: readonly string[];
}

export interface SavedGame {
  readonly game: string;
  /** The language the game's name and the labels were written in: the offline page hides labels in another. */
  readonly lang: string;
  /** Epoch milliseconds when the app last showed these results. */
  readonly savedAt: number;
  readonly draws: readonly SavedDraw[];
}

/** Enough to be useful offline, small enough to never matter for the storage quota. */
const MAX_GAMES = 3;
const MAX_DRAWS = 5;

const isDraw = (d: unknown): d is SavedDraw => {
  const x = d as SavedDraw;
  return (
    typeof x === "object" &&
    x !== null &&
    typeof x.issue === "string" &&
    typeof x.sum === "number" &&
    Array.isArray(x.digits) &&
    x.digits.every((n) => typeof n === "number") &&
    Array.isArray(x.labels) &&
    x.labels.every((l) => typeof l === "string")
  );
};

const isGame = (g: unknown): g is SavedGame => {
  const x = g as SavedGame;
  return typeof x === "object" && x !== null && typeof x.game === "string" && typeof x.lang === "string" && typeof x.savedAt === "number" && Array.isArray(x.draws) && x.draws.every(isDraw);
};

/** The saved games, newest first; anything unreadable counts as nothing saved. */
export function readSavedResults(storage: Pick<Storage, "getItem"> = localStorage): SavedGame[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(LAST_RESULTS_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isGame) : [];
  } catch {
    return [];
  }
}

/** Records what the app just showed for one game (only the fields above are copied: nothing else can slip in). */
export function rememberDraws(game: string, lang: string, draws: readonly SavedDraw[], now: number = Date.now()): void {
  if (draws.length === 0) return;
  try {
    const entry: SavedGame = {
      game,
      lang,
      savedAt: now,
      draws: draws.slice(0, MAX_DRAWS).map((d) => ({ issue: d.issue, digits: [...d.digits], sum: d.sum, labels: [...d.labels] })),
    };
    const others = readSavedResults().filter((g) => g.game !== game);
    localStorage.setItem(LAST_RESULTS_KEY, JSON.stringify([entry, ...others].slice(0, MAX_GAMES)));
  } catch {
    // Private mode or a full quota: the offline page then shows the rules only.
  }
}
