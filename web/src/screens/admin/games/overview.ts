import type { RouterOutputs } from "../../../trpc";

/** What the games screen reads (admin.games.overview), shared by the screen and its editors. */
export type GamesOverview = RouterOutputs["admin"]["games"]["overview"];
export type GameOverview = GamesOverview["games"][number];
export type RoomOverview = GameOverview["rooms"][number];
