import { z } from "zod";
import { changePassword } from "../../../src/application/accounts/change-password";
import { userProfile } from "../../../src/application/accounts/user-profile";
import { previousSignIn } from "../../../src/application/accounts/previous-sign-in";
import { setSecurityCode } from "../../../src/application/accounts/set-security-code";
import { updateProfile } from "../../../src/application/accounts/update-profile";
import { protectedProcedure, router, unwrap } from "../trpc";

const password = z.string().max(128);
const securityCode = z.string().max(16);

/** The caller's own account: profile, password, security code. */
export const accountRouter = router({
  /** /personal: the account with money, lock_money, invite code (agents) and whether the security code is set. */
  profile: protectedProcedure.query(async ({ ctx }) => unwrap(await userProfile(ctx.services.deps, ctx.user.id))),

  /** The sign-in before this session: when (ms and the operator's local time) and from which address; null on a first sign-in. */
  previousSignIn: protectedProcedure.query(({ ctx }) => previousSignIn(ctx.services.deps, { userId: ctx.user.id, sessionToken: ctx.token })),

  /** /baseinfo: nickname and mobile (a field left out stays as it is; "" clears it). The username is read-only. */
  updateProfile: protectedProcedure
    .input(z.object({ nickname: z.string().max(64).optional(), mobile: z.string().max(32).optional() }))
    .mutation(async ({ ctx, input }) =>
      unwrap(await updateProfile(ctx.services.deps, { userId: ctx.user.id, nickname: input.nickname ?? null, mobile: input.mobile ?? null })),
    ),

  changePassword: protectedProcedure
    .input(z.object({ oldPassword: password, newPassword: password, confirmPassword: password }))
    .mutation(async ({ ctx, input }) => {
      unwrap(await changePassword(ctx.services.deps, { userId: ctx.user.id, ...input, currentToken: ctx.token, address: ctx.address }));
      ctx.services.sessions.forgetUser(ctx.user.id, ctx.token);
      return { ok: true as const };
    }),

  /** Whether a security code is set: the screen offers "set" or "change" (old + new). */
  securityCodeStatus: protectedProcedure.query(async ({ ctx }) => ({ isSet: unwrap(await userProfile(ctx.services.deps, ctx.user.id)).securityCodeSet })),

  /** Sets the 6-digit code the first time, or changes it given the old one. */
  setSecurityCode: protectedProcedure
    .input(z.object({ oldCode: securityCode.optional(), newCode: securityCode }))
    .mutation(async ({ ctx, input }) => {
      unwrap(await setSecurityCode(ctx.services.deps, { userId: ctx.user.id, oldCode: input.oldCode ?? null, newCode: input.newCode }));
      return { ok: true as const };
    }),
});
