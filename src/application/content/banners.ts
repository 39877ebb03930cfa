import type { Banner } from "../../domain/content/content";
import { fail, type Result } from "../../domain/errors";
import { checkLink } from "../../domain/content/content-rules";
import type { AppDeps } from "../deps";
import { inTransaction, type Work } from "../unit-of-work";
import { oncePerRequest, recordAudit, type ConsoleRequestRefusal } from "../operations/audit-trail";

type Deps = Pick<AppDeps, "store" | "events" | "clock">;

export interface SaveBannerInput {
  readonly operatorId: number;
  /** The console's idempotency key: the same key sent twice does it once and answers the same. */
  readonly requestId?: string | null;
  /** null adds a banner. */
  readonly id: number | null;
  readonly imageUrl: string;
  /** Where a tap goes; empty for nowhere. */
  readonly linkUrl: string;
  readonly sortOrder: number;
}

/** Adds or edits a banner of the home carousel. */
export async function saveBanner(deps: Deps, input: SaveBannerInput): Promise<Result<Banner, "INVALID_INPUT" | "LINK_INVALID" | "NOT_FOUND" | ConsoleRequestRefusal>> {
  const imageUrl = checkLink(input.imageUrl, false);
  if (!imageUrl.ok) return imageUrl;
  const linkUrl = checkLink(input.linkUrl, true);
  if (!linkUrl.ok) return linkUrl;
  if (!Number.isSafeInteger(input.sortOrder) || input.sortOrder < 0) return fail("INVALID_INPUT", { field: "sortOrder" });
  const nowMs = deps.clock.nowMs();
  return inTransaction(deps, (work: Work<ConsoleRequestRefusal | "NOT_FOUND">) =>
    oncePerRequest(work, { operatorId: input.operatorId, requestId: input.requestId, action: "banner.save", atMs: nowMs }, async () => {
    const before = input.id === null ? null : ((await work.tx.content.banners()).find((b) => b.id === input.id) ?? work.refuse("NOT_FOUND"));
    const banner = { id: before?.id ?? 0, imageUrl: imageUrl.value, linkUrl: linkUrl.value, sortOrder: input.sortOrder };
    const id = await work.tx.content.saveBanner(banner);
    const saved = { ...banner, id };
    await recordAudit(work, { operatorId: input.operatorId, action: "banner.save", target: { type: "banner", id: String(id) }, before: before && { ...before }, after: { ...saved }, atMs: nowMs });
    return saved;
    }),
  );
}

/** Removes a banner from the carousel. */
export async function deleteBanner(deps: Deps, input: { readonly operatorId: number; readonly id: number }): Promise<Result<{ readonly id: number }, "NOT_FOUND">> {
  const nowMs = deps.clock.nowMs();
  return inTransaction(deps, async (work: Work<"NOT_FOUND">) => {
    const before = (await work.tx.content.banners()).find((b) => b.id === input.id) ?? work.refuse("NOT_FOUND");
    await work.tx.content.deleteBanner(before.id);
    await recordAudit(work, { operatorId: input.operatorId, action: "banner.delete", target: { type: "banner", id: String(before.id) }, before: { ...before }, after: null, atMs: nowMs });
    return { id: before.id };
  });
}
