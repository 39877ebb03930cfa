import type { RoundVoid } from "../../../src/domain/rounds/round";
import { DEFAULT_LANG, isLang } from "../i18n/languages";

/**
 * Why a round was voided, in the reader's language: the operator wrote it in all five; the engine's automatic void
 * carries a code, which the caller says with its own dictionary text (`autoText`, e.g. "the draw was too late").
 */
export const voidReasonText = (voided: RoundVoid, language: string, autoText: string): string =>
  voided.kind === "auto" ? autoText : voided.reason[isLang(language) ? language : DEFAULT_LANG];
