import type { BetRecord, BetStatus } from "../../domain/betting/bet";
import { fail, ok, type Result } from "../../domain/errors";
import type { Minor } from "../../domain/money";
import { playTypeDef, type PlayTypeKey } from "../../domain/betting/outcome";
import type { Digits, RoundRecord, RoundVoid } from "../../domain/rounds/round";
import { GROUP } from "../../domain/accounts/user";
import type { Page, StoreTx, TimeRange } from "../../ports/store";
import type { AppDeps } from "../deps";
import { inRead, type Refuse } from "../unit-of-work";
import { checkRange, pageOf, requireAgent, type PageRequest, type Paged, type AgentRefusal } from "../query-input";

/** One line of /BetRecord and the whole of /betDetail. */
export interface BetItem {
  readonly id: number;
  readonly orderNo: string;
  readonly userId: number;
  readonly username: string;
  readonly gameId: number;
  readonly gameName: string;
  readonly roomId: number;
  readonly roomTitle: string;
  readonly issue: string;
  readonly playType: number;
  readonly playKey: PlayTypeKey | null;
  /** The sum bet on, for number play types. */
  readonly playNumber: number | null;
  readonly stakeMinor: Minor;
  readonly oddsHundredths: number;
  /** 0 accepted, 1 settled. */
  readonly status: BetStatus;
  readonly hit: boolean;
  readonly payoutMinor: Minor;
  /** payout - stake once settled; 0 while accepted ("accepted, no profit"). */
  readonly profitMinor: Minor;
  /** The round's draw, once drawn. */
  readonly digits: Digits | null;
  readonly placedAtMs: number;
  readonly settledAtMs: number | null;
  /**
   * Set when the bet's round was voided and its stake refunded (issue 41): "void, refunded", with the operator's
   * reason in five languages or the engine's code. Such a bet reads status 1, payout = stake, profit 0.
   */
  readonly voided: RoundVoid | null;
}

export interface BetRecordsInput {
  /** The caller. */
  readonly userId: number;
  /** "subordinates": the bets of the caller's direct subordinates; agents only. */
  readonly scope: "self" | "subordinates";
  readonly range: TimeRange;
  readonly page: PageRequest;
}

/** Ids asked of the store at once: far below SQLite's and PostgreSQL's bound-parameter limits. */
const IDS_PER_QUERY = 500;

/** The caller's bets, or their team's, in the range, newest first. */
export async function betRecords(deps: AppDeps, input: BetRecordsInput): Promise<Result<Paged<BetItem>, "DATE_RANGE_REVERSED" | "INVALID_INPUT" | AgentRefusal>> {
  const range = checkRange(input.range);
  if (!range.ok) return range;
  const page = pageOf(input.page);
  if (!page.ok) return page;
  return inRead(deps, async (tx, refuse: Refuse<AgentRefusal>) => {
    const userIds = input.scope === "self" ? [input.userId] : await subordinateIds(tx, (await requireAgent(tx, refuse, input.userId)).id);
    const rows = await betsOfUsers(tx, userIds, range.value, { offset: page.value.offset, limit: page.value.limit + 1 });
    const items = await betItems(tx, rows.slice(0, page.value.limit));
    return { items, hasMore: rows.length > page.value.limit };
  });
}

/** One bet, for its owner or the owner's agent; anyone else is told it does not exist. */
export async function betDetail(deps: AppDeps, userId: number, betId: number): Promise<Result<BetItem, "NOT_FOUND">> {
  return deps.store.read(async (tx) => {
    const bet = await tx.bets.byId(betId);
    if (!bet) return fail("NOT_FOUND");
    if (bet.userId !== userId) {
      const caller = await tx.users.byId(userId);
      const owner = await tx.users.byId(bet.userId);
      const isOwnersAgent = caller?.groupId === GROUP.agent && owner?.inviterId === caller.id;
      // NOT_FOUND rather than FORBIDDEN: a stranger cannot even learn that the id exists.
      if (!isOwnersAgent) return fail("NOT_FOUND");
    }
    const [item] = await betItems(tx, [bet]);
    return ok(item!);
  });
}

