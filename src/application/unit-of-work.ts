import { DomainFailure, ok, type Result } from "../domain/errors";
import type { DomainEvent } from "../ports/events";
import type { StoreTx } from "../ports/store";
import type { AppDeps } from "./deps";

/** What a unit of work can do besides reading and writing: announce events once it has committed. */
export interface Work {
  readonly tx: StoreTx;
  emit(event: DomainEvent): void;
}

/**
 * Runs a command in one store transaction. An expected failure is thrown as
 * `DomainFailure` inside (so every write rolls back) and comes out as a coded
 * `Result`; anything else is a bug and propagates. Events are published only
 * after the commit, so no subscriber ever hears of a bet that was rolled back.
 */
export async function inTransaction<T>(deps: Pick<AppDeps, "store" | "events">, command: (work: Work) => Promise<T>): Promise<Result<T>> {
  let events: DomainEvent[] = [];
  try {
    const value = await deps.store.transaction((tx) => {
      // A store may run the work again after a deadlock: only the attempt that commits may speak.
      const attempt: DomainEvent[] = [];
      events = attempt;
      return command({ tx, emit: (event) => attempt.push(event) });
    });
    for (const event of events) deps.events.publish(event);
    return ok(value);
  } catch (error) {
    if (error instanceof DomainFailure) return { ok: false, error: error.error };
    throw error;
  }
}

/**
 * The one convention for a refusal that must commit (a wrong security code:
 * its count must stick, or the lockout would never bite). The command answers
 * a Result: a refusal it returns commits with everything written before it; a
 * refusal it throws (refuse) rolls back, as in inTransaction.
 */
export async function inTransactionKeepingRefusals<T>(deps: Pick<AppDeps, "store" | "events">, command: (work: Work) => Promise<Result<T>>): Promise<Result<T>> {
  const outcome = await inTransaction(deps, command);
  return outcome.ok ? outcome.value : outcome;
}

/** Read-only queries: no transaction needed, no events. */
export async function inRead<T>(deps: Pick<AppDeps, "store">, query: (tx: StoreTx) => Promise<T>): Promise<Result<T>> {
  try {
    return ok(await deps.store.read(query));
  } catch (error) {
    if (error instanceof DomainFailure) return { ok: false, error: error.error };
    throw error;
  }
}
