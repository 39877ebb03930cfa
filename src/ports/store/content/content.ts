import type { Announcement, Article, ArticleTab, Banner, InSiteMessage } from "../../../domain/content/content";
import type { Page } from "../common";

export interface ContentRepository {
  banners(): Promise<Banner[]>;
  /** Inserts (id 0) or updates; returns the id. */
  saveBanner(banner: Banner): Promise<number>;
  deleteBanner(id: number): Promise<boolean>;
  /** Operator settings as text: the scrolling notice per language ("notice:tw"), the customer-service link, ... */
  setting(key: string): Promise<string | null>;
  setSetting(key: string, value: string): Promise<void>;
  articleTabs(lang: string): Promise<ArticleTab[]>;
  saveArticleTab(tab: ArticleTab): Promise<number>;
  /** Articles of one language, newest first. */
  articles(lang: string): Promise<Article[]>;
  articleById(id: number): Promise<Article | null>;
  saveArticle(article: Article): Promise<number>;
  deleteArticle(id: number): Promise<boolean>;
  /** Announcements for a language (and those for every language), newest first. */
  announcements(lang: string, page: Page): Promise<Announcement[]>;
  createAnnouncement(announcement: Omit<Announcement, "id">): Promise<Announcement>;
  messagesOf(userId: number, page: Page): Promise<InSiteMessage[]>;
  createMessage(message: Omit<InSiteMessage, "id" | "readAtMs">): Promise<InSiteMessage>;
  /** Marks read if the message is the user's; false otherwise. */
  markMessageRead(id: number, userId: number, atMs: number): Promise<boolean>;
}
