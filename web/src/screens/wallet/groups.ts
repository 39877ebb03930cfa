import { GROUP } from "../../../../src/domain/accounts/user";

/**
 * Whether the signed-in player is a visitor. The links carry group_id in the
 * query (SPEC section 2), which answers until the profile arrives; the
 * profile, the server's word, decides after that. The server refuses a visitor
 * either way: this only chooses what the screen shows.
 */
export function isVisitor(profileGroupId: number | undefined, queryGroupId: string | null): boolean {
  if (profileGroupId !== undefined) return profileGroupId === GROUP.visitor;
  return queryGroupId === String(GROUP.visitor);
}
