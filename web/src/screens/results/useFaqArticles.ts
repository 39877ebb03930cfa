import { useTranslation } from "react-i18next";
import { trpc, type RouterOutputs } from "../../trpc";

type FaqArticle = RouterOutputs["support"]["articles"][number];

/**
 * The knowledge base's published articles in the reader's language (one left
 * unwritten falls back on the server): the operator's own questions on the
 * FAQ page, open to guests. Empty while loading or when none is published.
 */
export function useFaqArticles(): readonly FaqArticle[] {
  const { i18n } = useTranslation();
  const articles = trpc.support.articles.useQuery({ lang: i18n.language }, { staleTime: 60_000 });
  return articles.data ?? [];
}
