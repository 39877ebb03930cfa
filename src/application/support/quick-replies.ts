import type { QuickReply } from "../../domain/support/quick-reply-rules";
import type { AppDeps } from "../deps";

/** Every quick reply, by language and shortcut: the console's list and the composer's picker. */
export async function quickReplies(deps: Pick<AppDeps, "store">): Promise<QuickReply[]> {
  return deps.store.read((tx) => tx.supportContent.quickReplies());
}
