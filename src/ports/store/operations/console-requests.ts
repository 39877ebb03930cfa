/** An operator's idempotency key and what the request it names answered. */
interface ConsoleRequest {
  readonly operatorId: number;
  readonly requestId: string;
  readonly action: string;
  /** null until the request's work is done (within the same transaction). */
  readonly resultJson: string | null;
}

/**
 * The console's idempotency keys. `claim` inserts the key or, when it exists,
 * does nothing and answers false (on PostgreSQL after waiting for a
 * concurrent claimer to commit or roll back), so of two identical requests
 * exactly one does the work.
 */
export interface ConsoleRequestRepository {
  claim(request: { readonly operatorId: number; readonly requestId: string; readonly action: string; readonly atMs: number }): Promise<boolean>;
  get(operatorId: number, requestId: string): Promise<ConsoleRequest | null>;
  complete(operatorId: number, requestId: string, resultJson: string): Promise<void>;
}
