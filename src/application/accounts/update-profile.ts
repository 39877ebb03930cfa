import type { Result } from "../../domain/errors";
import { checkIdCard, checkMobile, checkNickname } from "../../domain/accounts/profile-rules";
import type { User } from "../../domain/accounts/user";
import type { AppDeps } from "../deps";
import { inTransaction, type Work } from "../unit-of-work";

export interface UpdateProfileInput {
  readonly userId: number;
  /** Left out (undefined or null) means unchanged; "" clears it. The username is read-only and not taken here. */
  readonly nickname?: string | null;
  readonly mobile?: string | null;
  /** The identity-card number (the legacy client asks for it before its withdraw screen). */
  readonly idCard?: string | null;
}

export interface Profile {
  readonly username: string;
  readonly nickname: string;
  readonly mobile: string;
  readonly idCard: string;
}

/** Saves the base-info screen: nickname, mobile and identity card. */
export async function updateProfile(deps: AppDeps, input: UpdateProfileInput): Promise<Result<Profile, "INVALID_INPUT" | "USER_NOT_FOUND">> {
  const changes: { nickname?: string; mobile?: string; idCard?: string } = {};
  if (input.nickname !== undefined && input.nickname !== null) {
    const nickname = checkNickname(input.nickname);
    if (!nickname.ok) return nickname;
    changes.nickname = nickname.value;
  }
  if (input.mobile !== undefined && input.mobile !== null) {
    const mobile = checkMobile(input.mobile);
    if (!mobile.ok) return mobile;
    changes.mobile = mobile.value;
  }
  if (input.idCard !== undefined && input.idCard !== null) {
    const idCard = checkIdCard(input.idCard);
    if (!idCard.ok) return idCard;
    changes.idCard = idCard.value;
  }
  return inTransaction(deps, async (work: Work<"USER_NOT_FOUND">) => {
    const { tx } = work;
    const user: User | null = await tx.users.byId(input.userId);
    if (user === null) work.refuse("USER_NOT_FOUND");
    if (Object.keys(changes).length > 0) await tx.users.update(user.id, changes);
    return { username: user.username, nickname: changes.nickname ?? user.nickname, mobile: changes.mobile ?? user.mobile, idCard: changes.idCard ?? user.idCard };
  });
}
