import type { AppDeps } from "../../src/application/deps";
import { registerUser } from "../../src/application/register-user";

/**
 * A production-like instance starts with one operator from ADMIN_USERNAME and
 * ADMIN_PASSWORD (created once; an existing account is left alone).
 */
export async function ensureOperator(deps: AppDeps, username: string | undefined, password: string | undefined): Promise<string> {
  if (!username || !password) return "no ADMIN_USERNAME/ADMIN_PASSWORD given: no operator created";
  if (await deps.store.read((tx) => tx.users.byUsername(username))) return `operator ${username} exists`;
  const created = await registerUser(deps, { username, password }, { systemAccount: true, role: "operator" });
  if (!created.ok) throw new Error(`ADMIN_USERNAME/ADMIN_PASSWORD refused: ${created.error.code}`);
  return `operator ${username} created`;
}
