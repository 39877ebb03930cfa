import { resetLinkState, type ResetLinkState } from "../../domain/accounts/password-reset-link";
import { ok, type Result } from "../../domain/errors";
import type { AppDeps } from "../deps";
import { findResetLink } from "./find-reset-link";

export type ResetLinkStatus =
  | { readonly state: "valid"; readonly username: string; readonly expiresAtMs: number }
  | { readonly state: Exclude<ResetLinkState, "valid"> | "unknown" };

/**
 * What the reset page shows before the player types anything: whether the link
 * still works and, only then, which account it is for (so the player knows
 * what they are about to change). A link that no longer works says why and
 * names nobody.
 */
export async function passwordResetLink(deps: AppDeps, input: { readonly token: string; readonly address: string | null }): Promise<Result<ResetLinkStatus, "LOGIN_THROTTLED">> {
  const found = await findResetLink(deps, input.token, input.address);
  if (!found.ok) return found;
  const link = found.value;
  if (link === null) return ok({ state: "unknown" });
  const state = resetLinkState(link, deps.clock.nowMs());
  if (state !== "valid") return ok({ state });
  const user = await deps.store.read((tx) => tx.users.byId(link.userId));
  if (user === null) return ok({ state: "unknown" });
  return ok({ state, username: user.username, expiresAtMs: link.expiresAtMs });
}
