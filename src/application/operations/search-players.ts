import type { Result } from "../../domain/errors";
import type { Role } from "../../domain/accounts/user";
import type { AppDeps } from "../deps";
import { pageOf, readPage, type PageRequest, type Paged } from "../query-input";
import { inRead } from "../unit-of-work";
import { playerMoney, playerRef, type PlayerMoney, type PlayerRef } from "./player-summary";

export interface SearchPlayersInput extends PageRequest {
  /** Part of a username or nickname, or an exact id or mobile; empty: everyone, newest first. */
  readonly text: string;
  /** Players by default; operators to list the console's accounts. */
  readonly role?: Role;
}

export interface PlayerRow extends PlayerRef {
  readonly money: PlayerMoney;
  readonly inviterId: number | null;
  readonly isSimulated: boolean;
  readonly createdAtMs: number;
}

/** The console's player list: who, their money now, and their bans. */
export async function searchPlayers(deps: AppDeps, input: SearchPlayersInput): Promise<Result<Paged<PlayerRow>, "INVALID_INPUT">> {
  const page = pageOf(input);
  if (!page.ok) return page;
  const nowMs = deps.clock.nowMs();
  return inRead(deps, async (tx) => {
    const users = await readPage(page.value, (p) => tx.users.search({ text: input.text.trim() || null, role: input.role ?? "player" }, p));
    const items: PlayerRow[] = [];
    for (const user of users.items) {
      items.push({ ...playerRef(user), money: await playerMoney(tx, deps.schedule, user, nowMs), inviterId: user.inviterId, isSimulated: user.isSimulated, createdAtMs: user.createdAtMs });
    }
    return { items, hasMore: users.hasMore };
  });
}
