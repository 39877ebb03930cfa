import { useEffect, useRef, type ReactNode } from "react";
import { Popup } from "antd-mobile";
import "./console-sheet.css";

/**
 * A side sheet over a console page (an editor, a round's proof): antd-mobile's Popup made a dialog. Popup draws a
 * plain box, so a screen reader was not told a dialog opened, the keyboard's place stayed on the page behind, and
 * Escape did nothing. Here the sheet is a named modal dialog, the keyboard's place moves into it on opening and back
 * to what opened it on closing, and Escape closes it.
 */
export function ConsoleSheet({ open, onClose, label, children }: { open: boolean; onClose: () => void; label: string; children: ReactNode }) {
  const body = useRef<HTMLDivElement>(null);
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    if (!open) return;
    opener.current = document.activeElement;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, onClose]);
  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      position="right"
      bodyClassName="console-sheet"
      destroyOnClose
      afterShow={() => {
        // An editor that focuses its own first field keeps it.
        if (!body.current?.contains(document.activeElement)) body.current?.focus();
      }}
      afterClose={() => {
        const back = opener.current;
        if (back instanceof HTMLElement && back.isConnected) back.focus();
      }}
    >
      <div ref={body} className="console-sheet-dialog" role="dialog" aria-modal="true" aria-label={label} tabIndex={-1}>
        {children}
      </div>
    </Popup>
  );
}
