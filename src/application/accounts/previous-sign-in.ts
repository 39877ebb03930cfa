import { formatLocalDateTime } from "../../domain/calendar";
import type { AppDeps } from "../deps";
import { tokenHash } from "./sessions";

export interface PreviousSignIn {
  readonly atMs: number;
  /** "YYYY-MM-DD HH:mm:ss" in the operator's zone, as the other times of both APIs. */
  readonly at: string;
  /** The client's address then; null when it was not known. */
  readonly address: string | null;
}

/** An IPv4 client seen through an IPv6 socket ("::ffff:203.0.113.5") as people write it ("203.0.113.5"). */
const readableAddress = (address: string): string => /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1] ?? address;

/**
 * The sign-in before the caller's current session ("last signed in ... from ..."): their own newest other session
 * started no later than this one. null on a first sign-in, or when the token is not the user's.
 */
export async function previousSignIn(deps: Pick<AppDeps, "store" | "schedule">, input: { readonly userId: number; readonly sessionToken: string | null }): Promise<PreviousSignIn | null> {
  if (input.sessionToken === null) return null;
  const hash = tokenHash(input.sessionToken);
  const previous = await deps.store.read((tx) => tx.sessions.previousOf(input.userId, hash));
  if (previous === null) return null;
  return { atMs: previous.createdAtMs, at: formatLocalDateTime(deps.schedule.timeZone, previous.createdAtMs), address: previous.address ? readableAddress(previous.address) : null };
}
