import type { TFunction } from "i18next";

/**
 * A game's name in the reader's language: the standard games have a
 * translation; a game the operator added later shows its name as given.
 */
export function gameLabel(t: TFunction, name: string): string {
  const key = `games.${name}`;
  return t(key as "games.Singapore", { defaultValue: name });
}

/** A play type's label ("big", "sum 7") from the key and number the server sends. */
export function playLabel(t: TFunction, key: string | null, playType: number): string {
  switch (key) {
    case null:
      return "";
    case "number":
      return t("play.number", { n: playType - 100 });
    default:
      return t(`play.${key}` as "play.big", { defaultValue: key });
  }
}
