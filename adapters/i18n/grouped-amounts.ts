import { groupAmount } from "../../src/domain/money";
import type { Lang } from "./languages";
import type { MessageParams } from "./translate";

/** How the core writes an amount into a refusal's parameters (formatMoney): "10075.00", "-3.50". */
const WIRE_AMOUNT = /^-?\d+\.\d{2}$/;

/**
 * A refusal's parameters with every amount grouped as `lang` reads it ("10,075.00 to go"), for the
 * messages the web client shows as they are. Only the tRPC API uses this: the legacy `msg` keeps the
 * original's plain "10075.00", and `params` on either wire stay as the core wrote them. Amounts are
 * handed to Intl as exact decimal strings, so no float rounding can show.
 */
export function withGroupedAmounts(params: MessageParams | undefined, lang: Lang): MessageParams | undefined {
  if (params === undefined || params === null) return params;
  const grouped: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    grouped[name] = typeof value === "string" && WIRE_AMOUNT.test(value) ? groupAmount(value as `${number}`, lang) : value;
  }
  return grouped;
}
