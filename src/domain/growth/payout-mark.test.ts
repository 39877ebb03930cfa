import { describe, expect, it } from "vitest";
import { commissionMark } from "./commission-statement";
import { parsePayoutMark } from "./payout-mark";
import { promotionMark } from "./promotion";
import { rebateMark } from "./rebate-formula";
import { levelBonusMark } from "./vip-level";

describe("the growth engine's fund line marks", () => {
  it("reads back what each kind's use case writes", () => {
    expect(parsePayoutMark(commissionMark("2026-11-28"))).toEqual({ kind: "commission", day: "2026-11-28", weekly: false });
    expect(parsePayoutMark(commissionMark("week:2026-11-23"))).toEqual({ kind: "commission", day: "2026-11-23", weekly: true });
    expect(parsePayoutMark(rebateMark("2026-11-28"))).toEqual({ kind: "rebate", day: "2026-11-28" });
    expect(parsePayoutMark(promotionMark(7))).toEqual({ kind: "promotion_bonus", promotionId: 7 });
    expect(parsePayoutMark(levelBonusMark(3))).toEqual({ kind: "level_bonus", level: 3 });
  });

  it("leaves every other remark alone: bets, deposits, an operator's words, near misses", () => {
    for (const mark of ["Singapore 202611220301 big", "recharge 100.00 TWD", "gift", "commission for ticket 88", "commission:", "rebate:2026-11-2", "rebate:2026-11-28 extra", "bonus:promotion:0", "bonus:promotion:x", "bonus:level:10", "bonus:other"]) {
      expect(parsePayoutMark(mark)).toBeNull();
    }
  });
});
