import { Popup, SafeArea } from "antd-mobile";
// The kit's action sheet look (its class names), drawn by us: see below.
import "antd-mobile/es/components/action-sheet/action-sheet.css";
import "./choice-sheet.css";

export interface Choice {
  readonly key: string;
  readonly text: string;
  /** The choice in effect now (shown bold, announced as current). */
  readonly current?: boolean;
  readonly onChoose: () => void;
}

/**
 * A sheet of choices from the bottom of the screen, with Cancel. antd-mobile's ActionSheet draws its choices as
 * anchors without href under role="option" with no listbox (axe aria-required-parent, critical) that a keyboard
 * cannot reach; this one is a named dialog of real buttons in the same look. A choice closes the sheet.
 */
export function ChoiceSheet({ visible, title, choices, cancelText, onClose }: { visible: boolean; title?: string; choices: readonly Choice[]; cancelText: string; onClose: () => void }) {
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} className="adm-action-sheet-popup">
      <div className="adm-action-sheet" role="dialog" aria-modal="true" aria-label={title}>
        {title && <div className="adm-action-sheet-extra">{title}</div>}
        <div className="adm-action-sheet-button-list">
          {choices.map((choice) => (
            <div key={choice.key} className="adm-action-sheet-button-item-wrapper">
              <button
                type="button"
                className={`choice-sheet-button adm-action-sheet-button-item${choice.current ? " adm-action-sheet-button-item-bold" : ""}`}
                aria-current={choice.current ? "true" : undefined}
                onClick={() => {
                  onClose();
                  choice.onChoose();
                }}
              >
                <span className="adm-action-sheet-button-item-name">{choice.text}</span>
              </button>
            </div>
          ))}
        </div>
        <div className="adm-action-sheet-cancel">
          <div className="adm-action-sheet-button-item-wrapper">
            <button type="button" className="choice-sheet-button adm-action-sheet-button-item" onClick={onClose}>
              <span className="adm-action-sheet-button-item-name">{cancelText}</span>
            </button>
          </div>
        </div>
        <SafeArea position="bottom" />
      </div>
    </Popup>
  );
}
