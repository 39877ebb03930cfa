import { z } from "zod";
import { issueCaptcha } from "../../../src/application/accounts/captcha";
import { login } from "../../../src/application/accounts/login";
import { endSession } from "../../../src/application/accounts/sessions";
import { signUp } from "../../../src/application/accounts/sign-up";
import { passwordResetLink } from "../../../src/application/accounts/password-reset-link";
import { resetPasswordWithLink } from "../../../src/application/accounts/reset-password-with-link";
import { SESSION_ABSOLUTE_MS } from "../../../src/domain/accounts/session-policy";
import { userProfile } from "../../../src/application/accounts/user-profile";
import { captchaSvg } from "../../http/captcha-svg";
import type { User } from "../../../src/domain/accounts/user";
import { isHttpsRequest, sessionCookie } from "../../http/request-info";
import { takeOverGuestAtSignIn } from "../../http/support-customer";
import type { Context } from "../context";
import { publicProcedure, refuseWith, router, unwrap } from "../trpc";

const credentials = {
  username: z.string().max(64),
  password: z.string().max(128),
  captchaId: z.string().max(64),
  captchaAnswer: z.string().max(16),
};

/** A reset link's token as typed into the URL; the use case tells a malformed one from a real one. */
const resetToken = z.string().max(128);

/**
 * Sets the session cookie of a sign-in (login, registration, a password reset
 * link); a support desk guest's conversation on this device becomes the
 * player's (`takeOverGuestAtSignIn`), whatever the sign-in's own rules.
 */
async function setSession(ctx: Context, token: string, user: User): Promise<void> {
  ctx.resHeaders.append("set-cookie", sessionCookie(token, Math.floor(SESSION_ABSOLUTE_MS / 1000), isHttpsRequest(ctx.request)));
  await takeOverGuestAtSignIn(ctx.services, ctx.request, ctx.resHeaders, user);
}

export const authRouter = router({
  /** A new single-use captcha, drawn as an 80x30 SVG. */
  captcha: publicProcedure.mutation(async ({ ctx }) => {
    const issued = await issueCaptcha(ctx.services.deps);
    if (ctx.services.testMode) ctx.services.testCaptchas.set(issued.captchaId, issued.text);
    return { captchaId: issued.captchaId, svg: captchaSvg(issued.text), expiresAtMs: issued.expiresAtMs };
  }),

  /** What the register form must ask: an invite code unless the operator allows open sign-up (OPEN_SIGNUP). */
  signupRules: publicProcedure.query(({ ctx }) => ({ inviteCodeRequired: !ctx.services.deps.openSignup })),

  /** SPEC order: username, password, captcha, then the invite code and the rest. */
  register: publicProcedure
    .input(z.object({ ...credentials, inviteCode: z.string().max(32), adult: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      const { user, token } = unwrap(
        await signUp(ctx.services.deps, { username: input.username, password: input.password, inviteCode: input.inviteCode, captcha: { id: input.captchaId, answer: input.captchaAnswer }, address: ctx.address }),
      );
      await setSession(ctx, token, user);
      return unwrap(await userProfile(ctx.services.deps, user.id));
    }),

  login: publicProcedure.input(z.object(credentials)).mutation(async ({ ctx, input }) => {
    const result = unwrap(
      await login(ctx.services.deps, {
        username: input.username,
        password: input.password,
        captcha: { id: input.captchaId, answer: input.captchaAnswer },
        address: ctx.address,
        // One sign-in for the player app and the operator console: the answer's `role` says which one to open.
        roles: ["player", "operator"],
      }),
    );
    await setSession(ctx, result.token, result.user);
    return unwrap(await userProfile(ctx.services.deps, result.user.id));
  }),

  /** A password reset link's state (valid with the account's username and expiry; else expired, used, replaced or unknown). */
  resetLink: publicProcedure
    .input(z.object({ token: resetToken }))
    .query(async ({ ctx, input }) => unwrap(await passwordResetLink(ctx.services.deps, { token: input.token, address: ctx.address }))),

  /** Sets a new password through a reset link: every session of the account ends, and the caller is signed in as a login would. */
  resetPassword: publicProcedure
    .input(z.object({ token: resetToken, newPassword: credentials.password, confirmPassword: credentials.password }))
    .mutation(async ({ ctx, input }) => {
      const result = unwrap(await resetPasswordWithLink(ctx.services.deps, { ...input, address: ctx.address }));
      // The store has revoked the sessions; this server's cache must not keep honouring them for its few seconds.
      ctx.services.sessions.forgetUser(result.user.id);
      await setSession(ctx, result.token, result.user);
      return unwrap(await userProfile(ctx.services.deps, result.user.id));
    }),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.token) {
      ctx.services.sessions.forget(ctx.token);
      await endSession(ctx.services.deps, ctx.token);
    }
    ctx.resHeaders.append("set-cookie", sessionCookie("", 0, false));
    return { ok: true as const };
  }),

  /** The signed-in player, or null for a guest. */
  session: publicProcedure.query(async ({ ctx }) => {
    if (!ctx.user) return null;
    if (ctx.user.role !== "player") refuseWith({ code: "FORBIDDEN" });
    return unwrap(await userProfile(ctx.services.deps, ctx.user.id));
  }),
});
