import type { RouteDef } from "../../routes/define";

/** The room screens' routes (SPEC section 2). */
export const ROOM_ROUTES: readonly RouteDef[] = [];
