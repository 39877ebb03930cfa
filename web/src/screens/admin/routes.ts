import type { ComponentType } from "react";
import { loadAdminTexts } from "../../i18n/admin-texts";
import { route as plainRoute, type RouteDef } from "../../routes/define";

/** A console page: its code and the console's texts (a pack of their own) arrive together. */
const route = (path: string, index: number, load: () => Promise<{ default: ComponentType }>, access: "operator" | "open" = "operator"): RouteDef =>
  plainRoute(path, index, () => Promise.all([load(), loadAdminTexts()]).then(([screen]) => screen), access);

/** Console pages share one depth, so moving between sections swaps without a slide; a player's detail sits one deeper. */
const CONSOLE_INDEX = 10;

/** The operator console (/admin...): every page is its own lazy chunk, never part of the players' first load. */
export const ADMIN_ROUTES: readonly RouteDef[] = [
  route("/admin/login", CONSOLE_INDEX - 1, () => import("./ConsoleLoginScreen"), "open"),
  route("/admin", CONSOLE_INDEX, () => import("./OverviewScreen")),
  route("/admin/deposits", CONSOLE_INDEX, () => import("./DepositsScreen")),
  route("/admin/deposit-channels", CONSOLE_INDEX, () => import("./DepositChannelsScreen")),
  route("/admin/withdrawals", CONSOLE_INDEX, () => import("./WithdrawalsScreen")),
  route("/admin/support", CONSOLE_INDEX, () => import("./support/SupportScreen")),
  route("/admin/players", CONSOLE_INDEX, () => import("./PlayersScreen")),
  route("/admin/player", CONSOLE_INDEX + 1, () => import("./PlayerScreen")),
  route("/admin/agent-commissions", CONSOLE_INDEX + 1, () => import("./commissions/AgentCommissionsScreen")),
  route("/admin/games", CONSOLE_INDEX, () => import("./GamesScreen")),
  route("/admin/content", CONSOLE_INDEX, () => import("./ContentScreen")),
  route("/admin/reports", CONSOLE_INDEX, () => import("./ReportsScreen")),
  route("/admin/growth-reports", CONSOLE_INDEX, () => import("./growth/GrowthReportsScreen")),
  route("/admin/growth-payouts", CONSOLE_INDEX, () => import("./growth/GrowthPayoutsScreen")),
  route("/admin/growth-settings", CONSOLE_INDEX, () => import("./growth/GrowthSettingsScreen")),
  route("/admin/promotions", CONSOLE_INDEX, () => import("./PromotionsScreen")),
  route("/admin/draws", CONSOLE_INDEX, () => import("./DrawsScreen")),
  route("/admin/exposure", CONSOLE_INDEX, () => import("./risk/ExposureScreen")),
  route("/admin/risk-settings", CONSOLE_INDEX, () => import("./risk/RiskSettingsScreen")),
  route("/admin/returns", CONSOLE_INDEX, () => import("./risk/ReturnsScreen")),
  route("/admin/audit", CONSOLE_INDEX, () => import("./AuditScreen")),
  route("/admin/support-settings", CONSOLE_INDEX, () => import("./support/SupportSettingsScreen")),
];
