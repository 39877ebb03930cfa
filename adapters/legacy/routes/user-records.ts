import { betRecords, type BetItem } from "../../../src/application/betting/bet-records";
import { fundRecords, type FundRecord } from "../../../src/application/wallet/fund-records";
import { MAX_PAGE_SIZE } from "../../../src/application/query-input";
import { teamMembers } from "../../../src/application/agents/team";
import { userProfile } from "../../../src/application/accounts/user-profile";
import { FUND_TYPE, type FundType } from "../../../src/domain/wallet/fund-log";
import { formatMoney } from "../../../src/domain/money";
import type { TimeRange } from "../../../src/ports/store";
import { failure, success } from "../envelope";
import { recordDays } from "../../../src/application/record-days";
import { withParams, type AuthenticatedCall, type LegacyRoutes } from "../route";
import { optionalCount, optionalNonBlankText } from "../schemas";
import { unixSeconds } from "../wire-time";
import { z } from "zod";
import { playLabel } from "./play-labels";
import { growthRemark } from "../../i18n/growth-remarks";
import { refundRemark } from "../../i18n/refund-remarks";
import { bonusPromotionIds, promotionTitleOf, promotionTitles } from "../../../src/application/growth/promotion-titles";
import type { Lang } from "../../i18n/languages";

/** The largest page number any list takes: far beyond a real list, small enough that no offset overflows. */
const MAX_PAGE = 100_000;
/** The record lists' page size when the client names none. */
const RECORDS_PAGE_SIZE = 20;
/** The team page's size when the client names none (SPEC section 9). */
const TEAM_PAGE_SIZE = 20;

/** page (1-based) and pageSize (at most 100); 0 is refused by the read model's own check. */
const pager = { page: optionalCount(MAX_PAGE), pageSize: optionalCount(MAX_PAGE_SIZE) };
const pageOf = (input: { page: number | undefined; pageSize: number | undefined }, defaultSize: number) => ({ page: input.page ?? 1, pageSize: input.pageSize ?? defaultSize });

/** The filter drawer's days ("YYYY-MM-DD"), read by the record-days policy both APIs share. */
const days = { begin_date: optionalNonBlankText, end_date: optionalNonBlankText };
const rangeOf = (call: AuthenticatedCall, input: { begin_date: string | undefined; end_date: string | undefined }) =>
  recordDays(call.services.deps, { from: input.begin_date, to: input.end_date }, { from: "begin_date", to: "end_date" });

const orderListParams = z.object({ ...days, activeTab: optionalCount(1), ...pager });
// 0 recharge, 1 withdraw, 2 buy, 3 profit, 4 gift, 5 adjustment (6-9: see below); the read model refuses others.
const fundListParams = z.object({ ...days, type: optionalCount(99), ...pager });

/**
 * The growth engine's credits (6 commission, 7 rebate, 8 bonus) are the original's gift (4) on this wire: its
 * client knows no other credit. They are listed as 4 with a remark naming the kind, and the filter 4 takes them.
 */
const GROWTH_CREDIT_TYPES: readonly FundType[] = [FUND_TYPE.commission, FUND_TYPE.rebate, FUND_TYPE.bonus];
/**
 * A voided round's refund (9) is, on this wire, the settlement's credit (3) of a bet that reads settled with profit
 * 0 and payout = stake (issue 41): listed as 3 with a remark saying the round was voided, and the filter 3 takes it.
 */
const legacyType = (type: FundType): FundType =>
  GROWTH_CREDIT_TYPES.includes(type) ? FUND_TYPE.gift : type === FUND_TYPE.refund ? FUND_TYPE.profit : type;
const typesOfFilter = (type: number | undefined): FundType | readonly FundType[] | null =>
  type === undefined
    ? null
    : type === FUND_TYPE.gift
      ? [FUND_TYPE.gift, ...GROWTH_CREDIT_TYPES]
      : type === FUND_TYPE.profit
        ? [FUND_TYPE.profit, FUND_TYPE.refund]
        : (type as FundType);

function remarkOf(line: FundRecord, lang: Lang, titles: ReadonlyMap<number, string>): string {
  if (line.type === FUND_TYPE.refund) return refundRemark(lang, line.mark);
  if (GROWTH_CREDIT_TYPES.includes(line.type)) return growthRemark(lang, line.mark, () => promotionTitleOf(line, titles)) ?? line.mark;
  return line.mark;
}

/** A fund-log line as quantityLogList lists it: `quantity` signed, negative for money out. */
const fundView = (line: FundRecord, lang: Lang, titles: ReadonlyMap<number, string>) => ({
  id: line.id,
  quantity: formatMoney(line.quantityMinor),
  over: formatMoney(line.overMinor),
  mark: remarkOf(line, lang, titles),
  type: legacyType(line.type),
  status: line.status,
  createtime: unixSeconds(line.createdAtMs),
});

