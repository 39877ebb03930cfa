import type { Result } from "../../domain/errors";
import { checkPassword, checkUsername } from "../../domain/accounts/credential-rules";
import { DEFAULT_WATER_LIMIT_PERCENT } from "../../domain/wallet/withdrawal-rules";
import { GROUP, type User } from "../../domain/accounts/user";
import type { AppDeps } from "../deps";
import { inTransaction, type Work } from "../unit-of-work";
import { recordAudit } from "./audit-trail";

/** The audit trail's name for the system itself: the start-up and the command line. */
const SYSTEM_OPERATOR_ID = 0;

/**
 * Creates an operator account: a role apart from the player groups, signing in
 * through the same login and refused by every player procedure. Username and
 * password follow the player rules; the audit trail records who created it.
 */
export async function createOperator(
  deps: AppDeps,
  input: { readonly username: string; readonly password: string; readonly createdBy?: number },
): Promise<Result<User, "PASSWORD_INVALID" | "PASSWORD_REQUIRED" | "USERNAME_INVALID" | "USERNAME_REQUIRED" | "USERNAME_TAKEN">> {
  const username = checkUsername(input.username);
  if (!username.ok) return username;
  const password = checkPassword(input.password);
  if (!password.ok) return password;
  // Hash before the transaction: argon2 is slow and must not hold the writer.
  const passwordHash = await deps.hasher.hash(password.value);
  const nowMs = deps.clock.nowMs();
  return inTransaction(deps, async (work: Work<"USERNAME_TAKEN">) => {
    const user = await work.tx.users.create({
      username: username.value,
      nickname: "",
      mobile: "",
      passwordHash,
      role: "operator",
      // Never read for an operator (every player procedure refuses the role); a value the column accepts.
      groupId: GROUP.player,
      inviterId: null,
      isSimulated: false,
      securityCodeHash: null,
      securityCodeFailures: 0,
      securityCodeLockedUntilMs: null,
      waterLimitPercent: DEFAULT_WATER_LIMIT_PERCENT,
      buyBanned: false,
      chatBanned: false,
      createdAtMs: nowMs,
    });
    if (user === null) work.refuse("USERNAME_TAKEN");
    await recordAudit(work, {
      operatorId: input.createdBy ?? SYSTEM_OPERATOR_ID,
      action: "operator.create",
      target: { type: "operator", id: String(user.id) },
      before: null,
      after: { username: user.username, role: user.role },
      atMs: nowMs,
    });
    return user;
  });
}

/**
 * The first operator of a production-like instance, from ADMIN_USERNAME and
 * ADMIN_PASSWORD: created once; an existing account of that name is left alone.
 * Answers what it did, for the start-up log.
 */
export async function ensureOperator(deps: AppDeps, username: string | undefined, password: string | undefined): Promise<string> {
  if (!username || !password) return "no ADMIN_USERNAME/ADMIN_PASSWORD given: no operator created";
  const existing = await deps.store.read((tx) => tx.users.byUsername(username));
  if (existing) return existing.role === "operator" ? `operator ${username} exists` : `ADMIN_USERNAME ${username} is a player account: no operator created`;
  const created = await createOperator(deps, { username, password });
  if (!created.ok) throw new Error(`ADMIN_USERNAME/ADMIN_PASSWORD refused: ${created.error.code}`);
  return `operator ${username} created`;
}
