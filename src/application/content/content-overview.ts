import type { Announcement, Article, ArticleTab, Banner } from "../../domain/content/content";
import { CONTENT_LANGUAGES, type ContentLanguage } from "../../domain/content/content-rules";
import type { AppDeps } from "../deps";
import { CUSTOMER_SERVICE_URL_SETTING } from "./home-content";
import { noticeSetting } from "./settings";
import { termsSetting } from "./terms";

interface LanguageContentView {
  readonly lang: ContentLanguage;
  /** null: none set (the default language's stands in). */
  readonly notice: string | null;
  /** The user agreement (HTML); null: none set (the default language's stands in). */
  readonly terms: string | null;
  readonly tabs: readonly (ArticleTab & { readonly articles: readonly Omit<Article, "contentHtml">[] })[];
  /** The newest 50, those for every language included. */
  readonly announcements: readonly Announcement[];
}

export interface ContentOverview {
  readonly banners: readonly Banner[];
  readonly customerServiceUrl: string;
  readonly languages: readonly LanguageContentView[];
}

/** Everything operators publish, per language: the console's content screen. Article bodies are read one at a time (admin.content.article). */
export function contentOverview(deps: Pick<AppDeps, "store">): Promise<ContentOverview> {
  return deps.store.read(async (tx) => {
    const languages: LanguageContentView[] = [];
    for (const lang of CONTENT_LANGUAGES) {
      const articles = await tx.content.articles(lang);
      const tabs = (await tx.content.articleTabs(lang)).map((tab) => ({
        ...tab,
        articles: articles.filter((a) => a.tabId === tab.id).map(({ contentHtml: _html, ...rest }) => rest),
      }));
      languages.push({ lang, notice: await tx.content.setting(noticeSetting(lang)), terms: await tx.content.setting(termsSetting(lang)), tabs, announcements: await tx.content.announcements(lang, { offset: 0, limit: 50 }) });
    }
    return { banners: await tx.content.banners(), customerServiceUrl: (await tx.content.setting(CUSTOMER_SERVICE_URL_SETTING)) ?? "", languages };
  });
}
