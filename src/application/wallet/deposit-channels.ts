import type { DepositChannel } from "../../domain/wallet/deposit-channel";
import type { AppDeps } from "../deps";

/** The channels a player may pay in through now, in the operator's order. */
export function activeDepositChannels(deps: Pick<AppDeps, "store">): Promise<DepositChannel[]> {
  return deps.store.read((tx) => tx.depositChannels.list({ activeOnly: true }));
}
