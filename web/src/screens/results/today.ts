import { useCallback, useState } from "react";
import { appErrorOf, trpc } from "../../trpc";
import { dayOf, dayOfIssue } from "./day";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The latest day the server accepts, when `error` is its refusal of a day beyond it (params.max). */
function serverMaxDay(error: unknown): string | null {
  if (!appErrorOf(error)) return null;
  const data = (error as { data?: { params?: { max?: unknown } | null } }).data;
  const max = data?.params?.max;
  return typeof max === "string" && DAY.test(max) ? max : null;
}

export interface Today {
  /** The latest day to offer (the date picker's max, the history's end). */
  readonly today: string;
  /** The sales day of the round running now (or opening next): the trend chart's default day. */
  readonly salesDay: string;
  /** false until the server has said which round is current (queries that need a day wait for it). */
  readonly ready: boolean;
  /** Takes the server's today from its refusal of a later day; true when that changed anything. */
  readonly adoptServerToday: (error: unknown) => boolean;
}

/**
 * "Today" in the operator's time zone, which the device does not know. The
 * device's own date is right for a player in the operator's zone; the current
 * round's issue number says which sales day the server is in, and a refusal of
 * a day as "in the future" carries the server's today (params.max), which is
 * then adopted. So a player abroad never asks for a day the server refuses twice.
 */
function useToday(current: { issue: string } | null | undefined, settled: boolean): Today {
  const [serverMax, setServerMax] = useState<string | null>(null);
  const device = dayOf(new Date());
  const issueDay = current ? dayOfIssue(current.issue) : null;
  let today = issueDay !== null && issueDay > device ? issueDay : device;
  if (serverMax !== null && serverMax < today) today = serverMax;
  const salesDay = issueDay !== null && issueDay <= today ? issueDay : today;
  const adoptServerToday = useCallback(
    (error: unknown) => {
      const max = serverMaxDay(error);
      if (max === null || max === serverMax) return false;
      setServerMax(max);
      return true;
    },
    [serverMax],
  );
  return { today, salesDay, ready: settled, adoptServerToday };
}

/** useToday for a game, from its current round (round.current). */
export function useGameToday(gameId: number): Today {
  const round = trpc.round.current.useQuery({ gameId }, { staleTime: 60_000 });
  return useToday(round.data ? (round.data.current ?? round.data.nextOpening) : null, !round.isPending);
}

