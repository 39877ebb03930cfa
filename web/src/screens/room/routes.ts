import { route, type RouteDef } from "../../routes/define";

/** The room screens' routes (SPEC section 2): a game's rooms, then the bet room. */
export const ROOM_ROUTES: readonly RouteDef[] = [
  route("/lottery", 1, () => import("./LotteryScreen")),
  route("/betRoom", 2, () => import("./BetRoomScreen")),
];
