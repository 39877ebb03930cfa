import type { Banner } from "../../domain/content/content";
import type { AppDeps } from "../deps";
import { inTransaction } from "../unit-of-work";

/** Content of one language: the scrolling notice, news tabs with their articles, announcements. */
export interface LanguageContent {
  readonly notice: string;
  /** The user agreement (HTML) the register form links to; none when absent. */
  readonly terms?: string;
  readonly tabs: readonly { readonly title: string; readonly articles: readonly { readonly title: string; readonly html: string; readonly top: boolean }[] }[];
  readonly announcements: readonly { readonly title: string; readonly content: string }[];
}

export interface ContentBundle {
  readonly banners: readonly Omit<Banner, "id">[];
  readonly languages: Readonly<Record<string, LanguageContent>>;
  /** Operator settings such as the customer-service link. */
  readonly settings?: Readonly<Record<string, string>>;
}

/** Publishes a whole bundle of content (demo content, or an operator's first setup) in one transaction. */
export async function installContent(deps: Pick<AppDeps, "store" | "events" | "clock">, bundle: ContentBundle) {
  const nowMs = deps.clock.nowMs();
  return inTransaction(deps, async ({ tx }) => {
    for (const banner of bundle.banners) await tx.content.saveBanner({ id: 0, ...banner });
    for (const [key, value] of Object.entries(bundle.settings ?? {})) await tx.content.setSetting(key, value);
    for (const [lang, content] of Object.entries(bundle.languages)) {
      await tx.content.setSetting(`notice:${lang}`, content.notice);
      if (content.terms !== undefined) await tx.content.setSetting(`terms:${lang}`, content.terms);
      for (const [order, tab] of content.tabs.entries()) {
        const tabId = await tx.content.saveArticleTab({ id: 0, lang, title: tab.title, sortOrder: order });
        for (const [k, article] of tab.articles.entries()) {
          await tx.content.saveArticle({ id: 0, tabId, lang, title: article.title, contentHtml: article.html, isTop: article.top, createdAtMs: nowMs - k * 60_000 });
        }
      }
      for (const announcement of content.announcements) await tx.content.createAnnouncement({ lang, title: announcement.title, content: announcement.content, createdAtMs: nowMs });
    }
  });
}
