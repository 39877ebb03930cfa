import { useSession } from "../../session";
import { appErrorOf, trpc } from "../../trpc";

/** Who holds this browser's session, as far as the console cares. */
export type SessionHolder = "pending" | "guest" | "player" | "operator" | "unreachable";

/** The operator at the console (admin.session.me): refused for players (FORBIDDEN) and guests. */
export function useOperator() {
  return trpc.admin.session.me.useQuery(undefined, { staleTime: 30_000 });
}

const GUEST_CODES = new Set(["NOT_LOGGED_IN", "SESSION_INVALID"]);

/** The console's guard: asks the console's own `admin.session.me`, so the answer is the server's operator check itself. */
export function useConsoleHolder(): { holder: SessionHolder; retry: () => void } {
  const me = useOperator();
  const retry = () => void me.refetch();
  if (me.data) return { holder: "operator", retry };
  if (me.isPending) return { holder: "pending", retry };
  const code = appErrorOf(me.error)?.appCode;
  if (code === "FORBIDDEN") return { holder: "player", retry };
  if (code !== undefined && GUEST_CODES.has(code)) return { holder: "guest", retry };
  return { holder: "unreachable", retry };
}

/**
 * The players' guard: `auth.session` answers a player's profile, null for a
 * guest, and refuses (FORBIDDEN) any account that is not a player, which is an
 * operator. Only decides which screen to draw; the server checks every call.
 */
export function useOperatorOnPlayerSide(): boolean {
  const session = useSession();
  return !session.data && session.isError && appErrorOf(session.error)?.appCode === "FORBIDDEN";
}
