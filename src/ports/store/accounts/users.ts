import type { NewUser, User } from "../../../domain/accounts/user";
import type { Page } from "../common";

export interface UserRepository {
  /** Fails with null when the username is taken (unique, case-insensitive). */
  create(user: NewUser): Promise<User | null>;
  byId(id: number): Promise<User | null>;
  byUsername(username: string): Promise<User | null>;
  /** Users by id, in any order; unknown ids are left out. */
  byIds(ids: readonly number[]): Promise<User[]>;
  update(id: number, changes: Partial<Omit<User, "id" | "username" | "createdAtMs">>): Promise<void>;
  /** Direct subordinates of an inviter, newest first. */
  listByInviter(inviterId: number, page: Page): Promise<{ items: User[]; total: number }>;
  /** The console's player search, newest first; see UserSearch. */
  search(query: UserSearch, page: Page): Promise<User[]>;
}

/**
 * Accounts whose username or nickname contains `text` (case-insensitive, as
 * typed: no wildcards), or whose id or mobile equals it; null text: everyone.
 */
interface UserSearch {
  readonly text: string | null;
  readonly role: User["role"] | null;
  /** Keyset paging (exports): only accounts older than this id (offset 0). */
  readonly beforeId?: number | null;
}
