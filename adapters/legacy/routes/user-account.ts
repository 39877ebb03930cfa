import { changePassword } from "../../../src/application/accounts/change-password";
import { userProfile } from "../../../src/application/accounts/user-profile";
import { setSecurityCode } from "../../../src/application/accounts/set-security-code";
import { updateProfile } from "../../../src/application/accounts/update-profile";
import { failure, success, successWith } from "../envelope";
import { withParams, type AuthenticatedCall, type LegacyRoutes } from "../route";
import { optionalText } from "../schemas";
import { z } from "zod";

/**
 * The account settings of the original client. Field names are the
 * original's, and so is their reading (its PHP controller read them so):
 *
 * - setSafety: `new_code` is the new 6-digit code; `after_code` is the CURRENT
 *   code, which the client sends only when changing one already set (SPEC
 *   section 4: first time only the new code, then old plus new).
 * - newPass: `new_pass` is the new password; `after_pass` is the CURRENT one.
 *   The client checks new against confirm itself, so the confirmation is the
 *   new password again.
 */
export const userAccountRoutes: LegacyRoutes = {
  /** Whether the caller has set a security code: data.isTrue. */
  "user/safetyinfo": {
    method: "POST",
    auth: "user",
    async handle(call) {
      const profile = await userProfile(call.services.deps, call.user.id);
      return profile.ok ? success({ isTrue: profile.value.securityCodeSet }) : failure(profile.error, call.lang);
    },
  },

  /** Sets the security code (new_code), or changes it given the current one (after_code). */
  "user/setsafety": {
    method: "POST",
    auth: "user",
    mutates: true,
    ...withParams(z.object({ new_code: optionalText, after_code: optionalText }), async (call: AuthenticatedCall, input) => {
      const set = await setSecurityCode(call.services.deps, { userId: call.user.id, newCode: input.new_code ?? null, oldCode: input.after_code ?? null });
      return set.ok ? successWith(call.lang, "SET_OK") : failure(set.error, call.lang);
    }),
  },

  /** Changes the login password: new_pass, given the current one (after_pass). */
  "user/newpass": {
    method: "POST",
    auth: "user",
    mutates: true,
    ...withParams(z.object({ new_pass: optionalText, after_pass: optionalText }), async (call: AuthenticatedCall, input) => {
      const changed = await changePassword(call.services.deps, {
        userId: call.user.id,
        oldPassword: input.after_pass ?? null,
        newPassword: input.new_pass ?? null,
        confirmPassword: input.new_pass ?? null,
        currentToken: call.token,
        address: call.address,
      });
      if (changed.ok) call.services.sessions.forgetUser(call.user.id, call.token);
      return changed.ok ? successWith(call.lang, "SET_OK") : failure(changed.error, call.lang);
    }),
  },

  /**
   * The base-info screen: nickname, mobile and idcard (a field left out stays
   * as it was). The username is read-only: sending one's own is accepted and
   * ignored, sending another is refused and nothing changes.
   */
  "user/profile": {
    method: "POST",
    auth: "user",
    mutates: true,
    ...withParams(z.object({ username: optionalText, nickname: optionalText, mobile: optionalText, idcard: optionalText }), async (call: AuthenticatedCall, input) => {
      const { lang } = call;
      const requested = input.username?.trim() ?? "";
      if (requested !== "" && requested.toLowerCase() !== call.user.username.toLowerCase()) {
        return failure({ code: "INVALID_INPUT", params: { field: "username" } }, lang);
      }
      const saved = await updateProfile(call.services.deps, { userId: call.user.id, nickname: input.nickname ?? null, mobile: input.mobile ?? null, idCard: input.idcard ?? null });
      if (!saved.ok) return failure(saved.error, lang);
      const { idCard: savedIdCard, ...rest } = saved.value;
      return successWith(lang, "SAVED_OK", { ...rest, idcard: savedIdCard });
    }),
  },
};
