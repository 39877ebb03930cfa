/** The payout method a page is about: ?type=1 is the virtual wallet, anything else the bank card (the SPEC's default, type 0). */
export const payoutTypeOf = (query: string | null): 0 | 1 => (query === "1" ? 1 : 0);
