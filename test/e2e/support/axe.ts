import axe from "axe-core";
import type { Page } from "playwright-core";

/** The WCAG levels issue 39 holds every screen to (2.0, 2.1 and 2.2, A and AA). */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] as const;

/** One element a rule flagged, as a failing test prints it. */
export interface AxeFinding {
  readonly screen: string;
  readonly rule: string;
  readonly impact: string;
  readonly target: string;
  readonly summary: string;
}

interface RawResult {
  id: string;
  impact: string | null;
  nodes: { target: unknown[]; failureSummary?: string; impact?: string | null }[];
}

/**
 * Runs axe-core in the page as it is now (loaded on first use, again after a navigation) with the WCAG tags (or `tags`),
 * and answers every element of a violation at `impacts` (serious and critical by default), labelled with `screen`.
 */
export async function axeFindings(page: Page, screen: string, impacts: readonly string[] = ["serious", "critical"], tags: readonly string[] = WCAG_TAGS): Promise<AxeFinding[]> {
  // Evaluated through the DevTools protocol, not as a <script>: the app's Content-Security-Policy (script-src 'self') stays as it is.
  // axe-core's own script (`axe.source`, from the exact-pinned devDependency): nothing downloads at run time.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  // Colours are judged as they settle: a button just enabled still fades in from its disabled opacity (a CSS
  // transition), which axe would measure half-way (seen once on /Withdraw). Endless animations are not waited for.
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.race([Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))), new Promise((done) => setTimeout(done, 2_000))]);
  });
  const violations = await page.evaluate(async (tags) => {
    const inPage = (window as unknown as { axe: { run(context: Document, options: unknown): Promise<{ violations: RawResult[] }> } }).axe;
    const result = await inPage.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary, impact: n.impact })) }));
  }, [...tags]);
  const findings: AxeFinding[] = [];
  for (const violation of violations) {
    for (const node of violation.nodes) {
      const impact = node.impact ?? violation.impact ?? "unknown";
      if (!impacts.includes(impact)) continue;
      findings.push({ screen, rule: violation.id, impact, target: node.target.map(String).join(" >> "), summary: (node.failureSummary ?? "").replace(/\s+/g, " ").slice(0, 240) });
    }
  }
  return findings;
}

/** Findings as lines a person reads in a failing test: screen, rule, impact, element, why. */
export const describeFindings = (findings: readonly AxeFinding[]): string =>
  findings.map((f) => `[${f.screen}] ${f.rule} (${f.impact}) ${f.target} — ${f.summary}`).join("\n");

/** How many elements each rule flagged, for a report. */
export function countByRule(findings: readonly AxeFinding[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const f of findings) counts[f.rule] = (counts[f.rule] ?? 0) + 1;
  return counts;
}
