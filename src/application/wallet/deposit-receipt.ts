import type { Result } from "../../domain/errors";
import type { DepositReceipt } from "../../ports/store";
import type { AppDeps } from "../deps";
import { inRead, type Refuse } from "../unit-of-work";

/**
 * A deposit's receipt, for the player who made the request or an operator;
 * anyone else (and a request without one) gets NOT_FOUND, so ids reveal nothing.
 */
export function depositReceipt(deps: AppDeps, input: { readonly viewerId: number; readonly depositId: number }): Promise<Result<DepositReceipt, "NOT_FOUND">> {
  return inRead(deps, async (tx, refuse: Refuse<"NOT_FOUND">) => {
    const viewer = await tx.users.byId(input.viewerId);
    const deposit = await tx.deposits.byId(input.depositId);
    if (viewer === null || deposit === null || (viewer.role !== "operator" && deposit.userId !== viewer.id)) refuse("NOT_FOUND");
    return (await tx.deposits.receipt(deposit.id)) ?? refuse("NOT_FOUND");
  });
}
