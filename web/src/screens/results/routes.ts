import type { RouteDef } from "../../routes/define";

/** The results screens' routes (SPEC section 2). */
export const RESULTS_ROUTES: readonly RouteDef[] = [];
