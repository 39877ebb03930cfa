import { fail, type Result } from "../../domain/errors";
import { checkPassword, checkUsername } from "../../domain/accounts/credential-rules";
import { inviterIdFromInviteCode, inviterIdFromWire } from "../../domain/agents/invite-code-rules";
import { DEFAULT_WATER_LIMIT_PERCENT } from "../../domain/wallet/withdrawal-rules";
import { GROUP, type GroupId, type Role, type User } from "../../domain/accounts/user";
import type { AppDeps } from "../deps";
import { inTransaction, type Work } from "../unit-of-work";

/** What the public register form sends. It has no group or role on purpose: those are never the caller's to pick. */
export interface RegisterUserInput {
  readonly username: string | null | undefined;
  readonly password: string | null | undefined;
  readonly inviteCode?: string | null;
  /** The legacy wire's `inviter_id`: the inviter's user id, the offset already taken off by the client. */
  readonly inviterUserId?: string | null;
}

/**
 * Settings only trusted code may pass (operator console, simulator bots, seed
 * scripts, the visitor auto-register). A public adapter calls without them.
 */
export interface TrustedRegistration {
  /** An account the system creates: no invite code needed. */
  readonly systemAccount?: boolean;
  readonly groupId?: GroupId;
  readonly role?: Role;
  readonly isSimulated?: boolean;
  readonly nickname?: string;
  readonly waterLimitPercent?: number;
}

export async function registerUser(deps: AppDeps, input: RegisterUserInput, trusted: TrustedRegistration = {}): Promise<Result<User, "INVITER_NOT_FOUND" | "INVITE_CODE_REQUIRED" | "PASSWORD_INVALID" | "PASSWORD_REQUIRED" | "USERNAME_INVALID" | "USERNAME_REQUIRED" | "USERNAME_TAKEN">> {
  const username = checkUsername(input.username);
  if (!username.ok) return username;
  const password = checkPassword(input.password);
  if (!password.ok) return password;

  const inviteCode = (input.inviteCode ?? "").trim();
  const inviterUserId = (input.inviterUserId ?? "").trim();
  let inviterId: number | null = null;
  if (inviterUserId.length > 0 || inviteCode.length > 0) {
    const parsed = inviterUserId.length > 0 ? inviterIdFromWire(inviterUserId) : inviterIdFromInviteCode(inviteCode);
    if (!parsed.ok) return parsed;
    inviterId = parsed.value;
  } else if (!trusted.systemAccount && !deps.openSignup) {
    // Sign-up is by invitation unless the operator opened it: then an empty code signs up without an inviter.
    return fail("INVITE_CODE_REQUIRED");
  }

  // Hash before the transaction: argon2 is slow and must not hold the writer.
  const passwordHash = await deps.hasher.hash(password.value);
  const nowMs = deps.clock.nowMs();
  const created = await inTransaction(deps, async (work: Work<"INVITER_NOT_FOUND" | "USERNAME_TAKEN">) => {
    const { tx } = work;
    if (inviterId !== null && (await tx.users.byId(inviterId)) === null) work.refuse("INVITER_NOT_FOUND");
    const user = await tx.users.create({
      username: username.value,
      nickname: trusted.nickname ?? "",
      mobile: "",
      passwordHash,
      role: trusted.role ?? "player",
      groupId: trusted.groupId ?? GROUP.player,
      inviterId,
      isSimulated: trusted.isSimulated ?? false,
      securityCodeHash: null,
      securityCodeFailures: 0,
      securityCodeLockedUntilMs: null,
      waterLimitPercent: trusted.waterLimitPercent ?? DEFAULT_WATER_LIMIT_PERCENT,
      buyBanned: false,
      chatBanned: false,
      createdAtMs: nowMs,
    });
    if (user === null) work.refuse("USERNAME_TAKEN");
    return user;
  });
  return created;
}
