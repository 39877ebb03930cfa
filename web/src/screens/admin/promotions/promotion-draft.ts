import type { RouterInputs } from "../../../trpc";

/** The console's form of a new promotion, as typed (texts), turned into the save procedure's input. */
type PromotionKind = "first_deposit" | "check_in" | "red_packet";
export const LANGS = ["tw", "zh", "en", "jp", "kor"] as const;
type Lang = (typeof LANGS)[number];

export interface PromotionDraft {
  kind: PromotionKind;
  terms: Record<Lang, { title: string; body: string }>;
  /** datetime-local values, "2026-11-28T10:00". */
  start: string;
  end: string;
  percent: string;
  cap: string;
  amount: string;
  pool: string;
  packets: string;
  turnover: string;
  minLevel: number;
  newPlayersOnly: boolean;
  minDeposit: string;
  onePerAddress: boolean;
  wageringMultiple: string;
}

const pad = (n: number) => String(n).padStart(2, "0");
/** A datetime-local value in the browser's time. */
export const localInput = (ms: number): string => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

export function newDraft(nowMs: number): PromotionDraft {
  return {
    kind: "red_packet",
    terms: Object.fromEntries(LANGS.map((lang) => [lang, { title: "", body: "" }])) as PromotionDraft["terms"],
    start: localInput(nowMs),
    end: localInput(nowMs + 7 * 86_400_000),
    percent: "50",
    cap: "200",
    amount: "5",
    pool: "100",
    packets: "10",
    turnover: "0",
    minLevel: 0,
    newPlayersOnly: false,
    minDeposit: "0",
    onePerAddress: false,
    wageringMultiple: "1",
  };
}

/** A whole number typed in a field, or -1 (which the server refuses, naming the field). */
const whole = (text: string): number => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : -1);
/** A percent with up to two decimals as basis points ("12.5" -> 1250), or -1. */
const basisPoints = (text: string): number => (/^\d{1,5}(\.\d{1,2})?$/.test(text.trim()) ? Math.round(Number(text.trim()) * 100) : -1);
const instant = (text: string): number => {
  const ms = new Date(text).getTime();
  return Number.isFinite(ms) && ms >= 0 ? ms : 0;
};

export function saveInput(draft: PromotionDraft): RouterInputs["admin"]["promotions"]["save"] {
  const common = {
    id: null,
    kind: draft.kind,
    terms: draft.terms,
    startMs: instant(draft.start),
    endMs: instant(draft.end),
    minLevel: draft.minLevel,
    newPlayersOnly: draft.newPlayersOnly,
    minDeposit: draft.minDeposit,
    onePerAddress: draft.onePerAddress,
    wageringMultiple: whole(draft.wageringMultiple),
  };
  if (draft.kind === "first_deposit") return { ...common, percentBp: basisPoints(draft.percent), cap: draft.cap };
  if (draft.kind === "check_in") return { ...common, amount: draft.amount };
  return { ...common, pool: draft.pool, packets: whole(draft.packets), turnover: draft.turnover };
}
