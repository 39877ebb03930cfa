import { z } from "zod";
import { markSupportRead } from "../../../src/application/support/mark-support-read";
import { DEFAULT_THREAD_MESSAGES, myConversation } from "../../../src/application/support/my-conversation";
import { postSupportMessage } from "../../../src/application/support/post-support-message";
import { publishedArticles } from "../../../src/application/support/published-articles";
import { startSupportGuest } from "../../../src/application/support/start-support-guest";
import { supportMessagesAfter } from "../../../src/application/support/support-messages";
import { supportUnread } from "../../../src/application/support/support-unread";
import { SUPPORT_MAX_CHARS, SUPPORT_MAX_PAGE } from "../../../src/domain/support/conversation";
import { isHttpsRequest, isSameSiteRequest } from "../../http/request-info";
import { supportCustomerOf } from "../../http/support-customer";
import { guestCookie } from "../../http/support-guest-cookie";
import { publicProcedure, refuseWith, router, unwrap } from "../trpc";
import { id } from "./inputs";

/** Bounded before parsing anything large; the domain answers too long (in characters, not UTF-16 units) with its own code. */
export const MAX_SUPPORT_TEXT_SENT = SUPPORT_MAX_CHARS * 4;
/** A message number within a conversation: 0 (before the first) or more. */
export const seq = z.int().min(0).max(Number.MAX_SAFE_INTEGER);

/**
 * The conversation's customer: the signed-in player or, with nobody signed in,
 * the guest the support cookie names (`supportCustomerOf`). Nobody: NOT_LOGGED_IN
 * (SESSION_INVALID for a dead session); an operator: FORBIDDEN. A guest's
 * mutations come with a cookie a browser also sends with another site's
 * requests, so they are held to the cookie session's same-site rule.
 */
const customerProcedure = publicProcedure.use(async ({ ctx, type, next }) => {
  const customer = await supportCustomerOf(ctx.services, ctx.user, ctx.request.headers);
  if (customer === null) refuseWith({ code: ctx.user ? "FORBIDDEN" : (ctx.sessionProblem ?? "NOT_LOGGED_IN") });
  if (customer.kind === "guest" && type === "mutation" && !isSameSiteRequest(ctx.request, "cookie")) refuseWith({ code: "FORBIDDEN" });
  return next({ ctx: { customer } });
});

/** Bounded before parsing; the domain (20 characters) words the refusal of a name too long. */
const MAX_GUEST_NAME_SENT = 200;

/**
 * The customer's side of the support desk (issue 38): one thread with the
 * operator's staff, for a signed-in player or a guest (`guestStart`, then the
 * guest's cookie). New messages and the staff's read marks arrive live on
 * `GET /live/support` (server-sent events, resumable after Last-Event-ID).
 */
export const supportRouter = router({
  /**
   * A visitor who is not signed in opens the desk as a guest: a display name and the captcha
   * (`auth.captcha`). Sets the guest's cookie (30 days); signing in on this device later makes
   * the guest's conversation the player's. A signed-in account has its own thread: FORBIDDEN.
   */
  guestStart: publicProcedure
    .input(z.object({ displayName: z.string().max(MAX_GUEST_NAME_SENT), captchaId: z.string().max(64), captchaAnswer: z.string().max(16) }))
    .mutation(async ({ ctx, input }) => {
      if (ctx.user) refuseWith({ code: "FORBIDDEN" });
      const started = unwrap(await startSupportGuest(ctx.services.deps, { displayName: input.displayName, captcha: { id: input.captchaId, answer: input.captchaAnswer }, address: ctx.address }));
      ctx.resHeaders.append("set-cookie", guestCookie(started.token, isHttpsRequest(ctx.request)));
      return { guest: { displayName: started.displayName, expiresAtMs: started.expiresAtMs } };
    }),

  /** The thread as the chat screen opens it: latest messages (oldest first), unread count, whether staff answer now; `guest` names a guest customer. */
  thread: customerProcedure
    .input(z.object({ limit: z.int().min(1).max(SUPPORT_MAX_PAGE).default(DEFAULT_THREAD_MESSAGES) }).default({ limit: DEFAULT_THREAD_MESSAGES }))
    .query(async ({ ctx, input }) => ({
      ...unwrap(await myConversation(ctx.services.deps, { customer: ctx.customer, limit: input.limit })),
      guest: ctx.customer.kind === "guest" ? { displayName: ctx.customer.displayName } : null,
    })),

  /** Writes to the staff; the first message starts the conversation and gets the automatic reply in the caller's language. */
  post: customerProcedure.input(z.object({ text: z.string().max(MAX_SUPPORT_TEXT_SENT) })).mutation(async ({ ctx, input }) =>
    unwrap(await postSupportMessage(ctx.services.deps, { customer: ctx.customer, text: input.text, address: ctx.address, lang: ctx.lang })),
  ),

  /** The thread's messages after a number, oldest first (what a screen missed). Another player's conversation: NOT_FOUND. */
  messages: customerProcedure
    .input(z.object({ conversationId: id, afterSeq: seq, limit: z.int().min(1).max(SUPPORT_MAX_PAGE).default(SUPPORT_MAX_PAGE) }))
    .query(async ({ ctx, input }) => unwrap(await supportMessagesAfter(ctx.services.deps, { viewer: ctx.customer, ...input }))),

  /** The player has read up to a message: the badge clears, the staff see the read receipt. */
  markRead: customerProcedure
    .input(z.object({ conversationId: id, seq }))
    .mutation(async ({ ctx, input }) => unwrap(await markSupportRead(ctx.services.deps, { viewer: ctx.customer, ...input }))),

  /** The service tab's badge: staff (and automatic) messages not read yet. */
  unread: customerProcedure.query(async ({ ctx }) => ({ unread: await supportUnread(ctx.services.deps, { customer: ctx.customer }) })),

  /** The FAQ page's knowledge base (open to guests): published articles in the caller's language, or `lang`; a language not written falls back. */
  articles: publicProcedure
    .input(z.object({ lang: z.string().max(8).nullable().default(null) }).prefault({}))
    .query(({ ctx, input }) => publishedArticles(ctx.services.deps, input.lang ?? ctx.lang)),
});
