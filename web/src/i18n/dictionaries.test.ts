import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { STANDARD_GAMES } from "../../../src/application/games/install-games";
import { PLAY_TYPES } from "../../../src/domain/betting/outcome";
import { LANGUAGES, NATIVE_NAMES, type Lang } from "./languages";
import { en } from "./locales/en";
import { jp } from "./locales/jp";
import { kor } from "./locales/kor";
import { tw } from "./locales/tw";
import { zh } from "./locales/zh";
import { admin as adminEn } from "./locales/admin/en";
import { admin as adminJp } from "./locales/admin/jp";
import { admin as adminKor } from "./locales/admin/kor";
import { admin as adminTw } from "./locales/admin/tw";
import { admin as adminZh } from "./locales/admin/zh";
import type { AllMessages } from "./messages";

/** Each language whole: the players' pack and the console's (a separate chunk in the app, one dictionary here). */
const DICTIONARIES: Record<Lang, AllMessages> = {
  zh: { ...zh, admin: adminZh },
  tw: { ...tw, admin: adminTw },
  en: { ...en, admin: adminEn },
  jp: { ...jp, admin: adminJp },
  kor: { ...kor, admin: adminKor },
};

/** "a.b.c" -> text, for every leaf. */
function flatten(tree: object, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === "object") for (const [k, v] of flatten(value, path)) out.set(k, v);
    else out.set(path, value);
  }
  return out;
}

const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).sort();

const reference = flatten(DICTIONARIES.en);

describe("the five dictionaries", () => {
  it("exist for every language of the product", () => {
    expect(Object.keys(DICTIONARIES).sort()).toEqual([...LANGUAGES].sort());
  });

  for (const lang of LANGUAGES) {
    it(`${lang} has exactly the keys of the others, each a non-empty text with the same placeholders`, () => {
      const entries = flatten(DICTIONARIES[lang]);
      const missing = [...reference.keys()].filter((key) => !entries.has(key));
      const extra = [...entries.keys()].filter((key) => !reference.has(key));
      expect({ lang, missing, extra }).toEqual({ lang, missing: [], extra: [] });
      for (const [key, text] of entries) {
        expect(typeof text, `${lang}:${key}`).toBe("string");
        expect((text as string).trim().length, `${lang}:${key} is empty`).toBeGreaterThan(0);
        expect(placeholders(text as string), `${lang}:${key} placeholders`).toEqual(placeholders(reference.get(key) as string));
      }
    });
  }

  it("the checks above catch a missing key and a lost placeholder", () => {
    const broken = flatten({ ...DICTIONARIES.en, home: { ...en.home, balance: undefined } });
    expect([...reference.keys()].filter((key) => !broken.has(key) || broken.get(key) === undefined)).toEqual(["home.balance"]);
    expect(placeholders("線路")).not.toEqual(placeholders(en.line.button));
  });

  it("the traditional and simplified dictionaries are really different (tw is not a copy of zh)", () => {
    const differing = [...flatten(DICTIONARIES.tw)].filter(([key, text]) => flatten(DICTIONARIES.zh).get(key) !== text);
    expect(differing.length).toBeGreaterThan(reference.size / 3);
  });

  it("name every play type and every standard game, which the screens look up by the server's key", () => {
    for (const lang of LANGUAGES) {
      const entries = flatten(DICTIONARIES[lang]);
      for (const def of PLAY_TYPES) expect(entries.has(`play.${def.key}`), `${lang}: play.${def.key}`).toBe(true);
      for (const spec of STANDARD_GAMES) expect(entries.has(`games.${spec.game.name}`), `${lang}: games.${spec.game.name}`).toBe(true);
    }
  });

  it("every language has its own name for the pickers", () => {
    for (const lang of LANGUAGES) expect(NATIVE_NAMES[lang].length).toBeGreaterThan(0);
  });
});

/** Every web source file (screens, components...), tests left out. */
function webSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return webSources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !full.includes(`${join("i18n", "locales")}`) ? [full] : [];
  });
}

describe("the keys the screens use", () => {
  const sources = webSources(join(import.meta.dirname, "..")).map((file) => ({ file, text: readFileSync(file, "utf8") }));
  // t("a.b"), t('a.b'), and the literal keys passed around as `"auth.username"`-style constants typed as message keys.
  const used = new Map<string, string>();
  for (const { file, text } of sources) {
    for (const match of text.matchAll(/\bt\(\s*["'`]([a-zA-Z]+\.[a-zA-Z0-9_.]+)["'`]/g)) used.set(match[1]!, file);
    for (const match of text.matchAll(/\blabel:\s*"([a-zA-Z]+\.[a-zA-Z0-9_]+)"/g)) used.set(match[1]!, file);
    for (const match of text.matchAll(/return "(auth\.[a-zA-Z]+)"/g)) used.set(match[1]!, file);
    // The offline page (no React, no i18next) reads its slice of the dictionary as `texts.<key>`.
    if (file.includes(join("pwa", "offline"))) for (const match of text.matchAll(/\btexts\.([a-zA-Z]+)\b/g)) used.set(`pwa.${match[1]!}`, file);
  }

  it("were found by the scan", () => {
    expect(used.size).toBeGreaterThan(30);
  });

  it("all exist in the dictionaries (so in every language)", () => {
    const unknown = [...used].filter(([key]) => !reference.has(key)).map(([key, file]) => `${key} (${file})`);
    expect(unknown).toEqual([]);
  });

  // schedule.* is named without its prefix by the builder of the schedule's texts (web/src/format/schedule.ts, tested there).
  it("leave no dictionary entry unused (dynamic families play.*, games.* and schedule.* aside)", () => {
    const unused = [...reference.keys()].filter((key) => !used.has(key) && !/^(play|games|schedule)\./.test(key));
    expect(unused).toEqual([]);
  });
});
