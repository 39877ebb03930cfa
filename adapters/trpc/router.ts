import { router } from "./trpc";
import { authRouter } from "./routers/auth";
import { liveRouter } from "./routers/live";
import { accountRouter } from "./routers/account";
import { adminRouter } from "./routers/admin";
import { betRouter } from "./routers/bet";
import { chatRouter } from "./routers/chat";
import { homeRouter } from "./routers/home";
import { noticesRouter } from "./routers/notices";
import { recordsRouter } from "./routers/records";
import { resultsRouter } from "./routers/results";
import { roundRouter } from "./routers/round";
import { teamRouter } from "./routers/team";
import { walletRouter } from "./routers/wallet";
import { protectionRouter } from "./routers/protection";
import { supportRouter } from "./routers/support";
import { notificationsRouter } from "./routers/notifications";
import { promotionsRouter } from "./routers/promotions";
import { rewardsRouter } from "./routers/rewards";

/** The typed API of the React client. The web imports only this type. */
export const appRouter = router({
  auth: authRouter,
  live: liveRouter,
  home: homeRouter,
  round: roundRouter,
  bet: betRouter,
  chat: chatRouter,
  wallet: walletRouter,
  protection: protectionRouter,
  notifications: notificationsRouter,
  records: recordsRouter,
  account: accountRouter,
  team: teamRouter,
  notices: noticesRouter,
  results: resultsRouter,
  support: supportRouter,
  promotions: promotionsRouter,
  rewards: rewardsRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;
