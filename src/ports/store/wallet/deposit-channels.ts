import type { DepositChannel } from "../../../domain/wallet/deposit-channel";

/** The operator's deposit channels. */
export interface DepositChannelRepository {
  /** Every channel (or only the active ones), in display order (sort order, then id). */
  list(options: { readonly activeOnly: boolean }): Promise<DepositChannel[]>;
  byId(id: number): Promise<DepositChannel | null>;
  /** Inserts (id 0) or updates; answers the id. */
  save(channel: DepositChannel): Promise<number>;
}
