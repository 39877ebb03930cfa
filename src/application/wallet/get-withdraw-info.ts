import type { Result } from "../../domain/errors";
import type { Minor } from "../../domain/money";
import { GROUP } from "../../domain/accounts/user";
import type { AppDeps } from "../deps";
import { getWallet, type WithdrawInfo } from "./get-wallet";
import { inRead, type Refuse } from "../unit-of-work";

/**
 * The withdraw screen's facts (money, lock_money, the saved methods, the card
 * masked), for both APIs. A visitor gets the notice to register first, here
 * as the original answered, so either screen shows it before anything is typed.
 */
export async function getWithdrawInfo(deps: AppDeps, input: { readonly userId: number }): Promise<Result<WithdrawInfo & { readonly lockedMinor: Minor }, "USER_NOT_FOUND" | "VISITOR_NOT_ALLOWED">> {
  const allowed = await inRead(deps, async (tx, refuse: Refuse<"USER_NOT_FOUND" | "VISITOR_NOT_ALLOWED">) => {
    const user = (await tx.users.byId(input.userId)) ?? refuse("USER_NOT_FOUND");
    if (user.groupId === GROUP.visitor) refuse("VISITOR_NOT_ALLOWED");
  });
  if (!allowed.ok) return allowed;
  const wallet = await getWallet(deps, input);
  return wallet.ok ? { ok: true, value: { ...wallet.value.withdrawInfo, lockedMinor: wallet.value.lockedMinor } } : wallet;
}
