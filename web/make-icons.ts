/**
 * Draws the app's PNG icons from the favicon's design (web/public/favicon.svg)
 * with Chromium, once: the PNGs are committed in web/public/icons/, so neither
 * the build nor a test needs a browser for them. Run again after changing the
 * design:
 *
 *   npx tsx web/make-icons.ts
 *
 * - icon-192.png, icon-512.png: the favicon as it is (rounded square), for
 *   launchers that show the icon unmasked;
 * - icon-maskable-512.png: full-bleed background with the balls inside the
 *   central 80% circle, for launchers that cut their own shape (Android);
 * - apple-touch-icon.png (180): full-bleed, iOS rounds the corners itself.
 */
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium } from "playwright-core";

const OUT = resolve(import.meta.dirname, "public/icons");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The favicon's balls and sigma, on a 64-unit square (same shapes and colours as favicon.svg). */
const BALLS = `<circle cx="18" cy="34" r="10" fill="#fff"/><circle cx="32" cy="24" r="10" fill="#ffd666"/><circle cx="46" cy="34" r="10" fill="#fff"/><text x="32" y="29" font-family="Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif" font-size="13" font-weight="700" text-anchor="middle" fill="#b81d2b">Σ</text>`;

/** `rounded`: the favicon's corner radius; `scale`: the balls' size around the centre (maskable icons keep them in the safe zone). */
const svg = (rounded: boolean, scale: number): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="100%" height="100%">` +
  `<rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="#d9363e"/>` +
  `<g transform="translate(32 32) scale(${scale}) translate(-32 -31)">${BALLS}</g></svg>`;

const ICONS = [
  { file: "icon-192.png", size: 192, rounded: true, scale: 1 },
  { file: "icon-512.png", size: 512, rounded: true, scale: 1 },
  { file: "icon-maskable-512.png", size: 512, rounded: false, scale: 0.8 },
  { file: "apple-touch-icon.png", size: 180, rounded: false, scale: 0.9 },
] as const;

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ["--no-sandbox", "--disable-gpu"] });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
    await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${svg(icon.rounded, icon.scale)}</body></html>`);
    await page.screenshot({ path: join(OUT, icon.file), omitBackground: true });
    await page.close();
    console.log(`web/public/icons/${icon.file} (${icon.size}x${icon.size})`);
  }
} finally {
  await browser.close();
}
