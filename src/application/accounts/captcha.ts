import { CAPTCHA_TTL_MS, captchaMatches, captchaText } from "../../domain/accounts/captcha";
import { fail, ok, type Result } from "../../domain/errors";
import { toHex } from "../../domain/fairness/sha256";
import type { AppDeps } from "../deps";

export interface IssuedCaptcha {
  readonly captchaId: string;
  /** Given to the adapter to draw; never sent as text except to the test hook of a test-mode server. */
  readonly text: string;
  readonly expiresAtMs: number;
}

/** A new single-use challenge. */
export async function issueCaptcha(deps: AppDeps): Promise<IssuedCaptcha> {
  const captchaId = toHex(deps.random.bytes(16));
  const text = captchaText((n) => deps.random.bytes(n));
  const expiresAtMs = deps.clock.nowMs() + CAPTCHA_TTL_MS;
  await deps.store.transaction((tx) => tx.captchas.create({ id: captchaId, answer: text, expiresAtMs }));
  return { captchaId, text, expiresAtMs };
}

/**
 * Checks an answer and burns the challenge whatever the answer: one guess per
 * captcha. Missing -> CAPTCHA_REQUIRED; wrong, expired or unknown -> CAPTCHA_WRONG.
 */
export async function solveCaptcha(deps: AppDeps, captchaId: string | null | undefined, answer: string | null | undefined): Promise<Result<void, "CAPTCHA_REQUIRED" | "CAPTCHA_WRONG">> {
  if (!answer || !answer.trim()) return fail("CAPTCHA_REQUIRED");
  if (!captchaId || !/^[0-9a-f]{32}$/.test(captchaId)) return fail("CAPTCHA_WRONG");
  const expected = await deps.store.transaction((tx) => tx.captchas.consume(captchaId, deps.clock.nowMs()));
  return expected !== null && captchaMatches(expected, answer) ? ok(undefined) : fail("CAPTCHA_WRONG");
}
