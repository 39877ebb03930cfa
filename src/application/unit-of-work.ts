import { DomainFailure, ok, type DomainError, type ErrorCode, type ErrorParams, type Result } from "../domain/errors";
import type { DomainEvent } from "../ports/events";
import type { Store, StoreTx } from "../ports/store";
import type { AppDeps } from "./deps";

/**
 * Refuses with one of the codes `C`: throws, so the unit of work rolls back and
 * the caller gets the coded Result. A property, not a method, so that the
 * compiler checks it contravariantly: a helper that asks for `Work<"A">` can be
 * handed a `Work<"A" | "B">`, never a `Work<"B">`.
 */
export type Refuse<C extends ErrorCode> = (code: C, params?: ErrorParams) => never;

/**
 * What a unit of work can do besides reading and writing: announce events once
 * it has committed, and refuse with one of the codes its use case names in its
 * type (`C`; none by default, so a helper that refuses must say with what).
 */
export interface Work<C extends ErrorCode = never> {
  readonly tx: StoreTx;
  emit(event: DomainEvent): void;
  readonly refuse: Refuse<C>;
}

const refusal = (code: ErrorCode, params?: ErrorParams): never => {
  throw new DomainFailure(params ? { code, params } : { code });
};

/**
 * Runs a command in one store transaction. An expected failure is refused
 * inside (`work.refuse`: every write rolls back) and comes out as a Result
 * coded by one of the refusals the command's `Work<C>` names, so a use case's
 * type lists what it can answer; anything else is a bug and propagates. Events
 * are published only after the commit, so no subscriber ever hears of a bet
 * that was rolled back.
 *
 * `sharedBy`: the command is one the store may run in a transaction shared
 * with others of other keys (Store.sharedTransaction, whose terms it meets).
 */
export async function inTransaction<T, C extends ErrorCode = never>(
  deps: Pick<AppDeps, "store" | "events">,
  command: (work: Work<C>) => Promise<T>,
  sharedBy?: number,
): Promise<Result<T, C>> {
  let events: DomainEvent[] = [];
  try {
    const run: Store["transaction"] = sharedBy === undefined ? (work) => deps.store.transaction(work) : (work) => deps.store.sharedTransaction(sharedBy, work);
    const value = await run((tx) => {
      // A store may run the work again after a deadlock: only the attempt that commits may speak.
      const attempt: DomainEvent[] = [];
      events = attempt;
      return command({ tx, emit: (event) => attempt.push(event), refuse: refusal });
    });
    for (const event of events) deps.events.publish(event);
    return ok(value);
  } catch (error) {
    // Only a Refuse<C> throws a DomainFailure (work.refuse, or moveMoney through it), so its code is one of C.
    if (error instanceof DomainFailure) return { ok: false, error: error.error as DomainError<C> };
    throw error;
  }
}

/**
 * The one convention for a refusal that must commit (a wrong security code:
 * its count must stick, or the lockout would never bite). The command answers
 * a Result: a refusal it returns commits with everything written before it; a
 * refusal it throws (work.refuse) rolls back, as in inTransaction.
 */
export async function inTransactionKeepingRefusals<T, C extends ErrorCode = never>(
  deps: Pick<AppDeps, "store" | "events">,
  command: (work: Work<C>) => Promise<Result<T, C>>,
): Promise<Result<T, C>> {
  const outcome = await inTransaction(deps, command);
  return outcome.ok ? outcome.value : outcome;
}

/** Read-only queries: no transaction needed, no events; a refusal names its code in the query's `Refuse<C>`. */
export async function inRead<T, C extends ErrorCode = never>(
  deps: Pick<AppDeps, "store">,
  query: (tx: StoreTx, refuse: Refuse<C>) => Promise<T>,
): Promise<Result<T, C>> {
  try {
    return ok(await deps.store.read((tx) => query(tx, refusal)));
  } catch (error) {
    if (error instanceof DomainFailure) return { ok: false, error: error.error as DomainError<C> };
    throw error;
  }
}
