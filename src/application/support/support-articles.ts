import type { SupportArticle } from "../../domain/support/knowledge-rules";
import type { AppDeps } from "../deps";

/** The whole knowledge base, drafts included, in the FAQ page's order: the console's list. */
export async function supportArticles(deps: Pick<AppDeps, "store">): Promise<SupportArticle[]> {
  return deps.store.read((tx) => tx.supportContent.supportArticles());
}
