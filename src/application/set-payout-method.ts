import type { Result } from "../domain/errors";
import type { PayoutMethod, PayoutType } from "../domain/payout-method";
import { checkPayoutMethod, type PayoutMethodInput } from "../domain/rules/payout-method-rules";
import type { AppDeps } from "./deps";
import { refuse } from "./money-movement";
import { inTransaction } from "./unit-of-work";

export interface SetPayoutMethodInput extends PayoutMethodInput {
  /** Always the session's user: a player can only ever write their own payout method. */
  readonly userId: number;
  readonly type: PayoutType;
}

/** Saves (or replaces) the player's bank card or virtual wallet. Requests already made keep the copy they took. */
export async function setPayoutMethod(deps: AppDeps, input: SetPayoutMethodInput): Promise<Result<PayoutMethod>> {
  const checked = checkPayoutMethod(input.type, input);
  if (!checked.ok) return checked;
  return inTransaction(deps, async ({ tx }) => {
    if ((await tx.users.byId(input.userId)) === null) refuse("USER_NOT_FOUND");
    const method: PayoutMethod = { userId: input.userId, ...checked.value };
    await tx.payoutMethods.set(method);
    return method;
  });
}
