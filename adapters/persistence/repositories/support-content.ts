import type { Selectable } from "kysely";
import { CONTENT_LANGUAGES, type ContentLanguage } from "../../../src/domain/content/content-rules";
import type { SupportArticle } from "../../../src/domain/support/knowledge-rules";
import type { QuickReply } from "../../../src/domain/support/quick-reply-rules";
import type { SupportContentRepository } from "../../../src/ports/store/support/support-content";
import type { Executor } from "../dialect";
import type { SupportArticlesTable, SupportArticleTextsTable, SupportQuickRepliesTable } from "../schema";
import { flag } from "./sql-helpers";

const isLanguage = (value: string): value is ContentLanguage => (CONTENT_LANGUAGES as readonly string[]).includes(value);

function toQuickReply(row: Selectable<SupportQuickRepliesTable>): QuickReply {
  if (!isLanguage(row.lang)) throw new Error(`quick reply ${row.id}: unknown language ${row.lang}`);
  return { id: Number(row.id), lang: row.lang, shortcut: row.shortcut, title: row.title, text: row.text, updatedAtMs: Number(row.updated_at_ms) };
}

const emptyTexts = (): Record<ContentLanguage, string> => ({ zh: "", tw: "", en: "", jp: "", kor: "" });

function toArticle(row: Selectable<SupportArticlesTable>, texts: readonly Selectable<SupportArticleTextsTable>[]): SupportArticle {
  const title = emptyTexts();
  const body = emptyTexts();
  for (const text of texts) {
    if (!isLanguage(text.lang)) continue;
    title[text.lang] = text.title;
    body[text.lang] = text.body;
  }
  return { id: Number(row.id), title, body, sortOrder: Number(row.sort_order), published: Number(row.published) === 1, createdAtMs: Number(row.created_at_ms), updatedAtMs: Number(row.updated_at_ms) };
}

/** The product's language order, then shortcut (the same in both stores: no collation involved). */
const byLanguageThenShortcut = (a: QuickReply, b: QuickReply): number =>
  CONTENT_LANGUAGES.indexOf(a.lang) - CONTENT_LANGUAGES.indexOf(b.lang) || (a.shortcut < b.shortcut ? -1 : a.shortcut > b.shortcut ? 1 : a.id - b.id);

export function supportContentRepository(db: Executor): SupportContentRepository {
  const articlesWhere = async (id: number | null): Promise<SupportArticle[]> => {
    let rows = db.selectFrom("support_articles").selectAll();
    let texts = db.selectFrom("support_article_texts").selectAll();
    if (id !== null) {
      rows = rows.where("id", "=", id);
      texts = texts.where("article_id", "=", id);
    }
    // One after the other: inside a transaction both run on its one connection.
    const articleRows = await rows.orderBy("sort_order").orderBy("id").execute();
    const textRows = await texts.execute();
    const byArticle = new Map<number, Selectable<SupportArticleTextsTable>[]>();
    for (const text of textRows) byArticle.set(Number(text.article_id), [...(byArticle.get(Number(text.article_id)) ?? []), text]);
    return articleRows.map((row) => toArticle(row, byArticle.get(Number(row.id)) ?? []));
  };

  return {
    async quickReplies() {
      const rows = await db.selectFrom("support_quick_replies").selectAll().execute();
      return rows.map(toQuickReply).sort(byLanguageThenShortcut);
    },

    async quickReplyById(id) {
      const row = await db.selectFrom("support_quick_replies").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? toQuickReply(row) : null;
    },

    async quickReplyByShortcut(lang, shortcut) {
      const row = await db.selectFrom("support_quick_replies").selectAll().where("lang", "=", lang).where("shortcut", "=", shortcut).executeTakeFirst();
      return row ? toQuickReply(row) : null;
    },

    async countQuickReplies(lang) {
      const row = await db.selectFrom("support_quick_replies").select((eb) => eb.fn.countAll<number>().as("n")).where("lang", "=", lang).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async saveQuickReply(id, reply, atMs) {
      const values = { lang: reply.lang, shortcut: reply.shortcut, title: reply.title, text: reply.text, updated_at_ms: atMs };
      if (id === null) {
        const row = await db
          .insertInto("support_quick_replies")
          .values({ ...values, created_at_ms: atMs })
          .onConflict((oc) => oc.columns(["lang", "shortcut"]).doNothing())
          .returningAll()
          .executeTakeFirst();
        return row ? toQuickReply(row) : null;
      }
      const row = await db
        .updateTable("support_quick_replies")
        .set(values)
        .where("id", "=", id)
        .where((eb) =>
          eb.not(eb.exists(eb.selectFrom("support_quick_replies as other").select("other.id").where("other.lang", "=", reply.lang).where("other.shortcut", "=", reply.shortcut).where("other.id", "<>", id))),
        )
        .returningAll()
        .executeTakeFirst();
      return row ? toQuickReply(row) : null;
    },

    async removeQuickReply(id) {
      const result = await db.deleteFrom("support_quick_replies").where("id", "=", id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    supportArticles: () => articlesWhere(null),

    async supportArticleById(id) {
      return (await articlesWhere(id))[0] ?? null;
    },

    async countSupportArticles() {
      const row = await db.selectFrom("support_articles").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async saveSupportArticle(id, article, atMs) {
      const values = { sort_order: article.sortOrder, published: flag(article.published), updated_at_ms: atMs };
      const row =
        id === null
          ? await db.insertInto("support_articles").values({ ...values, created_at_ms: atMs }).returningAll().executeTakeFirstOrThrow()
          : await db.updateTable("support_articles").set(values).where("id", "=", id).returningAll().executeTakeFirstOrThrow();
      const articleId = Number(row.id);
      await db.deleteFrom("support_article_texts").where("article_id", "=", articleId).execute();
      const texts = CONTENT_LANGUAGES.filter((lang) => article.title[lang] !== "").map((lang) => ({ article_id: articleId, lang, title: article.title[lang], body: article.body[lang] }));
      if (texts.length > 0) await db.insertInto("support_article_texts").values(texts).execute();
      return (await articlesWhere(articleId))[0]!;
    },

    async removeSupportArticle(id) {
      await db.deleteFrom("support_article_texts").where("article_id", "=", id).execute();
      const result = await db.deleteFrom("support_articles").where("id", "=", id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
