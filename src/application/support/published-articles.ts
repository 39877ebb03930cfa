import { CONTENT_LANGUAGES } from "../../domain/content/content-rules";
import { articleIn } from "../../domain/support/knowledge-rules";
import type { AppDeps } from "../deps";

/** A knowledge-base article as the FAQ page shows it: in the reader's language, or the one standing in for it. */
export interface FaqArticle {
  readonly id: number;
  /** The language the title and body are written in (the asked one unless it is not written). */
  readonly lang: string;
  readonly title: string;
  /** Plain text; shown as typed, line breaks kept, never as HTML. */
  readonly body: string;
}

/** The published articles in the FAQ page's order, in `lang` (an unknown language reads as the default one): open to guests. */
export async function publishedArticles(deps: Pick<AppDeps, "store">, lang: string): Promise<FaqArticle[]> {
  const asked = (CONTENT_LANGUAGES as readonly string[]).includes(lang) ? lang : "";
  const articles = await deps.store.read((tx) => tx.supportContent.supportArticles());
  return articles.flatMap((article) => {
    const shown = article.published ? articleIn(article, asked) : null;
    return shown === null ? [] : [{ id: article.id, ...shown }];
  });
}
