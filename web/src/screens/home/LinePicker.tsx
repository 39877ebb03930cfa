import { CenterPopup, Tag } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { CheckIcon, SignalIcon } from "../../components/icons";
import type { Line } from "../../session";

/** SPEC section 2: the line picker overlay, line 1 and line 2 (marked best). */
export function LinePicker({ visible, line, onClose, onPick }: { visible: boolean; line: Line; onClose: () => void; onPick: (line: Line) => void }) {
  const { t } = useTranslation();
  const options: readonly { line: Line; label: string; best: boolean }[] = [
    { line: 0, label: t("line.line1"), best: false },
    { line: 1, label: t("line.line2"), best: true },
  ];
  return (
    <CenterPopup visible={visible} onMaskClick={onClose} onClose={onClose} showCloseButton className="line-picker" destroyOnClose>
      <div className="line-picker-body" data-testid="line-picker">
        <h3 className="line-picker-title">{t("line.title")}</h3>
        <p className="line-picker-hint">{t("line.hint")}</p>
        {options.map((option) => (
          <button
            type="button"
            key={option.line}
            className={`line-option${option.line === line ? " line-option-current" : ""}`}
            onClick={() => onPick(option.line)}
            data-testid={`line-option-${option.line}`}
          >
            <SignalIcon className="line-option-icon" />
            <span className="line-option-label">{option.label}</span>
            {option.best && (
              <Tag color="danger" round>
                {t("line.best")}
              </Tag>
            )}
            {option.line === line ? <CheckIcon className="line-option-check" aria-label={t("line.current")} /> : <span className="line-option-check" />}
          </button>
        ))}
      </div>
    </CenterPopup>
  );
}
