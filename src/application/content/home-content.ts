import { fail, ok, type Result } from "../../domain/errors";
import type { Article, Banner } from "../../domain/content/content";
import type { AppDeps } from "../deps";

/** The language whose notice stands in when a language has none (SPEC: the default locale). */
const DEFAULT_LANG = "tw";

export interface ArticleLink {
  readonly id: number;
  readonly title: string;
}

export interface HomeContent {
  /** In the operator's order. */
  readonly banners: readonly Banner[];
  /** The scrolling notice; empty when the operator set none. */
  readonly notice: string;
  /** The news page's hot topics. */
  readonly articleTops: readonly ArticleLink[];
  readonly articleTabs: readonly { readonly id: number; readonly title: string; readonly articles: readonly ArticleLink[] }[];
  /** The operator's customer-service (online chat) link, setting "customer-service-url"; empty when none is set. */
  readonly customerServiceUrl: string;
}

/** The setting that holds the customer-service link (installed with the content bundle). */
export const CUSTOMER_SERVICE_URL_SETTING = "customer-service-url";

/** The home page and news page content of one language: open to guests, so nothing personal. */
export async function homeContent(deps: AppDeps, lang: string): Promise<HomeContent> {
  return deps.store.read(async (tx) => {
    const banners = [...(await tx.content.banners())].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
    const notice = (await tx.content.setting(`notice:${lang}`)) ?? (await tx.content.setting(`notice:${DEFAULT_LANG}`)) ?? "";
    const articles = await tx.content.articles(lang);
    const tabs = [...(await tx.content.articleTabs(lang))].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
    return {
      banners,
      notice,
      articleTops: articles.filter((a) => a.isTop).map(linkOf),
      articleTabs: tabs.map((tab) => ({ id: tab.id, title: tab.title, articles: articles.filter((a) => a.tabId === tab.id).map(linkOf) })),
      customerServiceUrl: (await tx.content.setting(CUSTOMER_SERVICE_URL_SETTING)) ?? "",
    };
  });
}

/** One article with its HTML (/aticleDetail); the client sanitises before rendering. */
export async function articleById(deps: AppDeps, id: number): Promise<Result<Article, "NOT_FOUND">> {
  const article = await deps.store.read((tx) => tx.content.articleById(id));
  return article ? ok(article) : fail("NOT_FOUND");
}

const linkOf = (article: Article): ArticleLink => ({ id: article.id, title: article.title });
