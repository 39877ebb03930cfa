/** SPEC: 4 characters. Letters and digits that cannot be mistaken for each other (no 0/O, 1/I/l). */
const CAPTCHA_LENGTH = 4;
const CAPTCHA_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

/** Turns random bytes into a captcha text; rejection sampling keeps every character equally likely. */
export function captchaText(randomBytes: (n: number) => Uint8Array): string {
  const limit = 256 - (256 % CAPTCHA_ALPHABET.length);
  let text = "";
  while (text.length < CAPTCHA_LENGTH) {
    for (const byte of randomBytes(16)) {
      if (byte < limit && text.length < CAPTCHA_LENGTH) text += CAPTCHA_ALPHABET[byte % CAPTCHA_ALPHABET.length];
    }
  }
  return text;
}

/** SPEC: compared case-insensitively. */
export const captchaMatches = (expected: string, given: string): boolean => expected.toLowerCase() === given.trim().toLowerCase();
