import { recordDays } from "../../../../src/application/record-days";
import { z } from "zod";
import { flagOppositeBets, oppositeBetSuspects } from "../../../../src/application/operations/opposite-bets";
import { playerDetail } from "../../../../src/application/operations/player-detail";
import { extendBreak, playerProtection } from "../../../../src/application/protection/player-protection";
import { issuePasswordResetLink } from "../../../../src/application/accounts/issue-password-reset-link";
import { searchPlayers } from "../../../../src/application/operations/search-players";
import { setPlayerBans } from "../../../../src/application/accounts/set-player-bans";
import { betRecords } from "../../../../src/application/betting/bet-records";
import { fundRecords } from "../../../../src/application/wallet/fund-records";
import { bonusPromotionIds, promotionTitleOf, promotionTitles } from "../../../../src/application/growth/promotion-titles";
import { FUND_TYPE, type FundType } from "../../../../src/domain/wallet/fund-log";
import { operatorProcedure, router, unwrap } from "../../trpc";
import { day, id, pageRequest, pager } from "../inputs";
import { reason } from "./inputs";

const fundType = z.union(Object.values(FUND_TYPE).map((value) => z.literal(value)) as [z.ZodLiteral<FundType>, ...z.ZodLiteral<FundType>[]]);

/** Players: find them, look at their money and records, ban them from buying or chatting, issue a password reset link. */
export const adminPlayersRouter = router({
  /** Part of a username or nickname, or an exact id or mobile; empty lists everyone, newest first. `role: "operator"` lists operators. */
  search: operatorProcedure
    .input(z.object({ text: z.string().max(64).default(""), role: z.enum(["player", "operator"]).default("player"), ...pager }).default({ text: "", role: "player", page: 1 }))
    .query(async ({ ctx, input }) => unwrap(await searchPlayers(ctx.services.deps, { text: input.text, role: input.role, ...pageRequest(input) }))),

  /** One player: identity, money (balance, locked, held), turnover since 00:00, bans, payout details, pending withdrawal. */
  detail: operatorProcedure.input(z.object({ userId: id })).query(async ({ ctx, input }) => unwrap(await playerDetail(ctx.services.deps, input.userId))),

  /** The player's limits, changes waiting, break in force and the history of every change (by the player or an operator). */
  protection: operatorProcedure.input(z.object({ userId: id })).query(async ({ ctx, input }) => unwrap(await playerProtection(ctx.services.deps, input.userId))),

  /** Lengthens the player's break in force to the start of a later local date; a break is never shortened or ended by an operator. */
  extendBreak: operatorProcedure
    .input(z.object({ userId: id, until: day }))
    .mutation(async ({ ctx, input }) => unwrap(await extendBreak(ctx.services.deps, { operatorId: ctx.user.id, userId: input.userId, until: input.until }))),

  /** The player's bets of the local days from..to, newest first. */
  bets: operatorProcedure.input(z.object({ userId: id, from: day, to: day, ...pager })).query(async ({ ctx, input }) => {
    const { deps } = ctx.services;
    const range = unwrap(recordDays(deps, input));
    return unwrap(await betRecords(deps, { userId: input.userId, scope: "self", range, page: pageRequest(input) }));
  }),

  /** The player's fund log of the local days from..to, newest first; type null for every type; a promotion's bonus with its title. */
  funds: operatorProcedure.input(z.object({ userId: id, from: day, to: day, type: fundType.nullable().default(null), ...pager })).query(async ({ ctx, input }) => {
    const { deps } = ctx.services;
    const range = unwrap(recordDays(deps, input));
    const lines = unwrap(await fundRecords(deps, { userId: input.userId, range, type: input.type, page: pageRequest(input) }));
    const titles = await promotionTitles(deps, bonusPromotionIds(lines.items), ctx.lang);
    return { ...lines, items: lines.items.map((line) => ({ ...line, promotionTitle: promotionTitleOf(line, titles) })) };
  }),

  /** Bans from buying ("prohibited by the system") or chatting, or lifts them; an omitted flag stays as it is. */
  setBans: operatorProcedure
    .input(z.object({ userId: id, buyBanned: z.boolean().optional(), chatBanned: z.boolean().optional(), reason: reason.optional() }))
    .mutation(async ({ ctx, input }) =>
      unwrap(
        await setPlayerBans(ctx.services.deps, {
          operatorId: ctx.user.id,
          userId: input.userId,
          ...(input.buyBanned === undefined ? {} : { buyBanned: input.buyBanned }),
          ...(input.chatBanned === undefined ? {} : { chatBanned: input.chatBanned }),
          reason: input.reason ?? null,
        }),
      ),
    ),

  /** Pairs of team accounts that took both sides of big/small or odd/even with the same stake in a round, on the sales days from..to (default: that one day). */
  oppositeBets: operatorProcedure
    .input(z.object({ day, to: day.optional(), gameId: id.nullable().default(null) }))
    .query(async ({ ctx, input }) =>
      unwrap(await oppositeBetSuspects(ctx.services.deps, { fromDay: input.day.replaceAll("-", ""), toDay: (input.to ?? input.day).replaceAll("-", ""), gameId: input.gameId })),
    ),

  /** Flags a player for opposite-bet abuse: buying is banned and the reason kept in the audit trail. */
  flagOppositeBets: operatorProcedure
    .input(z.object({ userId: id, reason }))
    .mutation(async ({ ctx, input }) => unwrap(await flagOppositeBets(ctx.services.deps, { operatorId: ctx.user.id, userId: input.userId, reason: input.reason }))),

  /**
   * A one-time link (30 minutes) for a player whose identity the operator has checked, to choose a new password
   * themselves; the path is answered this once, for the operator to paste into the support chat. Staff never see
   * or set the password.
   */
  issueResetLink: operatorProcedure
    .input(z.object({ userId: id }))
    .mutation(async ({ ctx, input }) => unwrap(await issuePasswordResetLink(ctx.services.deps, { operatorId: ctx.user.id, userId: input.userId }))),
});
