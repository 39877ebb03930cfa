import type { TFunction } from "i18next";
import { money } from "../../format/money";

/**
 * A room's title in the reader's language: the three standard rooms have a
 * translation; a room the operator named otherwise shows its title as given.
 */
export function roomTitle(t: TFunction, title: string): string {
  switch (title) {
    case "Beginner":
      return t("room.titleBeginner");
    case "Advanced":
      return t("room.titleAdvanced");
    case "VIP":
      return t("room.titleVip");
    default:
      return title;
  }
}

/** SPEC section 5: entering a room needs a balance of at least its join_limit; the refusal names the limit. */
export function joinRefusal(t: TFunction, joinLimitMinor: number): string {
  return t("room.joinRefused", { limit: money(joinLimitMinor) });
}

/** The room's URL: what /lottery opens and what the popup menu's screens come back to. */
export function betRoomPath(room: { id: number; gameId: number; title: string }, gameName: string): string {
  const query = new URLSearchParams({ id: String(room.id), game_id: String(room.gameId), name: gameName, title: room.title });
  return `/betRoom?${query.toString()}`;
}
