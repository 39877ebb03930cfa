import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * WCAG 2.2 AA over the design tokens (issue 39): every pair of tokens the screens paint together, in light and in
 * dark, meets its ratio. Screens use tokens only (the last test), so a pair that passes here passes on every screen.
 */
const WEB_SRC = join(import.meta.dirname, "..");
const TOKENS = readFileSync(join(WEB_SRC, "styles/tokens.css"), "utf8");

const TEXT = 4.5; // body text
const LARGE = 3; // large text (24px, or 18.66px bold), icons and a control's boundary
const READABLE = 2; // disabled controls: exempt from WCAG, still legible

/** [foreground, background, minimum ratio, where the pair is used]. A gradient background is checked at each stop. */
const PAIRS: readonly (readonly [string, string, number, string])[] = [
  ...["--page-bg", "--card-bg", "--surface-muted", "--surface-raised", "--brand-soft", "--warning-soft", "--success-soft", "--info-soft"].flatMap(
    (bg) => [
      ["--text", bg, TEXT, "words"] as const,
      ["--text-secondary", bg, TEXT, "names, times, hints (was #8c8c8c: 3.4:1)"] as const,
    ],
  ),
  ["--text-placeholder", "--card-bg", TEXT, "an input's placeholder"],
  ["--text-placeholder", "--surface-muted", TEXT, "a filled input's placeholder"],
  ...["--page-bg", "--card-bg", "--surface-muted", "--brand-soft"].map((bg) => ["--brand-text", bg, TEXT, "red words: odds, links, prices"] as const),
  ...["--brand", "--brand-dark", "--brand-gradient", "--neutral-fill", "--info", "--danger", "--console-side-bg"].map(
    (bg) => ["--on-brand", bg, TEXT, "white words on a fill: buttons, badges, headers"] as const,
  ),
  ...["--tag-red", "--tag-blue", "--tag-purple", "--tag-teal", "--tag-orange", "--tag-gold", "--tag-green"].map(
    (bg) => ["--on-brand", bg, TEXT, "white words on a tag or rank"] as const,
  ),
  ["--on-brand-accent", "--brand", TEXT, "the odds of a chosen bet, on red"],
  ["--on-brand-accent", "--brand-gradient", TEXT, "the closed round's label, the balance on a red header"],
  ["--on-gold", "--gold", TEXT, "a number on a gold ball, the avatar's letter"],
  ["--on-gold", "--gold-light", TEXT, "a number on a gold ball's light side"],
  ["--ink", "--on-brand", TEXT, "a game's monogram on its white chip"],
  ["--brand-dark", "--on-brand", TEXT, "the offline page's Retry, a white button on red"],
  ...["--card-bg", "--page-bg", "--success-soft", "--surface-muted"].map((bg) => ["--success-text", bg, TEXT, "won, approved, paid"] as const),
  ...["--card-bg", "--page-bg", "--warning-soft", "--surface-muted"].map((bg) => ["--warning-text", bg, TEXT, "pending, a sum"] as const),
  ...["--card-bg", "--page-bg", "--brand-soft", "--warning-soft", "--surface-muted"].map(
    (bg) => ["--danger-text", bg, TEXT, "an error, a refusal, a loss"] as const,
  ),
  ...["--card-bg", "--info-soft", "--surface-muted"].map((bg) => ["--info-text", bg, TEXT, "accepted, information"] as const),
  ["--rise", "--card-bg", TEXT, "long (the sum rose)"],
  ["--fall", "--card-bg", TEXT, "short (the sum fell)"],
  ["--console-side-text", "--console-side-bg", TEXT, "the console's menu"],
  ["--console-side-text", "--console-side-bg-2", TEXT, "the console's menu, lower"],
  ["--control-border", "--card-bg", LARGE, "an input's or select's boundary"],
  ["--control-border", "--surface-muted", LARGE, "an input's boundary on a grey panel"],
  ["--brand", "--card-bg", LARGE, "a red button's or checked box's boundary on a card"],
  ["--brand", "--page-bg", LARGE, "a red button on the page"],
  ["--success-text", "--card-bg", LARGE, "a gain's bar in the statement chart"],
  ["--danger-text", "--card-bg", LARGE, "a loss's bar in the statement chart"],
  ["--on-brand", "--success", TEXT, "a green button (approve)"],
  ["--on-brand", "--warning", TEXT, "an amber button"],
  ["--rise", "--chart-grid", LARGE, "a candle across a grid line"],
  ["--text-disabled", "--card-bg", READABLE, "a disabled control's words"],
];

type Rgba = readonly [number, number, number, number];

/** The custom properties of the first `:root { }` in a piece of CSS (comments removed). */
function declarations(css: string): Map<string, string> {
  const body = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? "";
  const found = new Map<string, string>();
  for (const m of body.matchAll(/(--[a-z0-9-]+)\s*:\s*([^;]+);/g)) found.set(m[1]!, m[2]!.trim());
  return found;
}

