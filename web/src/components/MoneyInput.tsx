import "antd-mobile/es/components/input/input.css";
import type { MoneyField } from "../hooks/useMoneyField";
import "./money-input.css";

/**
 * The money field every screen uses (with useMoneyField): a plain text input
 * with the decimal keyboard, so no browser turns "-100" or "1e3" into something
 * else, holding exactly what was typed. When the text is not an amount, the
 * translated reason shows under it (aria-invalid, aria-describedby).
 * Looks like antd-mobile's Input, whose styles it borrows.
 */
export function MoneyInput(props: {
  readonly field: MoneyField;
  readonly testId?: string;
  readonly name?: string;
  readonly placeholder?: string;
  readonly ariaLabel?: string;
  readonly className?: string;
  readonly disabled?: boolean;
  /** Called with every change, after the field has taken it. */
  readonly onChange?: (text: string) => void;
  /** Show the message elsewhere (with MoneyInputMessage), e.g. below a row the field shares. */
  readonly messageElsewhere?: boolean;
}) {
  const { field } = props;
  const invalid = field.message !== null;
  return (
    <>
      <div className={`adm-input money-input${props.className ? ` ${props.className}` : ""}`} data-testid={props.testId} data-invalid={invalid ? "true" : undefined}>
        <input
          ref={field.inputRef}
          className="adm-input-element"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          name={props.name}
          value={field.text}
          placeholder={props.placeholder}
          aria-label={props.ariaLabel}
          aria-invalid={invalid}
          aria-describedby={invalid ? field.messageId : undefined}
          disabled={props.disabled}
          onChange={(event) => {
            field.setText(event.target.value);
            props.onChange?.(event.target.value);
          }}
        />
      </div>
      {!props.messageElsewhere && <MoneyInputMessage field={field} />}
    </>
  );
}

/** The field's message, where the field's layout wants it. */
export function MoneyInputMessage({ field, className }: { readonly field: MoneyField; readonly className?: string }) {
  if (field.message === null) return null;
  return (
    <div id={field.messageId} className={`money-input-message${className ? ` ${className}` : ""}`} aria-live="polite" data-testid="money-input-message">
      {field.message}
    </div>
  );
}
