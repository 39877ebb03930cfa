import type { Selectable } from "kysely";
import type { Announcement, Article, ArticleTab, Banner, InSiteMessage } from "../../../src/domain/content/content";
import type { ContentRepository } from "../../../src/ports/store";
import type { Executor } from "../dialect";
import type { AnnouncementsTable, ArticlesTable, MessagesTable } from "../schema";
import { checkPage, flag } from "./sql-helpers";

/**
 * Operator content. The save methods insert when the id is 0 (the database
 * assigns the id) and otherwise update that row; saving an id that does not
 * exist (deleted meanwhile, or never there) throws rather than silently
 * resurrecting it under an id the database did not assign.
 */
export function contentRepository(db: Executor): ContentRepository {
  const missing = (what: string, id: number) => new Error(`${what} ${id} does not exist`);

  return {
    async banners() {
      const rows = await db.selectFrom("banners").selectAll().orderBy("sort_order").orderBy("id").execute();
      return rows.map(
        (r): Banner => ({ id: r.id, imageUrl: r.image_url, linkUrl: r.link_url, sortOrder: r.sort_order }),
      );
    },

    async saveBanner(banner) {
      const values = { image_url: banner.imageUrl, link_url: banner.linkUrl, sort_order: banner.sortOrder };
      if (banner.id === 0) {
        return (await db.insertInto("banners").values(values).returning("id").executeTakeFirstOrThrow()).id;
      }
      const result = await db.updateTable("banners").set(values).where("id", "=", banner.id).executeTakeFirst();
      if (result.numUpdatedRows === 0n) throw missing("banner", banner.id);
      return banner.id;
    },

    async deleteBanner(id) {
      const result = await db.deleteFrom("banners").where("id", "=", id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async setting(key) {
      const row = await db.selectFrom("settings").select("value").where("key", "=", key).executeTakeFirst();
      return row ? row.value : null;
    },

    async setSetting(key, value) {
      await db
        .insertInto("settings")
        .values({ key, value })
        .onConflict((oc) => oc.column("key").doUpdateSet((eb) => ({ value: eb.ref("excluded.value") })))
        .execute();
    },

    async articleTabs(lang) {
      const rows = await db
        .selectFrom("article_tabs")
        .selectAll()
        .where("lang", "=", lang)
        .orderBy("sort_order")
        .orderBy("id")
        .execute();
      return rows.map((r): ArticleTab => ({ id: r.id, lang: r.lang, title: r.title, sortOrder: r.sort_order }));
    },

    async saveArticleTab(tab) {
      const values = { lang: tab.lang, title: tab.title, sort_order: tab.sortOrder };
      if (tab.id === 0) {
        return (await db.insertInto("article_tabs").values(values).returning("id").executeTakeFirstOrThrow()).id;
      }
      const result = await db.updateTable("article_tabs").set(values).where("id", "=", tab.id).executeTakeFirst();
      if (result.numUpdatedRows === 0n) throw missing("article tab", tab.id);
      return tab.id;
    },

    async articles(lang) {
      const rows = await db
        .selectFrom("articles")
        .selectAll()
        .where("lang", "=", lang)
        .orderBy("created_at_ms", "desc")
        .orderBy("id", "desc")
        .execute();
      return rows.map(toArticle);
    },

    async articleById(id) {
      const row = await db.selectFrom("articles").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? toArticle(row) : null;
    },

    async saveArticle(article) {
      const values = {
        tab_id: article.tabId,
        lang: article.lang,
        title: article.title,
        content_html: article.contentHtml,
        is_top: flag(article.isTop),
        created_at_ms: article.createdAtMs,
      };
      if (article.id === 0) {
        return (await db.insertInto("articles").values(values).returning("id").executeTakeFirstOrThrow()).id;
      }
      const result = await db.updateTable("articles").set(values).where("id", "=", article.id).executeTakeFirst();
      if (result.numUpdatedRows === 0n) throw missing("article", article.id);
      return article.id;
    },

    async deleteArticle(id) {
      const result = await db.deleteFrom("articles").where("id", "=", id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async announcements(lang, page) {
      checkPage(page);
      const rows = await db
        .selectFrom("announcements")
        .selectAll()
        .where((eb) => eb.or([eb("lang", "=", lang), eb("lang", "is", null)]))
        .orderBy("created_at_ms", "desc")
        .orderBy("id", "desc")
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      return rows.map(toAnnouncement);
    },

    async createAnnouncement(announcement) {
      const row = await db
        .insertInto("announcements")
        .values({
          lang: announcement.lang,
          title: announcement.title,
          content: announcement.content,
          created_at_ms: announcement.createdAtMs,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toAnnouncement(row);
    },

    async messagesOf(userId, page) {
      checkPage(page);
      const rows = await db
        .selectFrom("messages")
        .selectAll()
        .where("user_id", "=", userId)
        .orderBy("created_at_ms", "desc")
        .orderBy("id", "desc")
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      return rows.map(toMessage);
    },

    async createMessage(message) {
      const row = await db
        .insertInto("messages")
        .values({
          user_id: message.userId,
          title: message.title,
          content: message.content,
          created_at_ms: message.createdAtMs,
          read_at_ms: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toMessage(row);
    },

    async markMessageRead(id, userId, atMs) {
      // One conditional statement: only the owner's row matches, and the first
      // reading time stays (reading again still answers true).
      const result = await db
        .updateTable("messages")
        .set((eb) => ({ read_at_ms: eb.fn.coalesce("read_at_ms", eb.val(atMs)) }))
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

const toArticle = (row: Selectable<ArticlesTable>): Article => ({
  id: row.id,
  tabId: row.tab_id,
  lang: row.lang,
  title: row.title,
  contentHtml: row.content_html,
  isTop: row.is_top !== 0,
  createdAtMs: row.created_at_ms,
});

const toAnnouncement = (row: Selectable<AnnouncementsTable>): Announcement => ({
  id: row.id,
  lang: row.lang,
  title: row.title,
  content: row.content,
  createdAtMs: row.created_at_ms,
});

const toMessage = (row: Selectable<MessagesTable>): InSiteMessage => ({
  id: row.id,
  userId: row.user_id,
  title: row.title,
  content: row.content,
  createdAtMs: row.created_at_ms,
  readAtMs: row.read_at_ms,
});
