import type { RouterOutputs } from "../../../trpc";

/** One player as the console reads them (admin.players.detail), shared by the player screen and its panels. */
export type PlayerDetail = RouterOutputs["admin"]["players"]["detail"];
