import { router } from "../../trpc";
import { adminApprovalsRouter } from "./approvals";
import { adminAuditRouter } from "./audit";
import { adminCommissionsRouter } from "./commissions";
import { adminContentRouter } from "./content";
import { adminDepositChannelsRouter } from "./deposit-channels";
import { adminDepositsRouter } from "./deposits";
import { adminFundsRouter } from "./funds";
import { adminGamesRouter } from "./games";
import { adminGrowthRouter } from "./growth";
import { adminPlayersRouter } from "./players";
import { adminPromotionsRouter } from "./promotions";
import { adminReportsRouter } from "./reports";
import { adminRiskRouter } from "./risk";
import { adminSessionRouter } from "./session";
import { adminSupportRouter } from "./support";
import { adminWithdrawalsRouter } from "./withdrawals";

/**
 * The operator console (`admin.*`). Every procedure is an operatorProcedure:
 * players and agents are refused whatever their group (test/trpc/admin-access.test.ts
 * walks this router's procedure list, so a new one cannot be forgotten).
 */
export const adminRouter = router({
  session: adminSessionRouter,
  deposits: adminDepositsRouter,
  depositChannels: adminDepositChannelsRouter,
  withdrawals: adminWithdrawalsRouter,
  approvals: adminApprovalsRouter,
  funds: adminFundsRouter,
  players: adminPlayersRouter,
  games: adminGamesRouter,
  content: adminContentRouter,
  reports: adminReportsRouter,
  growth: adminGrowthRouter,
  audit: adminAuditRouter,
  commissions: adminCommissionsRouter,
  support: adminSupportRouter,
  promotions: adminPromotionsRouter,
  risk: adminRiskRouter,
});
