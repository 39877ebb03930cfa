import type { DepositChannel } from "../../domain/wallet/deposit-channel";
import type { Result } from "../../domain/errors";
import type { Minor } from "../../domain/money";
import { instructionsIn } from "../../domain/wallet/deposit-channel-rules";
import { RECHARGE_RATE_DISPLAY } from "../../domain/wallet/recharge-rules";
import { GROUP, moneyOf } from "../../domain/accounts/user";
import type { AppDeps } from "../deps";
import { inRead, type Refuse } from "../unit-of-work";

/** A channel as a deposit page shows it: the operator's instructions in the reader's language and the rate. */
export interface PayableChannel extends DepositChannel {
  readonly instructionsText: string;
  readonly rateDisplay: string;
}

/**
 * The deposit page: the balance and where to pay in. A visitor gets the
 * notice to register first, as anywhere money would move.
 */
export async function depositPage(
  deps: AppDeps,
  input: { readonly userId: number; readonly lang: string },
): Promise<Result<{ readonly moneyMinor: Minor; readonly channels: readonly PayableChannel[] }, "USER_NOT_FOUND" | "VISITOR_NOT_ALLOWED">> {
  return inRead(deps, async (tx, refuse: Refuse<"USER_NOT_FOUND" | "VISITOR_NOT_ALLOWED">) => {
    const user = (await tx.users.byId(input.userId)) ?? refuse("USER_NOT_FOUND");
    if (user.groupId === GROUP.visitor) refuse("VISITOR_NOT_ALLOWED");
    const channels = await tx.depositChannels.list({ activeOnly: true });
    return {
      moneyMinor: moneyOf(await tx.ledger.balancesOfUser(user.id)),
      channels: channels.map((channel) => ({ ...channel, instructionsText: instructionsIn(channel, input.lang), rateDisplay: RECHARGE_RATE_DISPLAY })),
    };
  });
}
