import { useCallback } from "react";
import { useQueryClient, type Query } from "@tanstack/react-query";
import { getQueryKey } from "@trpc/react-query";
import { trpc, type SessionUser } from "./trpc";
import { dropThisBrowsersPush } from "./push-client";

/**
 * The signed-in player comes from the server (`auth.session`): the session
 * token lives in an httpOnly cookie no script can read, so the client never
 * stores it. null is a guest.
 */
export function useSession() {
  return trpc.auth.session.useQuery(undefined, { staleTime: 30_000 });
}

const SESSION_KEY = JSON.stringify(getQueryKey(trpc.auth.session)[0]);
const notSession = (query: Query): boolean => JSON.stringify(query.queryKey[0]) !== SESSION_KEY;

/** Puts a fresh login's profile in place, so the next screen need not ask again. */
export function useSignedIn(): (user: SessionUser) => void {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  return useCallback(
    (user: SessionUser) => {
      utils.auth.session.setData(undefined, user);
      // Whatever was cached for a guest (or someone else) is stale now.
      void queryClient.invalidateQueries({ predicate: notSession });
    },
    [utils, queryClient],
  );
}

/** Ends the session on the server and forgets it here. Never fails: a guest stays a guest. */
export function useSignOut(): { signOut: () => Promise<void>; pending: boolean } {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const logout = trpc.auth.logout.useMutation();
  const { mutateAsync } = logout;
  const { mutateAsync: forgetPush } = trpc.notifications.unsubscribe.useMutation();
  const signOut = useCallback(async () => {
    // While still signed in: this browser's push subscription goes with the session (a shared phone).
    await dropThisBrowsersPush((endpoint) => forgetPush({ endpoint }));
    try {
      await mutateAsync();
    } catch {
      // The cookie may be gone already; the local state is cleared either way.
    }
    utils.auth.session.setData(undefined, null);
    // No personal data outlives the session.
    queryClient.removeQueries({ predicate: notSession });
  }, [mutateAsync, forgetPush, utils, queryClient]);
  return { signOut, pending: logout.isPending };
}

/** SPEC section 4: the line, 0 (line 1) or 1 (line 2), kept in session storage under `activeList`, default 0. */
const LINE_KEY = "activeList";
export type Line = 0 | 1;

export function readLine(): Line {
  try {
    return sessionStorage.getItem(LINE_KEY) === "1" ? 1 : 0;
  } catch {
    return 0;
  }
}

export function storeLine(line: Line): void {
  try {
    sessionStorage.setItem(LINE_KEY, String(line));
  } catch {
    // Storage refused: the line holds for this page only.
  }
}