function schemes(css: string): { light: Map<string, string>; dark: Map<string, string> } {
  const plain = css.replace(/\/\*[\s\S]*?\*\//g, "");
  const darkAt = plain.indexOf("@media (prefers-color-scheme: dark)");
  if (darkAt < 0) throw new Error("tokens.css has no dark scheme");
  const light = declarations(plain.slice(0, darkAt));
  const dark = new Map([...light, ...declarations(plain.slice(darkAt))]);
  return { light, dark };
}

function resolve(tokens: Map<string, string>, name: string): string {
  let value = tokens.get(name);
  if (value === undefined) throw new Error(`no token ${name}`);
  for (let depth = 0; depth < 10; depth++) {
    const ref = /^var\((--[a-z0-9-]+)\)$/.exec(value);
    if (!ref) return value;
    value = tokens.get(ref[1]!) ?? "";
  }
  throw new Error(`${name} refers to itself`);
}

function parseColor(text: string): Rgba {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text);
  if (hex) {
    const h = hex[1]!.length === 3 ? [...hex[1]!].map((c) => c + c).join("") : hex[1]!;
    return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16), 1];
  }
  const rgba = /^rgba?\(\s*(\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\s*\)$/.exec(text);
  if (rgba) return [Number(rgba[1]), Number(rgba[2]), Number(rgba[3]), rgba[4] === undefined ? 1 : Number(rgba[4])];
  throw new Error(`not a colour: ${text}`);
}

/** A token's colours: one, or each stop of a gradient. */
function colors(tokens: Map<string, string>, name: string): Rgba[] {
  const value = resolve(tokens, name);
  if (value.includes("gradient(")) return [...value.matchAll(/#[0-9a-f]{3,6}\b|rgba?\([^)]*\)/gi)].map((m) => parseColor(m[0]));
  return [parseColor(value)];
}

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: Rgba) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
/** A translucent colour as seen over an opaque one. */
const over = (top: Rgba, under: Rgba): Rgba => [0, 1, 2].map((i) => top[i]! * top[3] + under[i]! * (1 - top[3])) as unknown as Rgba;

function contrast(foreground: Rgba, background: Rgba): number {
  const a = luminance(over(foreground, background));
  const b = luminance(background);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

const { light, dark } = schemes(TOKENS);

describe.each([
  ["light", light],
  ["dark", dark],
] as const)("the %s scheme's token pairs (WCAG 2.2 AA)", (_scheme, tokens) => {
  it.each(PAIRS.map(([fg, bg, min, use]) => ({ fg, bg, min, use })))("$fg on $bg >= $min ($use)", ({ fg, bg, min }) => {
    for (const background of colors(tokens, bg)) {
      for (const foreground of colors(tokens, fg)) {
        expect(Number(contrast(foreground, background).toFixed(2))).toBeGreaterThanOrEqual(min);
      }
    }
  });
});

describe("the tokens", () => {
  it("a grey of #8c8c8c for secondary words would fail (the test bites)", () => {
    expect(contrast(parseColor("#8c8c8c"), colors(light, "--card-bg")[0]!)).toBeLessThan(TEXT);
  });

  it("dark mode is dark: pages and cards darker than their words, every surface token redefined", () => {
    for (const surface of ["--page-bg", "--card-bg", "--surface-muted", "--brand-soft", "--warning-soft", "--success-soft", "--info-soft"]) {
      expect(luminance(colors(dark, surface)[0]!), surface).toBeLessThan(0.05);
      expect(resolve(dark, surface)).not.toBe(resolve(light, surface));
    }
    expect(luminance(colors(dark, "--text")[0]!)).toBeGreaterThan(0.7);
  });

  it("antd-mobile's colours come from ours", () => {
    for (const adm of ["--adm-color-primary", "--adm-color-text", "--adm-color-text-secondary", "--adm-color-weak", "--adm-color-background", "--adm-color-border"]) {
      expect(TOKENS).toMatch(new RegExp(`${adm}: var\\(--[a-z-]+\\);`));
    }
  });
});

/** Colours a stylesheet may still spell out: shadows, and white or black veils over a red header (same in both schemes). */
const ALLOWED_RAW = [/^\s*(box-shadow|text-shadow):/, /rgba\((255, 255, 255|0, 0, 0|17, 24, 39), [\d.]+\)/, /radial-gradient\(circle at 35% 30%/];

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return cssFiles(path);
    return name.endsWith(".css") ? [path] : [];
  });
}

describe("the screens' stylesheets", () => {
  it("paint with tokens, not raw colours (contrast is decided in tokens.css)", () => {
    const raw: string[] = [];
    for (const file of cssFiles(WEB_SRC)) {
      // tokens.css holds the values (the offline page imports it too).
      if (file.endsWith("tokens.css")) continue;
      readFileSync(file, "utf8")
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .split("\n")
        .forEach((line, i) => {
          if (!/#[0-9a-f]{3,8}\b|rgba?\(/i.test(line)) return;
          if (ALLOWED_RAW.some((allowed) => allowed.test(line))) return;
          raw.push(`${file.slice(WEB_SRC.length + 1)}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(raw).toEqual([]);
  });
});
