import type { RouteDef } from "../../routes/define";

/** The wallet screens' routes (SPEC section 2). */
export const WALLET_ROUTES: readonly RouteDef[] = [];
