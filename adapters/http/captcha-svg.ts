import renderCaptcha, { type ConfigObject } from "svg-captcha";

/** SPEC: the captcha is drawn on an 80x30 canvas. */
const CAPTCHA_WIDTH = 80;
const CAPTCHA_HEIGHT = 30;

/**
 * The options svg-captcha draws ours with: SPEC's 80x30, glyphs large enough
 * to read at that size, two noise curves, in dark greys (its colours are
 * random hues, some too pale to read on a light ground).
 */
const OPTIONS: ConfigObject = { width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT, fontSize: 30, noise: 2, color: false };
/** A light ground behind the glyphs, as the form's fields have. */
const GROUND = `<rect width="100%" height="100%" fill="#f3f4f6"/>`;

/**
 * svg-captcha's module is itself the function that draws a given text
 * (lib/index.js, `createCaptcha(text, options)`); its typings name only its
 * other exports, so the call is typed here.
 */
const drawText = renderCaptcha as unknown as (text: string, options: ConfigObject) => string;

/**
 * Draws captcha text as a small SVG of glyph outlines (svg-captcha: each
 * character a path from its font, shifted and coloured, among noise curves),
 * so the markup holds no character of the answer: joining `<text>` elements
 * used to spell it. Like the original's canvas captcha it is a speed bump,
 * not a wall: the per-account and per-address login throttling is what stops
 * password guessing. The library draws with its own randomness, which no
 * test or replay needs to repeat.
 */
export function captchaSvg(text: string): string {
  const svg = drawText(text, OPTIONS);
  return svg.replace(/^(<svg[^>]*>)/, `$1${GROUND}`);
}
