import { useLayoutEffect, useRef, useState, type ReactNode } from "react";
import "./table-scroll.css";

/**
 * The box a console table scrolls sideways in (on a phone most tables are wider than the screen). While it scrolls
 * it is a named region the keyboard can stop on, so the arrow keys reach the columns out of sight (WCAG 2.1.1,
 * axe scrollable-region-focusable); while the table fits, it is a plain box and no extra tab stop.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1);
    measure();
    // The window turning or resizing, and the table growing as its lines arrive.
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  });
  return (
    <div ref={ref} className="console-table-wrap" {...(scrolls ? { role: "region", "aria-label": label, tabIndex: 0 } : {})}>
      {children}
    </div>
  );
}
