import type { TFunction } from "i18next";
import { parsePayoutMark, type PayoutMark } from "../../../src/domain/growth/payout-mark";
import { gameLabel, playLabel } from "./game";
import { vipLevelText } from "./vip-level";

/**
 * The fund log keeps its remark as the server wrote it, in one language
 * (for example "Singapore 202611220301 big", "recharge 1000.00 USDT",
 * "withdraw to Bank ****1234"). The screen reads the shapes it knows and
 * says them in the reader's language; anything else (an operator's reason)
 * is shown as written.
 */
const BET_MARK = /^(.+) (\d{9,}) ([a-z_]+)(?: (\d{1,2}))?$/;
const RECHARGE_PREFIX = "recharge ";
const WITHDRAW_PREFIX = "withdraw to ";

/** A promotion's title in the reader's language, when the screen could read it (null: say "Promotion bonus"). */
export type PromotionTitleOf = (promotionId: number) => string | null | undefined;

/** The growth engine's stable marks (src/domain/growth/payout-mark.ts): commission, rebate and the bonuses. */
function payoutMarkText(t: TFunction, mark: PayoutMark, promotionTitle: PromotionTitleOf): string {
  switch (mark.kind) {
    case "commission":
      return mark.weekly ? t("fundMarks.weeklyCommission", { day: mark.day }) : t("fundMarks.commission", { day: mark.day });
    case "rebate":
      return t("fundMarks.rebate", { day: mark.day });
    case "promotion_bonus": {
      const title = promotionTitle(mark.promotionId);
      return title ? t("fundMarks.titledPromotionBonus", { title }) : t("fundMarks.promotionBonus");
    }
    case "level_bonus":
      return t("fundMarks.levelBonus", { level: vipLevelText(t, mark.level) });
  }
}

export function fundMarkText(t: TFunction, mark: string, promotionTitle: PromotionTitleOf = () => null): string {
  const payout = parsePayoutMark(mark);
  if (payout) return payoutMarkText(t, payout, promotionTitle);
  const bet = BET_MARK.exec(mark);
  if (bet) {
    const [, game, issue, key, number] = bet;
    // Lines written before the number was kept say only "number": the play is then "sum" with no figure.
    const play = key === "number" ? (number === undefined ? t("play.number", { n: "" }).trim() : playLabel(t, "number", 100 + Number(number))) : playLabel(t, key!, 0);
    return t("records.markBet", { game: gameLabel(t, game!), issue, play });
  }
  if (mark.startsWith(RECHARGE_PREFIX)) return t("records.markRecharge", { details: mark.slice(RECHARGE_PREFIX.length) });
  if (mark.startsWith(WITHDRAW_PREFIX)) return t("records.markWithdraw", { account: mark.slice(WITHDRAW_PREFIX.length) });
  if (mark === "gift") return t("records.markGift");
  return mark;
}
