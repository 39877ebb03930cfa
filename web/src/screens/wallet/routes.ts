import { route, type RouteDef } from "../../routes/define";

/** The wallet screens' routes (SPEC section 2). /wallet is a tab (depth 0); forms sit deeper than the lists that open them. */
export const WALLET_ROUTES: readonly RouteDef[] = [
  route("/wallet", 0, () => import("./WalletScreen")),
  route("/Recharge", 1, () => import("./RechargeScreen")),
  route("/Withdraw", 1, () => import("./WithdrawScreen")),
  route("/bankCardManage", 3, () => import("./BankCardManageScreen")),
  route("/addBankCard", 4, () => import("./AddBankCardScreen")),
  route("/addVirtualWallet", 4, () => import("./AddVirtualWalletScreen")),
  route("/setSecurityCode", 3, () => import("./SetSecurityCodeScreen"), "open"),
  route("/changePassword", 3, () => import("./ChangePasswordScreen")),
];
