import { useContext, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { NumberKeyboard, PasscodeInput } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { SECURITY_CODE_LENGTH } from "../../../../src/domain/accounts/security-code-rules";
import { PageActiveContext } from "../../routes/Guard";

/** Stands in for the kit's keyboard slot: with it, the cells never focus their native input (no phone keyboard over ours). */
const OurKeyboard = () => null;

/**
 * The 6-digit security-code pad (SPEC sections 4 and 9): the cells plus the
 * on-screen number keyboard, open from the start. The sixth digit submits;
 * `onFill` answers whether the code was taken, and a refused code is cleared
 * for the next try. The keyboard's visibility is ours, not tied to DOM focus,
 * so it shows even when the browser has not moved focus to the cells yet.
 */
export function CodePad({ onFill, busy, testId }: { onFill: (code: string) => Promise<boolean>; busy: boolean; testId: string }) {
  const { t } = useTranslation();
  const [value, setValue] = useState("");
  const [error, setError] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  // The kit's cells are one focusable control holding its own native input, which our keyboard never uses: left
  // focusable, it is a control inside a control (axe nested-interactive) that a screen reader could land in.
  useEffect(() => {
    root.current?.querySelector("input")?.setAttribute("disabled", "");
  }, []);
  const [keyboard, setKeyboard] = useState(true);
  // A page sliding away keeps its pad drawn for a moment; its keyboard must not linger over the next page.
  const active = useContext(PageActiveContext);

  const submit = (code: string) => {
    void onFill(code).then((taken) => {
      if (taken) {
        // Done with: the keyboard would otherwise sit over the success popup.
        setKeyboard(false);
        return;
      }
      setError(true);
      setValue("");
      setKeyboard(true);
    });
  };

  const type = (digit: string) => {
    if (busy || value.length >= SECURITY_CODE_LENGTH) return;
    const next = value + digit;
    setError(false);
    setValue(next);
    if (next.length === SECURITY_CODE_LENGTH) submit(next);
  };

  const remove = () => !busy && setValue((v) => v.slice(0, -1));

  // A desktop keyboard types into the focused cells too.
  const keyDown = (event: KeyboardEvent) => {
    if (/^\d$/.test(event.key)) type(event.key);
    else if (event.key === "Backspace") remove();
    else return;
    event.preventDefault();
  };

  return (
    <div ref={root} data-testid={testId} data-filled={value.length} onKeyDown={keyDown}>
      <PasscodeInput
        length={SECURITY_CODE_LENGTH}
        seperated
        value={value}
        error={error}
        onFocus={() => setKeyboard(true)}
        keyboard={<OurKeyboard />}
        aria-label={t("wallet.securityCode")}
      />
      <NumberKeyboard
        visible={keyboard && active}
        onInput={type}
        onDelete={remove}
        onClose={() => setKeyboard(false)}
        showCloseButton
      />
    </div>
  );
}
