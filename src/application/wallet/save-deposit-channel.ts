import type { DepositChannel } from "../../domain/wallet/deposit-channel";
import type { Result } from "../../domain/errors";
import { checkDepositChannel, type DepositChannelInput } from "../../domain/wallet/deposit-channel-rules";
import type { AppDeps } from "../deps";
import { inRead, inTransaction, type Work } from "../unit-of-work";
import { oncePerRequest, recordAudit, type ConsoleRequestRefusal } from "../operations/audit-trail";
import type { MoneyRefusal } from "../../domain/money";

export interface SaveDepositChannelInput extends DepositChannelInput {
  readonly operatorId: number;
  /** The console's idempotency key: the same key sent twice does it once and answers the same. */
  readonly requestId?: string | null;
  /** null creates a channel. */
  readonly id: number | null;
}

/**
 * Creates or edits a deposit channel (switching it off is an edit: active
 * false; a channel is never deleted, so every request keeps the channel it
 * named). Every change is an audit line with the channel before and after.
 */
export async function saveDepositChannel(deps: Pick<AppDeps, "store" | "events" | "clock">, input: SaveDepositChannelInput): Promise<Result<DepositChannel, "CURRENCY_UNKNOWN" | "INVALID_INPUT" | "NAME_REQUIRED" | "NOT_FOUND" | "RECHARGE_MINIMUM" | ConsoleRequestRefusal | MoneyRefusal>> {
  const checked = checkDepositChannel(input);
  if (!checked.ok) return checked;
  const nowMs = deps.clock.nowMs();
  return inTransaction(deps, (work: Work<ConsoleRequestRefusal | "NOT_FOUND">) =>
    oncePerRequest(work, { operatorId: input.operatorId, requestId: input.requestId, action: "depositChannel.save", atMs: nowMs }, async () => {
      const before = input.id === null ? null : ((await work.tx.depositChannels.byId(input.id)) ?? work.refuse("NOT_FOUND"));
      const channel: DepositChannel = { id: before?.id ?? 0, ...checked.value };
      const id = await work.tx.depositChannels.save(channel);
      const saved = { ...channel, id };
      await recordAudit(work, { operatorId: input.operatorId, action: "depositChannel.save", target: { type: "depositChannel", id: String(id) }, before: before && { ...before }, after: { ...saved }, atMs: nowMs });
      return saved;
    }),
  );
}

/** Every channel, switched off ones included, for the console. */
export function allDepositChannels(deps: Pick<AppDeps, "store">): Promise<Result<DepositChannel[]>> {
  return inRead(deps, (tx) => tx.depositChannels.list({ activeOnly: false }));
}
