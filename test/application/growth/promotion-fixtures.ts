import { savePromotion } from "../../../src/application/growth/save-promotion";
import type { Promotion } from "../../../src/domain/growth/promotion";
import type { PromotionForm } from "../../../src/domain/growth/promotion-rules";
import type { TestApp } from "../../support/app";
import { OPERATOR_ID, unwrap } from "../wallet-fixtures";

/** Terms in the five languages, each naming its language so a test can tell which one it was shown. */
export const termsFor = (name: string): PromotionForm["terms"] =>
  Object.fromEntries(["zh", "tw", "en", "jp", "kor"].map((lang) => [lang, { title: `${name} ${lang}`, body: `Terms of ${name} in ${lang}` }]));

const DAY_MS = 86_400_000;

/** A running promotion of a kind from now for a week, with whatever the test changes. */
export function form(app: Pick<TestApp, "clock">, kind: PromotionForm["kind"], overrides: Partial<PromotionForm> = {}): PromotionForm {
  const nowMs = app.clock.nowMs();
  const reward: Partial<PromotionForm> =
    kind === "first_deposit" ? { percentBp: 5_000, cap: "200" } : kind === "check_in" ? { amount: "5" } : { pool: "100", packets: 10, turnover: "0" };
  return { kind, terms: termsFor(kind), startMs: nowMs - 1_000, endMs: nowMs + 7 * DAY_MS, minLevel: 0, newPlayersOnly: false, minDeposit: "0", onePerAddress: false, wageringMultiple: 0, ...reward, ...overrides };
}

export async function promotion(app: TestApp, kind: PromotionForm["kind"], overrides: Partial<PromotionForm> = {}): Promise<Promotion> {
  return unwrap(await savePromotion(app.deps, { operatorId: OPERATOR_ID, id: null, form: form(app, kind, overrides) }));
}
