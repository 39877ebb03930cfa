import { fail, type Result } from "../../domain/errors";
import { toHex } from "../../domain/fairness/sha256";
import { checkGuestName, checkGuestQuota, GUEST_ID_BYTES, GUEST_TOKEN_BYTES, GUEST_TTL_MS, guestWindowStartMs } from "../../domain/support/guest-rules";
import { checkNotMuted } from "../../domain/support/mute-rules";
import { solveCaptcha } from "../accounts/captcha";
import { tokenHash } from "../accounts/sessions";
import type { AppDeps } from "../deps";
import { inTransaction, type Work } from "../unit-of-work";

export type StartGuestRefusal = "SUPPORT_GUEST_NAME_INVALID" | "CAPTCHA_REQUIRED" | "CAPTCHA_WRONG" | "SUPPORT_MUTED" | "SUPPORT_GUESTS_LIMIT";

export interface StartedGuest {
  readonly guestId: string;
  /** For the guest's cookie only: returned once, never stored (its hash is). */
  readonly token: string;
  readonly displayName: string;
  readonly expiresAtMs: number;
}

/**
 * A visitor who is not signed in opens the support desk as a guest: a display
 * name, then the captcha (burnt whatever the answer, as at sign-in), then the
 * address must not be muted at the desk nor have started GUESTS_PER_ADDRESS
 * guests in the last 24 hours. The guest is known from then on by a random
 * token (its hash is stored, like a session's) that expires after 30 days;
 * their conversation starts with their first message, as a player's does.
 * Any refusal stores nothing.
 */
export async function startSupportGuest(
  deps: AppDeps,
  input: { readonly displayName: string; readonly captcha: { readonly id: string | null | undefined; readonly answer: string | null | undefined }; readonly address: string | null },
): Promise<Result<StartedGuest, StartGuestRefusal>> {
  const name = checkGuestName(input.displayName);
  if (!name.ok) return name;
  const solved = await solveCaptcha(deps, input.captcha.id, input.captcha.answer);
  if (!solved.ok) return fail(solved.error.code);
  return inTransaction(deps, async (work: Work<StartGuestRefusal>) => {
    const { tx } = work;
    const nowMs = deps.clock.nowMs();
    if (input.address !== null) {
      const muted = checkNotMuted([await tx.support.muteOf({ kind: "address", address: input.address })], nowMs);
      if (!muted.ok) work.refuse(muted.error.code);
    }
    const quota = checkGuestQuota(input.address === null ? null : await tx.supportGuests.countStartedSince(input.address, guestWindowStartMs(nowMs)));
    if (!quota.ok) work.refuse(quota.error.code, quota.error.params);
    const guestId = toHex(deps.random.bytes(GUEST_ID_BYTES));
    const token = toHex(deps.random.bytes(GUEST_TOKEN_BYTES));
    const expiresAtMs = nowMs + GUEST_TTL_MS;
    await tx.supportGuests.createGuest({ id: guestId, displayName: name.value, tokenHash: tokenHash(token), address: input.address, createdAtMs: nowMs, expiresAtMs });
    return { guestId, token, displayName: name.value, expiresAtMs };
  });
}
