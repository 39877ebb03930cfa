import type { LegacyRoutes } from "../route";
import { homeRoutes } from "./home";
import { lotteryRoutes } from "./lottery";
import { liveRoutes } from "./lottery-live";
import { userRoutes } from "./user";
import { userAccountRoutes } from "./user-account";
import { userGameRoutes } from "./user-game";
import { userRecordRoutes } from "./user-records";
import { userWalletRoutes } from "./user-wallet";

/** Every call of SPEC.md section 7, by "controller/action" in lower case. */
export const legacyRoutes: LegacyRoutes = {
  ...userRoutes,
  ...liveRoutes,
  ...homeRoutes,
  ...lotteryRoutes,
  ...userAccountRoutes,
  ...userGameRoutes,
  ...userRecordRoutes,
  ...userWalletRoutes,
};