/** "d1 d2 d3 sum" once the round is drawn, "" before. */
const lotteryCode = (bet: BetItem): string => (bet.digits === null ? "" : `${bet.digits.join(" ")} ${bet.digits[0] + bet.digits[1] + bet.digits[2]}`);

function orderView(bet: BetItem, nickname: string, afterQuantity: string | null) {
  return {
    id: bet.id,
    orderNo: bet.orderNo,
    // The stake of the bet, as the original order row kept it (the fund log carries the signed movement).
    quantity: formatMoney(bet.stakeMinor),
    whether_hit: bet.hit ? 1 : 0,
    plan_name: bet.roomTitle,
    play_method: playLabel(bet.playType),
    play_type: bet.playType,
    odds: formatMoney(bet.oddsHundredths),
    lottery_code: lotteryCode(bet),
    status: bet.status,
    profit: formatMoney(bet.profitMinor),
    name: bet.gameName,
    game_id: bet.gameId,
    plan_id: bet.roomId,
    issue: bet.issue,
    // The original's issue rows had their own ids; here a round is known by its issue number.
    issue_id: bet.issue,
    createtime: unixSeconds(bet.placedAtMs),
    username: bet.username,
    user_id: bet.userId,
    nickname,
    after_quantity: afterQuantity,
  };
}

/**
 * The money left after each of the caller's own bets: the running balance its
 * buy line in the fund log recorded. Bets and buy lines are written together,
 * one line per bet, and both lists read newest first with the same tie-break,
 * so the same page of each lines up; each pair is still checked (same instant,
 * same stake) and a bet whose line does not match gets null.
 */
async function moneyAfterEachBet(call: AuthenticatedCall, bets: readonly BetItem[], range: TimeRange, page: { page: number; pageSize: number }): Promise<(string | null)[]> {
  const lines = await fundRecords(call.services.deps, { userId: call.user.id, range, type: FUND_TYPE.buy, page });
  const items = lines.ok ? lines.value.items : [];
  return bets.map((bet, index) => {
    const line = items[index];
    return line !== undefined && line.createdAtMs === bet.placedAtMs && line.quantityMinor === -bet.stakeMinor ? formatMoney(line.overMinor) : null;
  });
}

async function orderList(call: AuthenticatedCall, input: z.output<typeof orderListParams>) {
  const { lang } = call;
  const deps = call.services.deps;
  const range = rangeOf(call, input);
  if (!range.ok) return failure(range.error, lang);
  const page = pageOf(input, RECORDS_PAGE_SIZE);
  const scope = input.activeTab === 1 ? "subordinates" : "self";
  // Subordinates are an agent's only: the read model refuses anyone else (FORBIDDEN).
  const records = await betRecords(deps, { userId: call.user.id, scope, range: range.value, page });
  if (!records.ok) return failure(records.error, lang);
  const bets = records.value.items;
  if (scope === "subordinates") return success(bets.map((bet) => orderView(bet, "", null)));
  const profile = await userProfile(deps, call.user.id);
  const nickname = profile.ok ? profile.value.nickname : "";
  const after = await moneyAfterEachBet(call, bets, range.value, page);
  return success(bets.map((bet, index) => orderView(bet, nickname, after[index] ?? null)));
}

/** The caller's records: their own fund log and bets, and (agents) their team. */
export const userRecordRoutes: LegacyRoutes = {
  /** The caller's fund log between begin_date and end_date (local days, both included), optionally of one type, newest first. */
  "user/quantityloglist": {
    method: "POST",
    auth: "user",
    ...withParams(fundListParams, async (call: AuthenticatedCall, input) => {
      const range = rangeOf(call, input);
      if (!range.ok) return failure(range.error, call.lang);
      const page = pageOf(input, RECORDS_PAGE_SIZE);
      const lines = await fundRecords(call.services.deps, { userId: call.user.id, range: range.value, type: typesOfFilter(input.type), page });
      if (!lines.ok) return failure(lines.error, call.lang);
      // A promotion's bonus is named by the promotion's title, ended or not.
      const titles = await promotionTitles(call.services.deps, bonusPromotionIds(lines.value.items), call.lang);
      return success(lines.value.items.map((line) => fundView(line, call.lang, titles)));
    }),
  },

  /** The caller's bets (activeTab 0), or an agent's subordinates' (activeTab 1), between begin_date and end_date, newest first. */
  "user/orderlist": { method: "POST", auth: "user", ...withParams(orderListParams, orderList) },

  /** An agent's direct subordinates, a page at a time: data.data and data.total. */
  "user/getmyteam": {
    method: "POST",
    auth: "user",
    ...withParams(z.object(pager), async (call: AuthenticatedCall, input) => {
      const team = await teamMembers(call.services.deps, call.user.id, pageOf(input, TEAM_PAGE_SIZE));
      if (!team.ok) return failure(team.error, call.lang);
      return success({
        data: team.value.items.map((member) => ({ id: member.id, username: member.username, money: formatMoney(member.moneyMinor), createtime: unixSeconds(member.createdAtMs) })),
        total: team.value.total,
      });
    }),
  },
};
