import { changePassword } from "../../../src/application/change-password";
import { userProfile } from "../../../src/application/queries/user-profile";
import { setSecurityCode } from "../../../src/application/set-security-code";
import { updateProfile } from "../../../src/application/update-profile";
import { failure, success, successWith } from "../envelope";
import type { LegacyRoutes } from "../route";
import { optionalText } from "./input";

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
    async handle(call) {
      const newCode = optionalText(call.params, "new_code");
      if (!newCode.ok) return failure(newCode.error, call.lang);
      const oldCode = optionalText(call.params, "after_code");
      if (!oldCode.ok) return failure(oldCode.error, call.lang);
      const set = await setSecurityCode(call.services.deps, { userId: call.user.id, newCode: newCode.value ?? null, oldCode: oldCode.value ?? null });
      return set.ok ? successWith(call.lang, "SET_OK") : failure(set.error, call.lang);
    },
  },

  /** Changes the login password: new_pass, given the current one (after_pass). */
  "user/newpass": {
    method: "POST",
    auth: "user",
    mutates: true,
    async handle(call) {
      const newPassword = optionalText(call.params, "new_pass");
      if (!newPassword.ok) return failure(newPassword.error, call.lang);
      const oldPassword = optionalText(call.params, "after_pass");
      if (!oldPassword.ok) return failure(oldPassword.error, call.lang);
      const changed = await changePassword(call.services.deps, {
        userId: call.user.id,
        oldPassword: oldPassword.value ?? null,
        newPassword: newPassword.value ?? null,
        confirmPassword: newPassword.value ?? null,
        currentToken: call.token,
        address: call.address,
      });
      if (changed.ok) call.services.sessions.forgetUser(call.user.id, call.token);
      return changed.ok ? successWith(call.lang, "SET_OK") : failure(changed.error, call.lang);
    },
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
    async handle(call) {
      const { params, lang } = call;
      const username = optionalText(params, "username");
      if (!username.ok) return failure(username.error, lang);
      const nickname = optionalText(params, "nickname");
      if (!nickname.ok) return failure(nickname.error, lang);
      const mobile = optionalText(params, "mobile");
      if (!mobile.ok) return failure(mobile.error, lang);
      const idCard = optionalText(params, "idcard");
      if (!idCard.ok) return failure(idCard.error, lang);
      const requested = username.value?.trim() ?? "";
      if (requested !== "" && requested.toLowerCase() !== call.user.username.toLowerCase()) {
        return failure({ code: "INVALID_INPUT", params: { field: "username" } }, lang);
      }
      const saved = await updateProfile(call.services.deps, { userId: call.user.id, nickname: nickname.value ?? null, mobile: mobile.value ?? null, idCard: idCard.value ?? null });
      if (!saved.ok) return failure(saved.error, lang);
      const { idCard: savedIdCard, ...rest } = saved.value;
      return successWith(lang, "SAVED_OK", { ...rest, idcard: savedIdCard });
    },
  },
};
