import { route, type RouteDef } from "../../routes/define";

/** The records screens' routes (SPEC section 2). */
export const RECORDS_ROUTES: readonly RouteDef[] = [
  route("/BetRecord", 1, () => import("./BetRecordScreen")),
  route("/betDetail", 2, () => import("./BetDetailScreen")),
  route("/CapitalDetail", 1, () => import("./CapitalDetailScreen")),
];
