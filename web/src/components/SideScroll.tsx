import { useEffect, useRef, useState, type ReactNode } from "react";
import "./side-scroll.css";

/**
 * A box that scrolls sideways when what it holds is wider than the phone (a wide table), and says so: a hint
 * above it while it overflows, and a shade on each edge that still hides columns. Nothing is cut off by an
 * ellipsis; every column is a swipe away. `label` names the scrolling region for a screen reader (the table's title).
 */
export function SideScroll({ hint, label, children, testId }: { hint: string; label: string; children: ReactNode; testId?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ overflows: false, left: false, right: false });

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => {
      const overflows = el.scrollWidth > el.clientWidth + 1;
      const next = { overflows, left: overflows && el.scrollLeft > 1, right: overflows && el.scrollLeft + el.clientWidth < el.scrollWidth - 1 };
      setEdges((now) => (now.overflows === next.overflows && now.left === next.left && now.right === next.right ? now : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    el.addEventListener("scroll", measure, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener("scroll", measure);
    };
  }, []);

  return (
    <div className="side-scroll" data-testid={testId} data-overflows={edges.overflows ? "1" : undefined}>
      {edges.overflows && (
        <div className="side-scroll-hint" data-testid={testId ? `${testId}-hint` : undefined}>
          <span aria-hidden="true">⇆</span> {hint}
        </div>
      )}
      <div className="side-scroll-frame">
        {/* While it scrolls, a keyboard reaches it (arrow keys scroll it) and a screen reader names it (WCAG 2.1.1). */}
        <div
          className="side-scroll-box"
          ref={box}
          tabIndex={edges.overflows ? 0 : undefined}
          role={edges.overflows ? "region" : undefined}
          aria-label={edges.overflows ? label : undefined}
        >
          {children}
        </div>
        {edges.left && <span className="side-scroll-shade side-scroll-shade-left" aria-hidden="true" />}
        {edges.right && <span className="side-scroll-shade side-scroll-shade-right" aria-hidden="true" />}
      </div>
    </div>
  );
}
