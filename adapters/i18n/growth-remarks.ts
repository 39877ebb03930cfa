import { parsePayoutMark } from "../../src/domain/growth/payout-mark";
import { VIP_LEVELS } from "../../src/domain/growth/settings";
import type { Lang } from "./languages";

/**
 * The growth engine's fund lines said in the reader's language on the legacy wire (quantityLogList's `mark`), where
 * they travel as type 4 (gift), the only credit the original client knows: the remark names the kind. The web
 * client says the same marks itself (web/src/format/fund-mark.ts).
 */
interface RemarkTexts {
  readonly commission: string;
  readonly weeklyCommission: string;
  readonly rebate: string;
  readonly promotionBonus: string;
  readonly titledPromotionBonus: string;
  readonly levelBonus: string;
  /** junior, intermediate, premium, supreme (SPEC's VIP levels). */
  readonly levels: readonly [string, string, string, string];
}

const TEXTS: Readonly<Record<Lang, RemarkTexts>> = {
  en: {
    commission: "Commission {day}",
    weeklyCommission: "Commission week of {day}",
    rebate: "Rebate {day}",
    promotionBonus: "Promotion bonus",
    titledPromotionBonus: "Promotion bonus: {title}",
    levelBonus: "Level-up bonus: {level}",
    levels: ["Junior", "Intermediate", "Premium", "Supreme"],
  },
  tw: {
    commission: "佣金 {day}",
    weeklyCommission: "佣金 {day} 當週",
    rebate: "返水 {day}",
    promotionBonus: "活動獎金",
    titledPromotionBonus: "活動獎金：{title}",
    levelBonus: "晉級獎金：{level}",
    levels: ["初級", "中級", "高級", "至尊"],
  },
  zh: {
    commission: "佣金 {day}",
    weeklyCommission: "佣金 {day} 当周",
    rebate: "返水 {day}",
    promotionBonus: "活动奖金",
    titledPromotionBonus: "活动奖金：{title}",
    levelBonus: "晋级奖金：{level}",
    levels: ["初级", "中级", "高级", "至尊"],
  },
  jp: {
    commission: "コミッション {day}",
    weeklyCommission: "コミッション {day} の週",
    rebate: "リベート {day}",
    promotionBonus: "キャンペーンボーナス",
    titledPromotionBonus: "キャンペーンボーナス：{title}",
    levelBonus: "レベルアップボーナス：{level}",
    levels: ["ジュニア", "インターミディエイト", "プレミアム", "シュプリーム"],
  },
  kor: {
    commission: "커미션 {day}",
    weeklyCommission: "커미션 {day} 주간",
    rebate: "리베이트 {day}",
    promotionBonus: "프로모션 보너스",
    titledPromotionBonus: "프로모션 보너스: {title}",
    levelBonus: "레벨업 보너스: {level}",
    levels: ["주니어", "인터미디엇", "프리미엄", "슈프림"],
  },
};

/**
 * A VIP level the core names by its stable name ("premium", src/domain/growth/settings.ts VIP_LEVELS) in the
 * reader's language, or null for a word that is no level (a message's `{level}` slot is filled with it).
 */
export function vipLevelName(lang: Lang, name: string): string | null {
  const index = (VIP_LEVELS as readonly string[]).indexOf(name);
  return index < 0 ? null : (TEXTS[lang].levels[index] ?? null);
}

const fill = (text: string, values: Readonly<Record<string, string>>): string => text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "");

/**
 * A growth mark in the reader's language, or null when the mark is none of the engine's (shown as written).
 * `promotionTitle`: the promotion's title in that language when the caller could read it.
 */
export function growthRemark(lang: Lang, mark: string, promotionTitle: (promotionId: number) => string | null = () => null): string | null {
  const parsed = parsePayoutMark(mark);
  if (parsed === null) return null;
  const texts = TEXTS[lang];
  switch (parsed.kind) {
    case "commission":
      return fill(parsed.weekly ? texts.weeklyCommission : texts.commission, { day: parsed.day });
    case "rebate":
      return fill(texts.rebate, { day: parsed.day });
    case "promotion_bonus": {
      const title = promotionTitle(parsed.promotionId);
      return title ? fill(texts.titledPromotionBonus, { title }) : texts.promotionBonus;
    }
    case "level_bonus":
      return fill(texts.levelBonus, { level: texts.levels[parsed.level] ?? String(parsed.level) });
  }
}
