import { z } from "zod";
import { assignConversation } from "../../../../src/application/support/assign-conversation";
import { markSupportRead } from "../../../../src/application/support/mark-support-read";
import { muteSupport } from "../../../../src/application/support/mute-support";
import { setConversationStatus } from "../../../../src/application/support/set-conversation-status";
import { staffReply } from "../../../../src/application/support/staff-reply";
import { staffThread } from "../../../../src/application/support/staff-thread";
import { INBOX_SEARCH_MAX, supportInbox } from "../../../../src/application/support/support-inbox";
import { supportMessagesAfter } from "../../../../src/application/support/support-messages";
import { supportContext } from "../../../../src/application/support/support-context";
import { supportFiguresReport } from "../../../../src/application/support/support-figures";
import { supportWaiting } from "../../../../src/application/support/support-waiting";
import { CONVERSATION_STATUSES, MUTE_MAX_MINUTES, SUPPORT_MAX_PAGE } from "../../../../src/domain/support/conversation";
import { operatorProcedure, router, unwrap } from "../../trpc";
import { day, id, pageRequest, pager } from "../inputs";
import { MAX_SUPPORT_TEXT_SENT, seq } from "../support";
import { reason } from "./inputs";
import { adminDeskSettingsRouter, adminQuickRepliesRouter, adminSupportArticlesRouter } from "./support-content";

/**
 * The staff side of the support desk (issue 38). Every operator sees every
 * conversation; changes arrive live on `GET /live/support/inbox`.
 */
export const adminSupportRouter = router({
  /** waiting (oldest first, with waitingMs), mine, all, closed; `search`: part of the player's name or of any message. */
  inbox: operatorProcedure
    .input(z.object({ view: z.enum(["waiting", "mine", "all", "closed"]).default("waiting"), search: z.string().max(INBOX_SEARCH_MAX * 4).nullable().default(null), ...pager }).default({ view: "waiting", search: null, page: 1 }))
    .query(async ({ ctx, input }) => unwrap(await supportInbox(ctx.services.deps, { operatorId: ctx.user.id, view: input.view, search: input.search, ...pageRequest(input) }))),

  /** How many conversations wait for an answer (the console navigation's count). */
  waiting: operatorProcedure.query(async ({ ctx }) => unwrap(await supportWaiting(ctx.services.deps))),

  /** Beside a thread: the player's balance, pending deposits and withdrawals, last bets, break, bans and desk mutes; a guest's address only. */
  context: operatorProcedure.input(z.object({ conversationId: id })).query(async ({ ctx, input }) => unwrap(await supportContext(ctx.services.deps, input))),

  /** One conversation with its owner's name and latest messages (oldest first). */
  thread: operatorProcedure
    .input(z.object({ conversationId: id, limit: z.int().min(1).max(SUPPORT_MAX_PAGE).default(100) }))
    .query(async ({ ctx, input }) => unwrap(await staffThread(ctx.services.deps, input))),

  /** A conversation's messages after a number, oldest first. */
  messages: operatorProcedure
    .input(z.object({ conversationId: id, afterSeq: seq, limit: z.int().min(1).max(SUPPORT_MAX_PAGE).default(SUPPORT_MAX_PAGE) }))
    .query(async ({ ctx, input }) => unwrap(await supportMessagesAfter(ctx.services.deps, { viewer: { kind: "staff", operatorId: ctx.user.id }, ...input }))),

  /** The staff have read up to a message (the player's read receipt). */
  markRead: operatorProcedure
    .input(z.object({ conversationId: id, seq }))
    .mutation(async ({ ctx, input }) => unwrap(await markSupportRead(ctx.services.deps, { viewer: { kind: "staff", operatorId: ctx.user.id }, ...input }))),

  /** Answers the player: the conversation stops waiting, becomes the operator's if nobody had it, and reopens if closed. */
  reply: operatorProcedure
    .input(z.object({ conversationId: id, text: z.string().max(MAX_SUPPORT_TEXT_SENT) }))
    .mutation(async ({ ctx, input }) => unwrap(await staffReply(ctx.services.deps, { operatorId: ctx.user.id, ...input }))),

  /** Gives the conversation to an operator (null: to nobody); audit line. */
  assign: operatorProcedure
    .input(z.object({ conversationId: id, assigneeId: id.nullable() }))
    .mutation(async ({ ctx, input }) => unwrap(await assignConversation(ctx.services.deps, { operatorId: ctx.user.id, ...input }))),

  /** Closes or reopens the conversation; audit line. */
  setStatus: operatorProcedure
    .input(z.object({ conversationId: id, status: z.enum(CONVERSATION_STATUSES) }))
    .mutation(async ({ ctx, input }) => unwrap(await setConversationStatus(ctx.services.deps, { operatorId: ctx.user.id, ...input }))),

  /** The blacklist: mutes a player (`userId`) or an address at the desk for some minutes (0 lifts it), with a reason; audit line. */
  mute: operatorProcedure
    .input(
      z.object({
        target: z.discriminatedUnion("kind", [z.object({ kind: z.literal("player"), userId: id }), z.object({ kind: z.literal("address"), address: z.string().max(64) })]),
        minutes: z.int().min(0).max(MUTE_MAX_MINUTES),
        reason,
      }),
    )
    .mutation(async ({ ctx, input }) => unwrap(await muteSupport(ctx.services.deps, { operatorId: ctx.user.id, ...input }))),

  /** The desk's figures of the local days fromDay..toDay ("YYYY-MM-DD", at most 92): response and resolution times per operator and day, conversations open at each hour's end. */
  figures: operatorProcedure.input(z.object({ fromDay: day, toDay: day })).query(async ({ ctx, input }) => unwrap(await supportFiguresReport(ctx.services.deps, input))),

  /** Quick replies, the knowledge base and the desk's settings (support-content.ts). */
  quickReplies: adminQuickRepliesRouter,
  articles: adminSupportArticlesRouter,
  settings: adminDeskSettingsRouter,
});
