import type { RandomSource } from "../../src/ports/random";

/** SPEC: the captcha is drawn on an 80x30 canvas. */
const CAPTCHA_WIDTH = 80;
const CAPTCHA_HEIGHT = 30;

/**
 * Draws captcha text as a small SVG: each character slightly rotated and
 * shifted over a few noise lines. Like the original's canvas captcha it is a
 * speed bump, not a wall: the per-account and per-address login throttling is
 * what actually stops password guessing.
 */
export function captchaSvg(text: string, random: RandomSource): string {
  const bytes = random.bytes(64);
  let i = 0;
  const next = () => bytes[i++ % bytes.length]! / 255;
  const colour = () => `hsl(${Math.floor(next() * 360)},55%,${30 + Math.floor(next() * 20)}%)`;
  const lines = Array.from({ length: 4 }, () => {
    const [x1, y1, x2, y2] = [next() * CAPTCHA_WIDTH, next() * CAPTCHA_HEIGHT, next() * CAPTCHA_WIDTH, next() * CAPTCHA_HEIGHT];
    return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="${colour()}" stroke-width="1"/>`;
  });
  const glyphs = [...text].map((ch, k) => {
    const x = 6 + k * 17 + (next() - 0.5) * 3; // four glyphs of ~12 px, rotated: the last must stay inside 80 px
    const y = 22 + (next() - 0.5) * 6;
    const angle = (next() - 0.5) * 40;
    return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" transform="rotate(${angle.toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)})" fill="${colour()}" font-family="monospace" font-size="20" font-weight="bold">${ch}</text>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}"><rect width="100%" height="100%" fill="#f3f4f6"/>${lines.join("")}${glyphs.join("")}</svg>`;
}
