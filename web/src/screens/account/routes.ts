import { route, type RouteDef } from "../../routes/define";

/** The account screens' routes (SPEC section 2). */
export const ACCOUNT_ROUTES: readonly RouteDef[] = [
  route("/shareFriend", 1, () => import("./ShareFriendScreen")),
  route("/Notice", 1, () => import("./NoticeScreen")),
  route("/baseinfo", 1, () => import("./BaseInfoScreen")),
  route("/defaultAvatar", 2, () => import("./DefaultAvatarScreen")),
  route("/actionCenter", 1, () => import("./ActionCenterScreen")),
];
