import type { ParseMoneyOptions } from "../../../../src/domain/money";
import { MoneyInput } from "../../components/MoneyInput";
import { readMoneyField } from "../../format/money-field";
import { useMoneyField } from "../../hooks/useMoneyField";
import "./console-money-field.css";

/**
 * A labelled money field of a console form whose text lives in the form's
 * draft (a room's limits, a channel's minimum and maximum): MoneyInput, with
 * the reason under it while the text is not an amount.
 */
export function ConsoleMoneyField(props: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (text: string) => void;
  readonly testId: string;
  readonly className?: string;
  readonly options?: ParseMoneyOptions;
}) {
  const field = useMoneyField({ ...props.options, value: props.value, onText: props.onChange });
  return (
    <label className={props.className ?? "console-field"}>
      <span>{props.label}</span>
      <div className="console-money-field">
        <MoneyInput field={field} className="console-input" ariaLabel={props.label} testId={props.testId} />
      </div>
    </label>
  );
}

/** Whether every filled-in money text of a form is an amount (an empty one is the server's to refuse in words). */
export const moneyTextsValid = (texts: readonly (readonly [string, ParseMoneyOptions?])[]): boolean =>
  texts.every(([text, options]) => readMoneyField(text, options).kind !== "refused");
