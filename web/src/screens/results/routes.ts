import { route, type RouteDef } from "../../routes/define";

/** The results screens' routes (SPEC section 2); /drawDetail is this product's own (a draw's proof). */
export const RESULTS_ROUTES: readonly RouteDef[] = [
  route("/customer", 0, () => import("./CustomerScreen"), "open"),
  route("/iframe", 1, () => import("./IframeScreen"), "open"),
  route("/find", 1, () => import("./FindScreen")),
  route("/moreNews", 1, () => import("./MoreNewsScreen")),
  route("/aticleDetail", 2, () => import("./ArticleDetailScreen")),
  route("/lotteryDetail", 2, () => import("./LotteryDetailScreen")),
  route("/drawDetail", 3, () => import("./DrawDetailScreen")),
  route("/trendChart", 2, () => import("./TrendChartScreen")),
  route("/lotteryExplain", 2, () => import("./LotteryExplainScreen")),
  route("/rule", 3, () => import("./RuleScreen")),
];
