import { ok, type Result } from "../../domain/errors";
import type { User } from "../../domain/accounts/user";
import type { AppDeps } from "../deps";
import { EXPORT_PAGE, keysetPages, type ExportPages } from "./export-pages";

export interface PlayerExportFilter {
  /** Part of a username or nickname, or an exact id or mobile (as the player search); null: everyone. */
  readonly text: string | null;
  readonly role: User["role"];
}

/** What the players' export holds of an account: who, their balances, their bans; never a password or code hash. */
export interface ExportedPlayer {
  readonly id: number;
  readonly username: string;
  readonly nickname: string;
  readonly mobile: string;
  readonly groupId: number;
  readonly inviterId: number | null;
  readonly availableMinor: number;
  readonly lockedMinor: number;
  readonly withdrawingMinor: number;
  readonly buyBanned: boolean;
  readonly chatBanned: boolean;
  readonly createdAtMs: number;
}

/** Every account the player search finds, newest first, a keyset page at a time (export-pages.ts). */
export function playersExport(deps: Pick<AppDeps, "store">, filter: PlayerExportFilter): Result<ExportPages<ExportedPlayer>, never> {
  const text = filter.text?.trim() || null;
  return ok(
    keysetPages(deps, async (tx, afterId) => {
      const users = await tx.users.search({ text, role: filter.role, beforeId: afterId }, { offset: 0, limit: EXPORT_PAGE });
      const rows: ExportedPlayer[] = [];
      for (const user of users) {
        const balances = await tx.ledger.balancesOfUser(user.id);
        rows.push({
          id: user.id,
          username: user.username,
          nickname: user.nickname,
          mobile: user.mobile,
          groupId: user.groupId,
          inviterId: user.inviterId,
          availableMinor: balances.availableMinor,
          lockedMinor: balances.lockedMinor,
          withdrawingMinor: balances.withdrawingMinor,
          buyBanned: user.buyBanned,
          chatBanned: user.chatBanned,
          createdAtMs: user.createdAtMs,
        });
      }
      return rows;
    }),
  );
}
