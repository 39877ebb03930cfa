import { z } from "zod";
import { markSupportRead } from "../../../src/application/support/mark-support-read";
import { DEFAULT_THREAD_MESSAGES, myConversation } from "../../../src/application/support/my-conversation";
import { postSupportMessage } from "../../../src/application/support/post-support-message";
import { publishedArticles } from "../../../src/application/support/published-articles";
import { supportMessagesAfter } from "../../../src/application/support/support-messages";
import { supportUnread } from "../../../src/application/support/support-unread";
import { SUPPORT_MAX_CHARS, SUPPORT_MAX_PAGE } from "../../../src/domain/support/conversation";
import { protectedProcedure, publicProcedure, router, unwrap } from "../trpc";
import { id } from "./inputs";

/** Bounded before parsing anything large; the domain answers too long (in characters, not UTF-16 units) with its own code. */
export const MAX_SUPPORT_TEXT_SENT = SUPPORT_MAX_CHARS * 4;
/** A message number within a conversation: 0 (before the first) or more. */
export const seq = z.int().min(0).max(Number.MAX_SAFE_INTEGER);

/**
 * The player's side of the support desk (issue 38): one thread with the
 * operator's staff. New messages and the staff's read marks arrive live on
 * `GET /live/support` (server-sent events, resumable after Last-Event-ID).
 */
export const supportRouter = router({
  /** The thread as the chat screen opens it: latest messages (oldest first), unread count, whether staff answer now. */
  thread: protectedProcedure
    .input(z.object({ limit: z.int().min(1).max(SUPPORT_MAX_PAGE).default(DEFAULT_THREAD_MESSAGES) }).default({ limit: DEFAULT_THREAD_MESSAGES }))
    .query(async ({ ctx, input }) => unwrap(await myConversation(ctx.services.deps, { userId: ctx.user.id, limit: input.limit }))),

  /** Writes to the staff; the first message starts the conversation and gets the automatic reply in the caller's language. */
  post: protectedProcedure.input(z.object({ text: z.string().max(MAX_SUPPORT_TEXT_SENT) })).mutation(async ({ ctx, input }) =>
    unwrap(await postSupportMessage(ctx.services.deps, { userId: ctx.user.id, text: input.text, address: ctx.address, lang: ctx.lang })),
  ),

  /** The thread's messages after a number, oldest first (what a screen missed). Another player's conversation: NOT_FOUND. */
  messages: protectedProcedure
    .input(z.object({ conversationId: id, afterSeq: seq, limit: z.int().min(1).max(SUPPORT_MAX_PAGE).default(SUPPORT_MAX_PAGE) }))
    .query(async ({ ctx, input }) => unwrap(await supportMessagesAfter(ctx.services.deps, { viewer: { kind: "player", userId: ctx.user.id }, ...input }))),

  /** The player has read up to a message: the badge clears, the staff see the read receipt. */
  markRead: protectedProcedure
    .input(z.object({ conversationId: id, seq }))
    .mutation(async ({ ctx, input }) => unwrap(await markSupportRead(ctx.services.deps, { viewer: { kind: "player", userId: ctx.user.id }, ...input }))),

  /** The service tab's badge: staff (and automatic) messages not read yet. */
  unread: protectedProcedure.query(async ({ ctx }) => ({ unread: await supportUnread(ctx.services.deps, { userId: ctx.user.id }) })),

  /** The FAQ page's knowledge base (open to guests): published articles in the caller's language, or `lang`; a language not written falls back. */
  articles: publicProcedure
    .input(z.object({ lang: z.string().max(8).nullable().default(null) }).prefault({}))
    .query(({ ctx, input }) => publishedArticles(ctx.services.deps, input.lang ?? ctx.lang)),
});
