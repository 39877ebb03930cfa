import { useLayoutEffect, useRef } from "react";
import { sanitizeToFragment } from "./sanitize-html";

/** Operator HTML, rendered only after the allow-list sanitiser rebuilt it (never through innerHTML). */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    box.current?.replaceChildren(sanitizeToFragment(html));
  }, [html]);
  return <div ref={box} className={className} data-testid="article-content" />;
}
