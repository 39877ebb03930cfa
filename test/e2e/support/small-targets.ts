/** What smallTargets looks at: the page's root, controls outside it, which controls are primary, how an inline link is told. */
export interface TargetProbe {
  /** The element whose controls are measured (the document when absent or not found). */
  readonly rootSelector?: string;
  /** Controls outside the root that are measured too (the player app's tab bar). */
  readonly alsoSelector?: string;
  /** Primary actions, which must be 44 px high. */
  readonly primarySelector?: string;
  /** A link is inline (exempt, WCAG 2.5.8) when its parent's text is longer than its own by more than this. */
  readonly inlineSlackChars: number;
}

/**
 * Controls smaller than the 24x24 CSS px of WCAG 2.2 (2.5.8), and primary actions under 44 px, on the current
 * screen, with their size. Runs in the page (page.evaluate(smallTargets, probe)): self-contained.
 */
export function smallTargets(probe: TargetProbe): string[] {
  const root = (probe.rootSelector ? document.querySelector(probe.rootSelector) : null) ?? document.body;
  const shown = (el: Element): boolean => {
    const r = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && style.visibility !== "hidden" && style.display !== "none";
  };
  const describe = (el: Element): string => {
    const id = el.getAttribute("data-testid");
    const cls = [...el.classList].slice(0, 2).join(".");
    const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 30);
    return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ""}${id ? `[${id}]` : ""} "${name}"`;
  };
  const found: string[] = [];
  const controls = [...root.querySelectorAll("button, a[href], [role=button], [role=tab], [role=switch], [role=checkbox], [role=radio], input:not([type=hidden]), select, textarea")];
  if (probe.alsoSelector) controls.push(...document.querySelectorAll(probe.alsoSelector));
  for (const el of controls) {
    if (!shown(el) || el.closest("[aria-hidden=true], [inert]")) continue;
    // A link inside a sentence or a table cell's text is exempt (WCAG 2.5.8 "inline"): its parent says more than it does.
    if (el.tagName === "A" && el.parentElement && (el.parentElement.textContent ?? "").trim().length > (el.textContent ?? "").trim().length + probe.inlineSlackChars) continue;
    // A native checkbox/radio hidden behind its styled box: the label is the target.
    const target = el.matches("input[type=checkbox], input[type=radio]") ? (el.closest("label") ?? el) : el;
    const r = target.getBoundingClientRect();
    if (r.width < 23.5 || r.height < 23.5) found.push(`${describe(el)} ${r.width.toFixed(0)}x${r.height.toFixed(0)}`);
    else if (probe.primarySelector && el.matches(probe.primarySelector) && r.height < 43.5) found.push(`primary ${describe(el)} ${r.width.toFixed(0)}x${r.height.toFixed(0)}`);
  }
  return found;
}
