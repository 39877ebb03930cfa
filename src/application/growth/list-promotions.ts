import type { Result } from "../../domain/errors";
import type { Promotion, RedPacketState } from "../../domain/growth/promotion";
import type { Minor } from "../../domain/money";
import type { AppDeps } from "../deps";
import { inRead } from "../unit-of-work";

/** The console's list: the newest promotions first, with what their claims paid and a red packet's pool left. */
const CONSOLE_PROMOTIONS_LIMIT = 200;

export interface ConsolePromotion extends Promotion {
  readonly claimedMinor: Minor;
  readonly claims: number;
  readonly redPacket: RedPacketState | null;
}

export function listPromotions(deps: Pick<AppDeps, "store">): Promise<Result<ConsolePromotion[]>> {
  return inRead(deps, async (tx) => {
    const promotions = await tx.promotions.list(CONSOLE_PROMOTIONS_LIMIT);
    return Promise.all(
      promotions.map(async (p) => {
        const totals = await tx.promotions.claimedTotals(p.id);
        return { ...p, claimedMinor: totals.amountMinor, claims: totals.count, redPacket: p.reward.kind === "red_packet" ? await tx.promotions.redPacket(p.id) : null };
      }),
    );
  });
}
