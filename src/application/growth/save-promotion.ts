import type { Result } from "../../domain/errors";
import type { Promotion } from "../../domain/growth/promotion";
import { checkPromotionForm, redPacketAfterEdit, type PromotionForm } from "../../domain/growth/promotion-rules";
import type { AppDeps } from "../deps";
import { recordAudit } from "../operations/audit-trail";
import { inTransaction, type Work } from "../unit-of-work";

type SavePromotionRefusal = "PROMOTION_INVALID" | "PROMOTION_NOT_FOUND";

/**
 * An operator creates a promotion (id null; it starts running, so it shows from its start time) or edits one.
 * Checked before anything is written; the kind of a promotion never changes, and a red packet's pool may change
 * only as far as the shares already claimed allow. One audit line `promotion.save` with before and after.
 */
export function savePromotion(
  deps: Pick<AppDeps, "store" | "events" | "clock">,
  input: { readonly operatorId: number; readonly id: number | null; readonly form: PromotionForm },
): Promise<Result<Promotion, SavePromotionRefusal>> {
  const checked = checkPromotionForm(input.form);
  if (!checked.ok) return Promise.resolve(checked);
  const draft = checked.value;
  const nowMs = deps.clock.nowMs();
  return inTransaction(deps, async (work: Work<SavePromotionRefusal>) => {
    const { tx } = work;
    const before = input.id === null ? null : ((await tx.promotions.byId(input.id)) ?? work.refuse("PROMOTION_NOT_FOUND"));
    if (before !== null && before.reward.kind !== draft.reward.kind) work.refuse("PROMOTION_INVALID", { field: "kind" });
    let saved: Promotion;
    if (before === null) {
      saved = await tx.promotions.create(draft, nowMs);
      if (draft.reward.kind === "red_packet") await tx.promotions.setRedPacket(saved.id, { remainingMinor: draft.reward.poolMinor, remainingPackets: draft.reward.packets });
    } else {
      if (draft.reward.kind === "red_packet") {
        await tx.promotions.lockRedPacket(before.id);
        const state = redPacketAfterEdit(draft.reward, await tx.promotions.claimedTotals(before.id));
        if (state === null) work.refuse("PROMOTION_INVALID", { field: "pool" });
        await tx.promotions.setRedPacket(before.id, state);
      }
      await tx.promotions.update(before.id, draft, nowMs);
      saved = (await tx.promotions.byId(before.id)) ?? work.refuse("PROMOTION_NOT_FOUND");
    }
    await recordAudit(work, {
      operatorId: input.operatorId,
      action: "promotion.save",
      target: { type: "promotion", id: String(saved.id) },
      before: before === null ? null : { ...before },
      after: { ...saved },
      atMs: nowMs,
    });
    return saved;
  });
}
