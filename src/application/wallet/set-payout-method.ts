import type { Result } from "../../domain/errors";
import type { PayoutMethod, PayoutType } from "../../domain/wallet/payout-method";
import { changesPayoutDestination } from "../../domain/wallet/payout-change-rules";
import { checkPayoutMethod, type PayoutDetailsRefusal, type PayoutMethodInput, shownToPlayer } from "../../domain/wallet/payout-method-rules";
import { checkSecurityCodeFormat, type SecurityCodeAttemptRefusal } from "../../domain/accounts/security-code-rules";
import type { AppDeps } from "../deps";
import { attemptSecurityCode, preVerifySecurityCode } from "../accounts/security-code-attempt";
import { inTransactionKeepingRefusals, type Work } from "../unit-of-work";

/** What the transaction itself may answer: the security code's refusals, or a user gone. */
type SaveMethodRefusal = SecurityCodeAttemptRefusal | "USER_NOT_FOUND" | "SECURITY_CODE_NOT_SET" | "SECURITY_CODE_FORMAT";

export interface SetPayoutMethodInput extends PayoutMethodInput {
  /** Always the session's user: a player can only ever write their own payout method. */
  readonly userId: number;
  readonly type: PayoutType;
  /** Needed to change details already bound (not to bind the first time, nor to edit the note). */
  readonly securityCode?: string | null;
  /**
   * The in-site message the player gets when bound details change, in their language (the adapter
   * translates it; the time in it is now). Written in the same transaction as the change.
   */
  readonly changeNotice?: { readonly title: string; readonly content: string };
}

/**
 * Saves the player's bank card or virtual wallet. Binding one the first time
 * needs nothing more; changing where withdrawals go once bound needs the
 * security code (its failures count towards its lock), tells the player by an
 * in-site message, and starts the wait before withdrawals to the new details
 * (checkPayoutHold). Requests already made keep the copy they took.
 */
export async function setPayoutMethod(deps: AppDeps, input: SetPayoutMethodInput): Promise<Result<PayoutMethod, PayoutDetailsRefusal | SaveMethodRefusal>> {
  const checked = checkPayoutMethod(input.type, input);
  if (!checked.ok) return checked;
  const nowMs = deps.clock.nowMs();
  const code = String(input.securityCode ?? "").trim();
  const before = await deps.store.read((tx) => tx.users.byId(input.userId));
  const preVerified = code === "" ? null : await preVerifySecurityCode(deps.hasher, before, code, nowMs);
  return inTransactionKeepingRefusals(deps, async (work: Work<SaveMethodRefusal>): Promise<Result<PayoutMethod, SaveMethodRefusal>> => {
    const { tx } = work;
    const user = (await tx.users.byId(input.userId)) ?? work.refuse("USER_NOT_FOUND");
    const current = await tx.payoutMethods.get(user.id, input.type);
    const changing = changesPayoutDestination(current, checked.value);
    if (changing) {
      if (user.securityCodeHash === null) work.refuse("SECURITY_CODE_NOT_SET");
      const format = checkSecurityCodeFormat(code);
      if (!format.ok) work.refuse(format.error.code, format.error.params);
      const attempt = await attemptSecurityCode(work, deps.hasher, user, code, nowMs, preVerified);
      if (!attempt.ok) return attempt; // committed: the failure count stays
    }
    const method: PayoutMethod = { userId: user.id, ...checked.value, changedAtMs: changing ? nowMs : (current?.changedAtMs ?? null) };
    await tx.payoutMethods.set(method);
    if (changing && input.changeNotice) await tx.content.createMessage({ userId: user.id, title: input.changeNotice.title, content: input.changeNotice.content, createdAtMs: nowMs });
    // What the player is shown of what they saved: the card number masked, as everywhere.
    return { ok: true, value: shownToPlayer(method) };
  });
}
