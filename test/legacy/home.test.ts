import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testServer, type TestServer } from "../support/server";
import { forEachStore } from "../support/stores";
import { call, expectRefused, okData, pathVariants, player } from "./support";

/** GET index/index and index/articleList: the home and news pages, open to guests. */
forEachStore((_name, open) => {
  let server: TestServer;
  let articleIds: { twTop: number; twPlain: number; en: number };

  beforeAll(async () => {
    server = await testServer(await open());
    articleIds = await server.deps.store.transaction(async (tx) => {
      await tx.content.saveBanner({ id: 0, imageUrl: "/uploads/b2.png", linkUrl: "", sortOrder: 2 });
      await tx.content.saveBanner({ id: 0, imageUrl: "/uploads/b1.png", linkUrl: "/lottery?id=1", sortOrder: 1 });
      await tx.content.setSetting("notice:tw", "歡迎光臨");
      await tx.content.setSetting("notice:en", "Welcome");
      const twTab = await tx.content.saveArticleTab({ id: 0, lang: "tw", title: "熱門", sortOrder: 1 });
      const enTab = await tx.content.saveArticleTab({ id: 0, lang: "en", title: "Hot", sortOrder: 1 });
      const twTop = await tx.content.saveArticle({ id: 0, tabId: twTab, lang: "tw", title: "置頂", contentHtml: "<p>頂</p>", isTop: true, createdAtMs: 1_700_000_000_000 });
      const twPlain = await tx.content.saveArticle({ id: 0, tabId: twTab, lang: "tw", title: "一般", contentHtml: "<p>般</p>", isTop: false, createdAtMs: 1_700_000_100_000 });
      const en = await tx.content.saveArticle({ id: 0, tabId: enTab, lang: "en", title: "Top news", contentHtml: "<p>news</p>", isTop: true, createdAtMs: 1_700_000_200_000 });
      return { twTop, twPlain, en };
    });
  });
  afterAll(() => server.close());

  describe("GET index/index", () => {
    it("answers the banners (each with its image) in the operator's order, the notice and the games, to a guest", async () => {
      const reply = await call(server, "index/index", {}, { method: "GET" });
      expect(reply.json.msg).toBe("");
      expect(typeof reply.json.time).toBe("number");
      const data = okData(reply) as { banner: unknown[]; notice: string; gameList: { id: number; planList: unknown[] }[] };
      expect(data.banner).toEqual([
        { id: expect.any(Number), image: "/uploads/b1.png", url: "/lottery?id=1" },
        { id: expect.any(Number), image: "/uploads/b2.png", url: "" },
      ]);
      expect(data.notice).toBe("歡迎光臨");
      expect(data.gameList.map((g) => g.id)).toEqual([1, 2, 3, 4]);
      expect(data.gameList[0]!.planList).toHaveLength(3);
    });

    it("answers the notice in the caller's lang (query parameter)", async () => {
      const data = okData(await call(server, "index/index", {}, { method: "GET", lang: "en" })) as { notice: string };
      expect(data.notice).toBe("Welcome");
    });

    it("is the same with a token, and a stale token does not turn the guest page into 50014", async () => {
      const { token } = await player(server);
      expect(okData(await call(server, "index/index", {}, { method: "GET", token }))).toMatchObject({ notice: "歡迎光臨" });
      const stale = await call(server, "index/index", {}, { method: "GET", token: "not-a-token" });
      expect(stale.json.code).toBe(1);
    });

    it("answers under both prefixes and in any case", async () => {
      for (const variant of pathVariants("index/index")) {
        const reply = await call(server, variant.path, {}, { method: "GET", prefix: variant.prefix });
        expect(reply.json.code, `${variant.prefix}/${variant.path}`).toBe(1);
      }
    });

    it("refuses a POST with code 0 in the caller's language", async () => {
      expectRefused(await call(server, "index/index", {}, { lang: "tw" }), "INVALID_INPUT", "tw");
      expectRefused(await call(server, "index/index", {}, { lang: "en", kind: "form" }), "INVALID_INPUT", "en");
      expectRefused(await call(server, "index/index", {}, { lang: "jp", kind: "multipart" }), "INVALID_INPUT", "jp");
    });
  });

  describe("GET index/articleList", () => {
    it("answers tops and tabs of the caller's language, each article with its title and HTML content", async () => {
      const data = okData(await call(server, "index/articleList", {}, { method: "GET" })) as { tops: unknown[]; articleTabs: unknown[] };
      expect(data.tops).toEqual([{ id: articleIds.twTop, title: "置頂", content: "<p>頂</p>", createtime: 1_700_000_000 }]);
      expect(data.articleTabs).toEqual([
        {
          id: expect.any(Number),
          title: "熱門",
          name: "熱門",
          articles: [
            { id: articleIds.twPlain, title: "一般", content: "<p>般</p>", createtime: 1_700_000_100 },
            { id: articleIds.twTop, title: "置頂", content: "<p>頂</p>", createtime: 1_700_000_000 },
          ],
        },
      ]);
    });

    it("answers English articles for lang=en and nothing of another language", async () => {
      const data = okData(await call(server, "index/articleList", {}, { method: "GET", lang: "en" })) as { tops: { id: number }[]; articleTabs: { articles: { id: number }[] }[] };
      expect(data.tops.map((t) => t.id)).toEqual([articleIds.en]);
      expect(data.articleTabs.flatMap((t) => t.articles.map((a) => a.id))).toEqual([articleIds.en]);
    });

    it("answers an empty list in a language without articles", async () => {
      expect(okData(await call(server, "index/articleList", {}, { method: "GET", lang: "kor" }))).toEqual({ tops: [], articleTabs: [] });
    });

    it("answers under /api, upper case, with a trailing slash", async () => {
      const reply = await call(server, "INDEX/ARTICLELIST/", {}, { method: "GET", prefix: "/api" });
      expect(reply.json.code).toBe(1);
    });

    it("refuses a multipart POST in the caller's language", async () => {
      expectRefused(await call(server, "index/articleList", {}, { kind: "multipart", lang: "en" }), "INVALID_INPUT", "en");
    });
  });
});
