import { afterEach, describe, expect, it, vi } from "vitest";
import { readSavedResults, rememberDraws } from "./last-results";
import { isNeverCached } from "./never-cached";

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("what the service worker never touches", () => {
  it("the API, the live stream, the legacy API and uploads; not the app's screens or assets", () => {
    for (const path of ["/trpc", "/trpc/wallet.balance", "/live/game/1", "/index.php/api/user/info", "/uploads/avatar.png", "/upload/x"]) expect(isNeverCached(path), path).toBe(true);
    for (const path of ["/", "/betRoom", "/assets/index-abc.js", "/offline.html", "/trpcx", "/lively", "/index.php"]) expect(isNeverCached(path), path).toBe(false);
  });
});

describe("the last results kept for the offline page", () => {
  it("keeps only the public fields of at most 5 draws for at most 3 games, newest game first", () => {
    vi.stubGlobal("localStorage", memoryStorage());
    const draw = (n: number) => ({ issue: `2026112800${n}`, digits: [1, 2, n % 10], sum: 3 + (n % 10), labels: ["Small"], moneyMinor: 999_00, username: "demo" });
    rememberDraws("Singapore", "en", [1, 2, 3, 4, 5, 6, 7].map(draw), 1000);
    for (const game of ["New Zealand", "Kuala Lumpur", "Australia"]) rememberDraws(game, "en", [draw(1)], 2000);
    const saved = readSavedResults();
    expect(saved.map((g) => g.game)).toEqual(["Australia", "Kuala Lumpur", "New Zealand"]);
    rememberDraws("Singapore", "tw", [1, 2, 3, 4, 5, 6, 7].map(draw), 3000);
    const singapore = readSavedResults()[0]!;
    expect(singapore).toMatchObject({ game: "Singapore", lang: "tw", savedAt: 3000 });
    expect(singapore.draws).toHaveLength(5);
    const stored = localStorage.getItem("pwa.lastResults")!;
    expect(stored).not.toContain("moneyMinor");
    expect(stored).not.toContain("demo");
  });

  it("reads broken or foreign storage as nothing saved", () => {
    vi.stubGlobal("localStorage", memoryStorage());
    localStorage.setItem("pwa.lastResults", "{not json");
    expect(readSavedResults()).toEqual([]);
    localStorage.setItem("pwa.lastResults", JSON.stringify([{ game: 1 }, { game: "x", lang: "en", savedAt: 1, draws: [{ issue: "1", digits: [1], sum: 1, labels: [] }] }]));
    expect(readSavedResults().map((g) => g.game)).toEqual(["x"]);
  });
});
