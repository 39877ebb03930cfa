import type { RouteDef } from "../../routes/define";

/** The records screens' routes (SPEC section 2). */
export const RECORDS_ROUTES: readonly RouteDef[] = [];
