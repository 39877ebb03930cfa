/** 0 bank card, 1 virtual wallet (USDT). */
export type PayoutType = 0 | 1;
export const PAYOUT_TYPE = { bankCard: 0, virtualWallet: 1 } as const;

/**
 * Field meanings follow the wire. Bank card: acc is the holder, acc_name the card
 * number, acc_bank the bank. Virtual wallet: acc is the address, acc_name the
 * wallet type (trc20, erc20, omni).
 */
export interface PayoutMethod {
  readonly userId: number;
  readonly type: PayoutType;
  readonly acc: string;
  readonly accName: string;
  readonly accBank: string;
  readonly mark: string;
  /** When the details were last changed after the first binding (withdrawals to them wait a while); null never. */
  readonly changedAtMs: number | null;
}
