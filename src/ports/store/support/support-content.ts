import type { ContentLanguage } from "../../../domain/content/content-rules";
import type { SupportArticle, SupportArticleDraft } from "../../../domain/support/knowledge-rules";
import type { QuickReply, QuickReplyDraft } from "../../../domain/support/quick-reply-rules";

/**
 * What the staff write for the desk besides answers: quick replies (unique by
 * language and shortcut) and the knowledge base's articles (each with its
 * texts per language; a language not written is stored as no text at all).
 */
export interface SupportContentRepository {
  /** Every quick reply, by language (the product's order) and shortcut. */
  quickReplies(): Promise<QuickReply[]>;
  quickReplyById(id: number): Promise<QuickReply | null>;
  /** The reply with this shortcut in this language, if any. */
  quickReplyByShortcut(lang: ContentLanguage, shortcut: string): Promise<QuickReply | null>;
  countQuickReplies(lang: ContentLanguage): Promise<number>;
  /**
   * Stores a new reply (id null) or replaces one. Null, storing nothing, when
   * another reply holds the shortcut in the language (two operators adding the
   * same one at once: the second gets null, not an error) or there is no reply `id`.
   */
  saveQuickReply(id: number | null, reply: QuickReplyDraft, atMs: number): Promise<QuickReply | null>;
  /** False when there was no such reply. */
  removeQuickReply(id: number): Promise<boolean>;

  /** Every article, published or not, by sortOrder then id. */
  supportArticles(): Promise<SupportArticle[]>;
  supportArticleById(id: number): Promise<SupportArticle | null>;
  countSupportArticles(): Promise<number>;
  /** Stores a new article (id null) or replaces one, its texts included. */
  saveSupportArticle(id: number | null, article: SupportArticleDraft, atMs: number): Promise<SupportArticle>;
  removeSupportArticle(id: number): Promise<boolean>;
}
