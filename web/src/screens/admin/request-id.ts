import { useCallback, useState } from "react";

/**
 * A fresh idempotency key: the server does a change once per key, so a double
 * click or a retry of the same form does not do it twice. getRandomValues,
 * unlike randomUUID, works on plain http too.
 */
export const newRequestId = (): string => `console-${Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("")}`;

/** One key per filled-in form: kept across a failed try (a retry of the same intent), renewed once the change is done. */
export function useRequestId(): { requestId: string; renew: () => void } {
  const [requestId, setRequestId] = useState(newRequestId);
  const renew = useCallback(() => setRequestId(newRequestId()), []);
  return { requestId, renew };
}
