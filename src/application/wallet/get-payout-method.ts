import type { Result } from "../../domain/errors";
import type { PayoutMethod, PayoutType } from "../../domain/wallet/payout-method";
import { shownToPlayer } from "../../domain/wallet/payout-method-rules";
import type { AppDeps } from "../deps";
import { inRead } from "../unit-of-work";

export interface GetPayoutMethodInput {
  /** Always the session's user: there is no way to name another player's method. */
  readonly userId: number;
  readonly type: PayoutType;
}

/** The player's saved bank card (type 0, its number masked) or virtual wallet (type 1), or null when none is saved. */
export function getPayoutMethod(deps: AppDeps, input: GetPayoutMethodInput): Promise<Result<PayoutMethod | null>> {
  return inRead(deps, async (tx) => {
    const method = await tx.payoutMethods.get(input.userId, input.type);
    return method === null ? null : shownToPlayer(method);
  });
}
