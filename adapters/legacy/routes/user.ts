import { login } from "../../../src/application/accounts/login";
import { signUp } from "../../../src/application/accounts/sign-up";
import { userProfile, type UserProfile } from "../../../src/application/accounts/user-profile";
import { previousSignIn } from "../../../src/application/accounts/previous-sign-in";
import { SESSION_ABSOLUTE_MS } from "../../../src/domain/accounts/session-policy";
import { formatMoney } from "../../../src/domain/money";
import { failure, success, type LegacyReply } from "../envelope";
import { withParams, type LegacyCall, type LegacyRoutes } from "../route";
import { passedText } from "../schemas";
import { z } from "zod";
import { translate } from "../../i18n";

/** The `userinfo` object of login and register replies. */
function userinfo(profile: UserProfile, token: string) {
  return {
    id: profile.id,
    user_id: profile.id,
    username: profile.username,
    nickname: profile.nickname,
    mobile: profile.mobile,
    token,
    money: formatMoney(profile.moneyMinor),
    lock_money: formatMoney(profile.lockedMinor),
    group_id: profile.groupId,
    expires_in: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  };
}

async function signedIn(call: LegacyCall, userId: number, token: string): Promise<LegacyReply> {
  const profile = await userProfile(call.services.deps, userId);
  if (!profile.ok) return failure(profile.error, call.lang);
  return success({ userinfo: userinfo(profile.value, token) }, translate("LOGIN_OK", call.lang));
}

export const userRoutes: LegacyRoutes = {
  "user/login": {
    method: "POST",
    auth: "none",
    // The original client draws its captcha locally and sends none; throttling guards this path.
    ...withParams(z.object({ account: passedText, password: passedText }), async (call: LegacyCall, input) => {
      const result = await login(call.services.deps, { username: input.account, password: input.password, address: call.address });
      return result.ok ? signedIn(call, result.value.user.id, result.value.token) : failure(result.error, call.lang);
    }),
  },

  "user/register": {
    method: "POST",
    auth: "none",
    // group_id is the client's to send but never its to choose: public sign-ups are players.
    // inviter_id is a user id (the client took the offset off the code); invite_code, if a client sends it, is the code shown.
    ...withParams(z.object({ username: passedText, password: passedText, inviter_id: passedText, invite_code: passedText }), async (call: LegacyCall, input) => {
      const signed = await signUp(call.services.deps, {
        username: input.username,
        password: input.password,
        inviterUserId: input.inviter_id,
        inviteCode: input.invite_code,
        captcha: null,
        address: call.address,
      });
      return signed.ok ? signedIn(call, signed.value.user.id, signed.value.token) : failure(signed.error, call.lang);
    }),
  },

  /** Quirk kept for existing clients: the user object travels in `msg`, not in `data`. */
  "user/userinfo": {
    method: "POST",
    auth: "user",
    async handle(call) {
      const profile = await userProfile(call.services.deps, call.user.id);
      if (!profile.ok) return failure(profile.error, call.lang);
      const p = profile.value;
      const previous = await previousSignIn(call.services.deps, { userId: call.user.id, sessionToken: call.token });
      return success(null, {
        id: p.id,
        username: p.username,
        nickname: p.nickname,
        mobile: p.mobile,
        money: formatMoney(p.moneyMinor),
        lock_money: formatMoney(p.lockedMinor),
        group_id: p.groupId,
        water_limit: p.waterLimitPercent / 100,
        invite_code: p.inviteCode,
        // The original client lets a player reach Withdraw only once idcard is not empty (user/profile sets it).
        idcard: p.idCard,
        profit: formatMoney(p.profitMinor),
        today_profit: formatMoney(p.todayProfitMinor),
        score: formatMoney(p.scoreMinor),
        // Ours, beside the original's fields: the sign-in before this session ("" on a first sign-in).
        last_login_time: previous?.at ?? "",
        last_login_ip: previous?.address ?? "",
      });
    },
  },
};
