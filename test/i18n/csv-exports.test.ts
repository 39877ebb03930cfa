import { describe, expect, it } from "vitest";
import { CSV_HEADERS } from "../../adapters/i18n/csv-headers";
import { CSV_LABELS } from "../../adapters/i18n/csv-labels";
import { LANGUAGES } from "../../adapters/i18n/languages";
import { EXPORT_LISTS } from "../../adapters/http/export-lists";

/**
 * The console's CSV exports speak the operator's language (issue 37, item 13):
 * every column title and every word written in a cell exists, non-empty, in
 * all five languages, and each list's header line has the same columns in
 * each, none blank and none named twice.
 */
const keysOf = (value: object): string[] => Object.keys(value).sort();

/** Every string leaf of a nested dictionary, by its dotted path. */
function leaves(value: object, prefix = ""): [string, unknown][] {
  return Object.entries(value).flatMap(([key, inner]) => (typeof inner === "object" && inner !== null ? leaves(inner as object, `${prefix}${key}.`) : [[`${prefix}${key}`, inner] as [string, unknown]]));
}

const headerCells = (list: string, lang: (typeof LANGUAGES)[number]): string[] => {
  const line = EXPORT_LISTS[list]!.header({ timeZone: "Asia/Taipei", words: CSV_HEADERS[lang], labels: CSV_LABELS[lang] });
  expect(line.endsWith("\r\n")).toBe(true);
  // Titles hold no comma or quote, so the record is its cells joined by commas (a quoted title would fail here).
  expect(line).not.toContain('"');
  return line.slice(0, -2).split(",");
};

describe("CSV export titles and words in five languages", () => {
  for (const lang of LANGUAGES) {
    it(`${lang}: names every column title and cell word the English does, none blank`, () => {
      expect(keysOf(CSV_HEADERS[lang])).toEqual(keysOf(CSV_HEADERS.en));
      for (const [key, title] of Object.entries(CSV_HEADERS[lang])) expect(typeof title === "string" && title.trim() !== "" ? key : `${key} is blank`).toBe(key);
      const words = leaves(CSV_LABELS[lang]);
      expect(words.map(([path]) => path).sort()).toEqual(leaves(CSV_LABELS.en).map(([path]) => path).sort());
      for (const [path, word] of words) expect(typeof word === "string" && word.trim() !== "" ? path : `${path} is blank`).toBe(path);
      // A number play type's word places its sum.
      expect(CSV_LABELS[lang].play.number).toContain("{n}");
    });
  }

  for (const list of Object.keys(EXPORT_LISTS)) {
    it(`${list}: the header line has the same number of columns in every language, each titled once`, () => {
      const english = headerCells(list, "en");
      expect(english.length).toBeGreaterThan(1);
      for (const lang of LANGUAGES) {
        const cells = headerCells(list, lang);
        expect(cells, `${list} in ${lang}`).toHaveLength(english.length);
        expect(cells.filter((cell) => cell.trim() === ""), `${list} in ${lang}`).toEqual([]);
        expect(new Set(cells).size, `${list} in ${lang}: ${cells.join(" | ")}`).toBe(cells.length);
      }
    });
  }
});
