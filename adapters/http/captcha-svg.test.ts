import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { captchaText } from "../../src/domain/accounts/captcha";
import { captchaSvg } from "./captcha-svg";

/** The captcha's alphabet, as the domain draws it: any 4 characters of it. */
const answer = fc.uint8Array({ minLength: 64, maxLength: 64 }).map((bytes) => {
  let offset = 0;
  return captchaText((n) => {
    const out = bytes.subarray(offset % 48, (offset % 48) + n);
    offset += n;
    return out.length === n ? out : new Uint8Array(n);
  });
});

describe("the captcha's SVG", () => {
  it("is SPEC's 80x30, with the four glyphs as outlines among noise curves", () => {
    const svg = captchaSvg("AB7K");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="80" height="30" viewBox="0,0,80,30">/);
    expect(svg.endsWith("</svg>")).toBe(true);
    const glyphs = [...svg.matchAll(/<path fill="#[0-9a-f]{3,6}" d="M[^"]+"\/>/g)];
    expect(glyphs).toHaveLength(4);
    expect([...svg.matchAll(/<path [^>]*fill="none"\/>/g)]).toHaveLength(2);
  });

  it("holds no text element and no run of the answer, whatever the answer", () => {
    fc.assert(
      fc.property(answer, (text) => {
        const svg = captchaSvg(text);
        expect(svg).not.toMatch(/<text|<tspan|font-family/i);
        // Outside the glyphs' geometry and colours (digits and hex letters that can
        // spell any four characters by chance), no attribute holds the answer.
        const attributes = svg.replace(/ (d|fill|stroke)="[^"]*"/g, "");
        expect(attributes.toUpperCase()).not.toContain(text);
        // No text between the tags either: joining it is what spelled the answer.
        expect(svg.replace(/<[^>]*>/g, "")).toBe("");
      }),
      { numRuns: 200 },
    );
  });
});
