import { payoutChangeHoldMs } from "../../src/application/wallet/request-withdrawal";
import type { AppDeps } from "../../src/application/deps";
import { formatLocalDateTime } from "../../src/domain/calendar";
import { PAYOUT_TYPE, type PayoutType } from "../../src/domain/wallet/payout-method";
import { HOUR_MS } from "../../src/domain/wallet/payout-change-rules";
import { translate, type Lang } from "./index";

/** The in-site message a player gets when their payout details change, in their language (both APIs send the same). */
export function payoutChangeNotice(deps: Pick<AppDeps, "clock" | "schedule" | "payoutChangeHoldMs">, type: PayoutType, lang: Lang): { title: string; content: string } {
  const params = { at: formatLocalDateTime(deps.schedule.timeZone, deps.clock.nowMs()), hours: Math.round(payoutChangeHoldMs(deps) / HOUR_MS) };
  return {
    title: translate("PAYOUT_CHANGED_TITLE", lang),
    content: translate(type === PAYOUT_TYPE.bankCard ? "PAYOUT_CHANGED_BANK_CARD" : "PAYOUT_CHANGED_WALLET", lang, params),
  };
}