/** Every direct subordinate of an agent, paged through so a team of thousands is read in bounded pieces. */
async function subordinateIds(tx: StoreTx, agentId: number): Promise<number[]> {
  const ids: number[] = [];
  for (let offset = 0; ; offset += IDS_PER_QUERY) {
    const { items } = await tx.users.listByInviter(agentId, { offset, limit: IDS_PER_QUERY });
    ids.push(...items.map((u) => u.id));
    // A registration between two pages shifts the newest-first list by one: the Set drops the repeat.
    if (items.length < IDS_PER_QUERY) return [...new Set(ids)];
  }
}

/**
 * One page of the users' bets, newest first. A big team is asked in chunks of
 * ids; each chunk's first offset + limit rows are merged, which gives exactly
 * the page a single query over all ids would.
 */
async function betsOfUsers(tx: StoreTx, userIds: readonly number[], range: TimeRange, page: Page): Promise<BetRecord[]> {
  if (userIds.length <= IDS_PER_QUERY) return tx.bets.ofUsers(userIds, range, page);
  const merged: BetRecord[] = [];
  for (let i = 0; i < userIds.length; i += IDS_PER_QUERY) {
    merged.push(...(await tx.bets.ofUsers(userIds.slice(i, i + IDS_PER_QUERY), range, { offset: 0, limit: page.offset + page.limit })));
  }
  // The store's order: placement time, then id, both descending.
  merged.sort((a, b) => b.placedAtMs - a.placedAtMs || b.id - a.id);
  return merged.slice(page.offset, page.offset + page.limit);
}

/** Joins each bet with its player, game, room and round, each looked up once per page. */
export async function betItems(tx: StoreTx, bets: readonly BetRecord[]): Promise<BetItem[]> {
  const users = new Map((await tx.users.byIds([...new Set(bets.map((b) => b.userId))])).map((u) => [u.id, u.username]));
  const games = new Map((await tx.games.list()).map((g) => [g.id, g.name]));
  const rooms = new Map<number, string>();
  for (const roomId of new Set(bets.map((b) => b.roomId))) rooms.set(roomId, (await tx.games.roomById(roomId))?.title ?? "");
  const draws = new Map<string, Pick<RoundRecord, "digits" | "voided"> | null>();
  for (const bet of bets) {
    const key = `${bet.gameId}/${bet.issue}`;
    if (!draws.has(key)) draws.set(key, await tx.rounds.get(bet.gameId, bet.issue));
  }
  return bets.map((bet) => {
    const def = playTypeDef(bet.playType);
    return {
      id: bet.id,
      orderNo: bet.orderNo,
      userId: bet.userId,
      username: users.get(bet.userId) ?? "",
      gameId: bet.gameId,
      gameName: games.get(bet.gameId) ?? "",
      roomId: bet.roomId,
      roomTitle: rooms.get(bet.roomId) ?? "",
      issue: bet.issue,
      playType: bet.playType,
      playKey: def?.key ?? null,
      playNumber: def?.number ?? null,
      stakeMinor: bet.stakeMinor,
      oddsHundredths: bet.oddsHundredths,
      status: bet.status,
      hit: bet.hit,
      payoutMinor: bet.payoutMinor,
      profitMinor: bet.status === 1 ? bet.payoutMinor - bet.stakeMinor : 0,
      digits: draws.get(`${bet.gameId}/${bet.issue}`)?.digits ?? null,
      placedAtMs: bet.placedAtMs,
      settledAtMs: bet.settledAtMs,
      voided: bet.refundedAtMs === null ? null : (draws.get(`${bet.gameId}/${bet.issue}`)?.voided ?? null),
    };
  });
}
