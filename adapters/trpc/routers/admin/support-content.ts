import { z } from "zod";
import { deskSettings } from "../../../../src/application/support/desk-settings";
import { quickReplies } from "../../../../src/application/support/quick-replies";
import { removeQuickReply } from "../../../../src/application/support/remove-quick-reply";
import { removeSupportArticle } from "../../../../src/application/support/remove-support-article";
import { saveDeskSettings } from "../../../../src/application/support/save-desk-settings";
import { saveQuickReply } from "../../../../src/application/support/save-quick-reply";
import { saveSupportArticle } from "../../../../src/application/support/save-support-article";
import { supportArticles } from "../../../../src/application/support/support-articles";
import { operatorProcedure, router, unwrap } from "../../trpc";
import { id } from "../inputs";
import { MAX_SUPPORT_TEXT_SENT } from "../support";

/**
 * The desk's content (issue 38): quick replies, the knowledge base and the
 * desk's settings. Shapes only: the support rules check shortcuts, lengths,
 * languages and hours, and refuse in the operator's language.
 */

const lang = z.string().max(8);
const title = z.string().max(1_000);
/** Per language (zh, tw, en, jp, kor): the rules refuse any other key. */
const perLanguage = (text: z.ZodString) => z.record(z.string().max(8), text);

const replyView = (reply: { id: number; lang: string; shortcut: string; title: string; text: string }) => ({
  id: reply.id,
  lang: reply.lang,
  shortcut: reply.shortcut,
  title: reply.title,
  text: reply.text,
});

/** `admin.support.quickReplies.*`: the staff's prepared answers, per language, each with a shortcut unique in it. */
export const adminQuickRepliesRouter = router({
  /** Every quick reply, by language and shortcut (the composer's picker orders them for a conversation). */
  list: operatorProcedure.query(async ({ ctx }) => (await quickReplies(ctx.services.deps)).map(replyView)),

  /** Adds one (id null) or edits one; audit line `support.quickReply.save`. */
  save: operatorProcedure
    .input(z.object({ id: id.nullable().default(null), lang, shortcut: z.string().max(100), title, text: z.string().max(MAX_SUPPORT_TEXT_SENT) }))
    .mutation(async ({ ctx, input }) => replyView(unwrap(await saveQuickReply(ctx.services.deps, { operatorId: ctx.user.id, ...input })))),

  /** Deletes one; audit line `support.quickReply.remove`. */
  remove: operatorProcedure.input(z.object({ id })).mutation(async ({ ctx, input }) => unwrap(await removeQuickReply(ctx.services.deps, { operatorId: ctx.user.id, id: input.id }))),
});

/** `admin.support.articles.*`: the knowledge base the FAQ page shows, five languages per article. */
export const adminSupportArticlesRouter = router({
  /** Every article, drafts included, in the FAQ page's order. */
  list: operatorProcedure.query(({ ctx }) => supportArticles(ctx.services.deps)),

  /** Writes one (id null) or edits one; `title` and `body` per language, both or neither; audit line `support.article.save`. */
  save: operatorProcedure
    .input(
      z.object({
        id: id.nullable().default(null),
        title: perLanguage(title),
        body: perLanguage(z.string().max(20_000)),
        sortOrder: z.int().min(0).max(1_000_000).default(0),
        published: z.boolean().default(false),
      }),
    )
    .mutation(async ({ ctx, input }) => unwrap(await saveSupportArticle(ctx.services.deps, { operatorId: ctx.user.id, ...input }))),

  /** Deletes one; audit line `support.article.remove`. */
  remove: operatorProcedure.input(z.object({ id })).mutation(async ({ ctx, input }) => unwrap(await removeSupportArticle(ctx.services.deps, { operatorId: ctx.user.id, id: input.id }))),
});

/** `admin.support.settings.*`: the desk's hours and its automatic first reply per language. */
export const adminDeskSettingsRouter = router({
  get: operatorProcedure.query(({ ctx }) => deskSettings(ctx.services.deps)),

  /** `hours` "HH:MM-HH:MM"; `autoReplies` per language ("" for the default text); what is left out stays. Audit line `support.settings`. */
  save: operatorProcedure
    .input(z.object({ hours: z.string().max(40).nullable().default(null), autoReplies: perLanguage(z.string().max(MAX_SUPPORT_TEXT_SENT)).nullable().default(null) }))
    .mutation(async ({ ctx, input }) => unwrap(await saveDeskSettings(ctx.services.deps, { operatorId: ctx.user.id, ...input }))),
});
