import type { RouteDef } from "../../routes/define";

/** The admin screens' routes (SPEC section 2). */
export const ADMIN_ROUTES: readonly RouteDef[] = [];
