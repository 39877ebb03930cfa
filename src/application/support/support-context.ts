import { fail, ok, type ErrorCode, type Result } from "../../domain/errors";
import type { Minor } from "../../domain/money";
import { exclusionAt, type Exclusion } from "../../domain/protection/exclusion";
import type { SupportMute } from "../../domain/support/mute-rules";
import { REVIEW_STATUS } from "../../domain/wallet/fund-log";
import { betRecords, type BetItem } from "../betting/bet-records";
import type { AppDeps } from "../deps";
import { playerMoney, type PlayerMoney } from "../operations/player-summary";
import { depositQueue, withdrawalQueue } from "../wallet/review-queues";

/** Pending requests and bets the panel lists at most: enough to answer "where is my money", small enough to read at a glance. */
const PENDING_SHOWN = 10;
const BETS_SHOWN = 5;

/** A desk mute as the console shows it (null when none holds now). */
interface MuteView {
  readonly untilMs: number;
  readonly reason: string;
}

interface PendingDeposit {
  readonly id: number;
  readonly amountMinor: Minor;
  readonly currency: string;
  readonly channelLabel: string | null;
  /** What to match against the money that arrived ("payer name 12345" or a transaction hash; "" if none). */
  readonly reference: string;
  /** Whether the player attached a receipt (served at /receipts/deposits/:id to operators). */
  readonly hasReceipt: boolean;
  readonly createdAtMs: number;
}

interface PendingWithdrawal {
  readonly id: number;
  readonly amountMinor: Minor;
  /** Where it is to be paid: "bank · card · holder" or "wallet type · address". */
  readonly payTo: string;
  readonly createdAtMs: number;
}

interface PlayerContext {
  readonly kind: "player";
  readonly userId: number;
  readonly username: string;
  readonly nickname: string;
  readonly money: PlayerMoney;
  readonly pendingDeposits: readonly PendingDeposit[];
  readonly pendingWithdrawals: readonly PendingWithdrawal[];
  readonly lastBets: readonly BetItem[];
  /** The break in force now (time-out or self-exclusion), or null. */
  readonly onBreak: Exclusion | null;
  readonly bans: {
    readonly buyBanned: boolean;
    readonly chatBanned: boolean;
    /** Locked out of the security code after wrong tries, until then (null: not locked). */
    readonly securityCodeLockedUntilMs: number | null;
    /** Muted at the desk. */
    readonly deskMute: MuteView | null;
  };
}

/** Who is on the other side of a conversation, as the console shows it beside the thread. */
export type SupportContext = {
  /** The address of the customer's latest message (what an address mute names), or null. */
  readonly address: string | null;
  /** A desk mute of that address holding now. */
  readonly addressMute: MuteView | null;
} & ({ readonly kind: "guest" } | PlayerContext);

/** A read whose input this file fixes (a pending status, the first page): a refusal there is a bug, not an answer to show. */
function must<T>(result: Result<T, ErrorCode>, what: string): T {
  if (!result.ok) throw new Error(`support context: ${what} refused ${result.error.code}`);
  return result.value;
}

const holding = (mute: SupportMute | null, nowMs: number): MuteView | null => (mute !== null && mute.untilMs > nowMs ? { untilMs: mute.untilMs, reason: mute.reason } : null);

/**
 * The player's context beside a conversation: balance, deposits and withdrawals
 * under review (with references and receipts), the last bets, their break and
 * bans, the desk mutes of them and of their address. A guest has no account:
 * only the address. Read through the same use cases as the console's player
 * and queue pages, so the panel never says something those pages do not.
 */
export async function supportContext(deps: AppDeps, input: { readonly conversationId: number }): Promise<Result<SupportContext, "NOT_FOUND">> {
  const nowMs = deps.clock.nowMs();
  const found = await deps.store.read(async (tx) => {
    const conversation = await tx.support.conversationById(input.conversationId);
    if (conversation === null) return null;
    const address = await tx.support.lastCustomerAddress(conversation.id);
    const addressMute = address === null ? null : holding(await tx.support.muteOf({ kind: "address", address }), nowMs);
    if (conversation.owner.kind === "guest") return { address, addressMute, user: null, playerMute: null, onBreak: null };
    const user = await tx.users.byId(conversation.owner.userId);
    if (user === null) return { address, addressMute, user: null, playerMute: null, onBreak: null };
    return {
      address,
      addressMute,
      user,
      money: await playerMoney(tx, deps.schedule, user, nowMs),
      playerMute: holding(await tx.support.muteOf({ kind: "player", userId: user.id }), nowMs),
      onBreak: exclusionAt((await tx.protection.stateOf(user.id)).exclusion, nowMs),
    };
  });
  if (found === null) return fail("NOT_FOUND");
  const { address, addressMute, user } = found;
  if (user === null || !("money" in found)) return ok({ kind: "guest", address, addressMute });

  const deposits = must(await depositQueue(deps, { status: REVIEW_STATUS.pending, userId: user.id, page: 1, pageSize: PENDING_SHOWN }), "deposits");
  const withdrawals = must(await withdrawalQueue(deps, { status: REVIEW_STATUS.pending, userId: user.id, page: 1, pageSize: PENDING_SHOWN }), "withdrawals");
  const bets = must(await betRecords(deps, { userId: user.id, scope: "self", range: { fromMs: 0, toMs: nowMs + 1 }, page: { page: 1, pageSize: BETS_SHOWN } }), "bets");
  return ok({
    kind: "player",
    address,
    addressMute,
    userId: user.id,
    username: user.username,
    nickname: user.nickname,
    money: found.money,
    pendingDeposits: deposits.items.map((d) => ({ id: d.id, amountMinor: d.amountMinor, currency: d.currency, channelLabel: d.channel?.label ?? null, reference: d.reference, hasReceipt: d.receipt !== null, createdAtMs: d.createdAtMs })),
    pendingWithdrawals: withdrawals.items.map((w) => ({ id: w.id, amountMinor: w.amountMinor, payTo: [w.payout.accBank, w.payout.acc, w.payout.accName].filter((part) => part !== "").join(" · "), createdAtMs: w.createdAtMs })),
    lastBets: bets.items,
    onBreak: found.onBreak,
    bans: { buyBanned: user.buyBanned, chatBanned: user.chatBanned, securityCodeLockedUntilMs: user.securityCodeLockedUntilMs !== null && user.securityCodeLockedUntilMs > nowMs ? user.securityCodeLockedUntilMs : null, deskMute: found.playerMute },
  });
}
