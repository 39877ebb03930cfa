import { useCallback, useId, useRef, useState, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { MAX_AMOUNT_MINOR, type Minor, type MoneyRefusal, type ParseMoneyOptions } from "../../../src/domain/money";
import { readMoneyField, type MoneyFieldReading } from "../format/money-field";
import { money } from "../format/money";

export interface MoneyFieldOptions extends ParseMoneyOptions {
  /** The text the field starts with (a wire amount such as "100.00"). */
  readonly initial?: string;
  /** What to say when the form is sent with the field empty (default: "Enter an amount"). */
  readonly required?: string;
  /** Kept by the caller (a form's draft) instead of the field: the text, and where a change goes. */
  readonly value?: string;
  readonly onText?: (text: string) => void;
}

/** One money field's state: the text exactly as typed, what it reads as, and the message to show under it. */
export interface MoneyField {
  readonly text: string;
  readonly reading: MoneyFieldReading;
  /** The amount in minor units, or null while the text is not one. */
  readonly minor: Minor | null;
  /** The translated message under the field, or null. */
  readonly message: string | null;
  /** The id of the message element (the input's aria-describedby). */
  readonly messageId: string;
  readonly inputRef: RefObject<HTMLInputElement>;
  setText(text: string): void;
  /**
   * For the form's submit: the amount, or null when there is none (the form
   * then sends nothing). An empty field gets its "required" message; the field is focused.
   */
  take(): Minor | null;
}

/**
 * The one way a money field is kept (issue 37, item 1): deposit, withdrawal,
 * stake, limits, the console's gifts and adjustments all use it with MoneyInput.
 */
export function useMoneyField(options: MoneyFieldOptions = {}): MoneyField {
  const { t } = useTranslation();
  const [ownText, setOwnText] = useState(options.initial ?? "");
  const text = options.value ?? ownText;
  const onText = options.onText;
  // Set when a submit met an empty field: "required" shows until the text changes.
  const [askedForAmount, setAskedForAmount] = useState(false);
  const messageId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const reading = readMoneyField(text, options);

  let message: string | null = null;
  if (reading.kind === "refused") message = refusalText(t, reading.code);
  else if (reading.kind === "empty" && askedForAmount) message = options.required ?? t("moneyInput.required");

  const setText = useCallback(
    (next: string) => {
      if (onText) onText(next);
      else setOwnText(next);
      setAskedForAmount(false);
    },
    [onText],
  );

  const take = (): Minor | null => {
    if (reading.kind === "amount") return reading.minor;
    if (reading.kind === "empty") setAskedForAmount(true);
    inputRef.current?.focus();
    return null;
  };

  return { text, reading, minor: reading.kind === "amount" ? reading.minor : null, message, messageId, inputRef, setText, take };
}

/** The translated reason for each of parseMoney's refusals. */
function refusalText(t: TFunction, code: MoneyRefusal): string {
  switch (code) {
    case "MONEY_INVALID":
      return t("moneyInput.MONEY_INVALID");
    case "MONEY_NEGATIVE":
      return t("moneyInput.MONEY_NEGATIVE");
    case "MONEY_TOO_MANY_DECIMALS":
      return t("moneyInput.MONEY_TOO_MANY_DECIMALS");
    case "MONEY_TOO_LARGE":
      return t("moneyInput.MONEY_TOO_LARGE", { max: money(MAX_AMOUNT_MINOR) });
    case "MONEY_NOT_POSITIVE":
      return t("moneyInput.MONEY_NOT_POSITIVE");
  }
}
