import { route, type RouteDef } from "../../routes/define";

/** Player protection (SPEC: player protection): limits, breaks and the reality check; the statement of play. Reached from /personal and /wallet. */
export const PROTECTION_ROUTES: readonly RouteDef[] = [
  route("/protection", 1, () => import("./ProtectionScreen")),
  route("/statement", 1, () => import("./StatementScreen")),
];
