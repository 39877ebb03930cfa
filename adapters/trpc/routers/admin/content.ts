import { z } from "zod";
import { createAnnouncement, sendMessage } from "../../../../src/application/content/announcements";
import { deleteArticle, saveArticle, saveArticleTab } from "../../../../src/application/content/articles";
import { deleteBanner, saveBanner } from "../../../../src/application/content/banners";
import { contentOverview } from "../../../../src/application/content/content-overview";
import { setCustomerServiceLink, setNotice } from "../../../../src/application/content/settings";
import { articleById } from "../../../../src/application/content/home-content";
import { setTerms } from "../../../../src/application/content/terms";
import { operatorProcedure, router, unwrap } from "../../trpc";
import { id, requestId } from "../inputs";

/** Shapes only: the domain's content rules check titles, bodies, links and languages. */
const lang = z.string().max(8);
const title = z.string().max(400);
const body = z.string().max(200_000);
const link = z.string().max(1_000);
const order = z.int().min(0).max(10_000).default(0);

/**
 * What players read: banners, the scrolling notice, news per language, announcements, messages, the customer-service link.
 * Creating mutations take an optional requestId: the same id twice (a double click) creates once and answers the same.
 */
export const adminContentRouter = router({
  /** Banners, the customer-service link, and per language the notice, news tabs and articles (without bodies), announcements. */
  overview: operatorProcedure.query(({ ctx }) => contentOverview(ctx.services.deps)),

  /** One article with its HTML, for editing. */
  article: operatorProcedure.input(z.object({ id })).query(async ({ ctx, input }) => unwrap(await articleById(ctx.services.deps, input.id))),

  saveBanner: operatorProcedure
    .input(z.object({ id: id.nullable().default(null), imageUrl: link, linkUrl: link.default(""), sortOrder: order, requestId: requestId.nullable().default(null) }))
    .mutation(async ({ ctx, input }) => unwrap(await saveBanner(ctx.services.deps, { operatorId: ctx.user.id, ...input }))),

  deleteBanner: operatorProcedure.input(z.object({ id })).mutation(async ({ ctx, input }) => unwrap(await deleteBanner(ctx.services.deps, { operatorId: ctx.user.id, id: input.id }))),

  /** The scrolling notice of one language (zh, tw, en, jp, kor); empty removes it. */
  setNotice: operatorProcedure
    .input(z.object({ lang, text: z.string().max(2_000) }))
    .mutation(async ({ ctx, input }) => unwrap(await setNotice(ctx.services.deps, { operatorId: ctx.user.id, lang: input.lang, text: input.text }))),

  /** The user agreement of one language (HTML, sanitised where shown); it may not be empty. */
  setTerms: operatorProcedure
    .input(z.object({ lang, html: body }))
    .mutation(async ({ ctx, input }) => unwrap(await setTerms(ctx.services.deps, { operatorId: ctx.user.id, lang: input.lang, html: input.html }))),

  setCustomerServiceLink: operatorProcedure
    .input(z.object({ url: link }))
    .mutation(async ({ ctx, input }) => unwrap(await setCustomerServiceLink(ctx.services.deps, { operatorId: ctx.user.id, url: input.url }))),

  saveArticleTab: operatorProcedure
    .input(z.object({ id: id.nullable().default(null), lang, title, sortOrder: order, requestId: requestId.nullable().default(null) }))
    .mutation(async ({ ctx, input }) => unwrap(await saveArticleTab(ctx.services.deps, { operatorId: ctx.user.id, ...input }))),

  /** Writes (id omitted) or edits a news article in a tab; the tab decides the language. */
  saveArticle: operatorProcedure
    .input(z.object({ id: id.nullable().default(null), tabId: id, title, contentHtml: body, isTop: z.boolean().default(false), requestId: requestId.nullable().default(null) }))
    .mutation(async ({ ctx, input }) => unwrap(await saveArticle(ctx.services.deps, { operatorId: ctx.user.id, ...input }))),

  deleteArticle: operatorProcedure.input(z.object({ id })).mutation(async ({ ctx, input }) => unwrap(await deleteArticle(ctx.services.deps, { operatorId: ctx.user.id, id: input.id }))),

  /** An announcement for one language, or for all (lang null). */
  createAnnouncement: operatorProcedure
    .input(z.object({ lang: lang.nullable().default(null), title, content: body, requestId: requestId.nullable().default(null) }))
    .mutation(async ({ ctx, input }) => unwrap(await createAnnouncement(ctx.services.deps, { operatorId: ctx.user.id, ...input }))),

  /** An in-site message to one player. */
  sendMessage: operatorProcedure
    .input(z.object({ userId: id, title, content: body, requestId: requestId.nullable().default(null) }))
    .mutation(async ({ ctx, input }) => unwrap(await sendMessage(ctx.services.deps, { operatorId: ctx.user.id, ...input }))),
});
