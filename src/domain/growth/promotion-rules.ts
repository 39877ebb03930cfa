import { fail, ok, type Result } from "../errors";
import { parseMoney, type Minor } from "../money";
import { BP_PER_WHOLE } from "./payout";
import { VIP_LEVELS } from "./settings";
import { PROMOTION_LANGS, type PromotionDraft, type PromotionKind, type PromotionReward, type PromotionTerms, type RedPacketState } from "./promotion";

/** What the console sends to create or edit a promotion; amounts are wire money ("12.50"). */
export interface PromotionForm {
  readonly kind: PromotionKind;
  readonly terms: Readonly<Record<string, { readonly title: string; readonly body: string }>>;
  readonly startMs: number;
  readonly endMs: number;
  /** first_deposit: the rate (1..10,000 bp) and the most it pays. */
  readonly percentBp?: number;
  readonly cap?: unknown;
  /** check_in: the daily amount. */
  readonly amount?: unknown;
  /** red_packet: the pool, the number of shares and the day's turnover each claimer needs (0 allowed). */
  readonly pool?: unknown;
  readonly packets?: number;
  readonly turnover?: unknown;
  readonly minLevel: number;
  readonly newPlayersOnly: boolean;
  /** "0" or empty: no deposit needed. */
  readonly minDeposit?: unknown;
  readonly onePerAddress: boolean;
  readonly wageringMultiple: number;
}

const TITLE_MAX_CHARS = 80;
const BODY_MAX_CHARS = 2_000;
const MAX_WAGERING_MULTIPLE = 100;
const MAX_RED_PACKETS = 10_000;

type Invalid = Result<never, "PROMOTION_INVALID">;
const invalid = (field: string): Invalid => fail("PROMOTION_INVALID", { field });

const positive = (value: unknown, field: string): Result<Minor, "PROMOTION_INVALID"> => {
  const parsed = parseMoney(value);
  return parsed.ok ? parsed : invalid(field);
};
const zeroOrMore = (value: unknown, field: string): Result<Minor, "PROMOTION_INVALID"> => {
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) return ok(0);
  const parsed = parseMoney(value, { allowZero: true });
  return parsed.ok ? parsed : invalid(field);
};
const wholeIn = (value: unknown, min: number, max: number): value is number => Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;

function checkTerms(terms: PromotionForm["terms"]): Result<PromotionTerms, "PROMOTION_INVALID"> {
  const checked: Record<string, { title: string; body: string }> = {};
  for (const lang of PROMOTION_LANGS) {
    const text = terms[lang];
    const title = typeof text?.title === "string" ? text.title.trim() : "";
    const body = typeof text?.body === "string" ? text.body.trim() : "";
    // Every language is required: a player reading in Korean must read the terms they are held to.
    if (title === "" || [...title].length > TITLE_MAX_CHARS) return invalid(`terms.${lang}.title`);
    if (body === "" || [...body].length > BODY_MAX_CHARS) return invalid(`terms.${lang}.body`);
    checked[lang] = { title, body };
  }
  return ok(checked as PromotionTerms);
}

function checkReward(form: PromotionForm): Result<PromotionReward, "PROMOTION_INVALID"> {
  switch (form.kind) {
    case "first_deposit": {
      if (!wholeIn(form.percentBp, 1, BP_PER_WHOLE)) return invalid("percentBp");
      const cap = positive(form.cap, "cap");
      return cap.ok ? ok({ kind: "first_deposit", percentBp: form.percentBp, capMinor: cap.value }) : cap;
    }
    case "check_in": {
      const amount = positive(form.amount, "amount");
      return amount.ok ? ok({ kind: "check_in", amountMinor: amount.value }) : amount;
    }
    case "red_packet": {
      const pool = positive(form.pool, "pool");
      if (!pool.ok) return pool;
      // Every share is at least 0.01: a pool smaller than a cent a share cannot be split.
      if (!wholeIn(form.packets, 1, MAX_RED_PACKETS) || form.packets > pool.value) return invalid("packets");
      const turnover = zeroOrMore(form.turnover, "turnover");
      return turnover.ok ? ok({ kind: "red_packet", poolMinor: pool.value, packets: form.packets, turnoverMinor: turnover.value }) : turnover;
    }
    default:
      return invalid("kind");
  }
}

/** The console's form checked field by field: the first field at fault is named in the refusal. */
export function checkPromotionForm(form: PromotionForm): Result<PromotionDraft, "PROMOTION_INVALID"> {
  const terms = checkTerms(form.terms ?? {});
  if (!terms.ok) return terms;
  if (!Number.isSafeInteger(form.startMs) || form.startMs < 0) return invalid("startMs");
  if (!Number.isSafeInteger(form.endMs) || form.endMs <= form.startMs) return invalid("endMs");
  const reward = checkReward(form);
  if (!reward.ok) return reward;
  if (!wholeIn(form.minLevel, 0, VIP_LEVELS.length - 1)) return invalid("minLevel");
  if (typeof form.newPlayersOnly !== "boolean") return invalid("newPlayersOnly");
  if (typeof form.onePerAddress !== "boolean") return invalid("onePerAddress");
  const minDeposit = zeroOrMore(form.minDeposit, "minDeposit");
  if (!minDeposit.ok) return minDeposit;
  if (!wholeIn(form.wageringMultiple, 0, MAX_WAGERING_MULTIPLE)) return invalid("wageringMultiple");
  return ok({
    terms: terms.value,
    startMs: form.startMs,
    endMs: form.endMs,
    reward: reward.value,
    eligibility: { minLevel: form.minLevel, newPlayersOnly: form.newPlayersOnly, minDepositMinor: minDeposit.value, onePerAddress: form.onePerAddress },
    wageringMultiple: form.wageringMultiple,
  });
}

/**
 * A red packet's pool after an edit: what was shared out stays shared, so the new pool and count must cover it
 * and still leave at least a cent for every share left. null: the edit cannot be made (the field named is "pool").
 */
export function redPacketAfterEdit(reward: Extract<PromotionReward, { kind: "red_packet" }>, claimed: { readonly amountMinor: Minor; readonly count: number }): RedPacketState | null {
  const remainingMinor = reward.poolMinor - claimed.amountMinor;
  const remainingPackets = reward.packets - claimed.count;
  if (remainingPackets < 0 || remainingMinor < remainingPackets) return null;
  return { remainingMinor, remainingPackets };
}
