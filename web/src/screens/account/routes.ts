import type { RouteDef } from "../../routes/define";

/** The account screens' routes (SPEC section 2). */
export const ACCOUNT_ROUTES: readonly RouteDef[] = [];
