import { expect, it } from "vitest";
import { articleById, homeContent } from "../../../src/application/content/home-content";
import { forEachStore } from "../../support/stores";
import { codeOf, unwrap } from "../query-fixtures";
import { appPerTest } from "../../support/app-per-test";

forEachStore((_name, open) => {
  const t = appPerTest(open, { games: false });

  /** What an operator would publish (no content use case exists yet, so straight into the t.store). */
  async function publish() {
    return t.store.transaction(async (tx) => {
      await tx.content.saveBanner({ id: 0, imageUrl: "/b/second.png", linkUrl: "", sortOrder: 2 });
      await tx.content.saveBanner({ id: 0, imageUrl: "/b/first.png", linkUrl: "/rule", sortOrder: 1 });
      await tx.content.setSetting("notice:tw", "歡迎");
      await tx.content.setSetting("notice:en", "Welcome");
      const guides = await tx.content.saveArticleTab({ id: 0, lang: "en", title: "Guides", sortOrder: 2 });
      const hot = await tx.content.saveArticleTab({ id: 0, lang: "en", title: "Hot", sortOrder: 1 });
      await tx.content.saveArticleTab({ id: 0, lang: "tw", title: "熱門", sortOrder: 1 });
      const article = (tabId: number, title: string, isTop: boolean, createdAtMs: number, lang = "en") =>
        tx.content.saveArticle({ id: 0, tabId, lang, title, contentHtml: `<p>${title}</p>`, isTop, createdAtMs });
      const older = await article(hot, "Old news", true, 1_000);
      const newer = await article(hot, "New rules", true, 2_000);
      const guide = await article(guides, "How to bet", false, 3_000);
      await article(hot, "Chinese only", true, 4_000, "tw");
      return { guides, hot, older, newer, guide };
    });
  }

  it("gathers banners in order, the language's notice, the tops and the tabs with their articles", async () => {
    const ids = await publish();
    const home = await homeContent(t.app.deps, "en");
    expect(home.banners.map((b) => b.imageUrl)).toEqual(["/b/first.png", "/b/second.png"]);
    expect(home.notice).toBe("Welcome");
    expect(home.articleTops).toEqual([
      { id: ids.newer, title: "New rules" },
      { id: ids.older, title: "Old news" },
    ]);
    expect(home.articleTabs).toEqual([
      { id: ids.hot, title: "Hot", articles: [{ id: ids.newer, title: "New rules" }, { id: ids.older, title: "Old news" }] },
      { id: ids.guides, title: "Guides", articles: [{ id: ids.guide, title: "How to bet" }] },
    ]);
  });

  it("falls back to the traditional-Chinese notice, then to none", async () => {
    expect((await homeContent(t.app.deps, "jp")).notice).toBe("");
    await publish();
    expect((await homeContent(t.app.deps, "jp")).notice).toBe("歡迎");
    expect((await homeContent(t.app.deps, "jp")).articleTabs).toEqual([]);
  });

  it("answers the operator's customer-service link, empty when none is set", async () => {
    expect((await homeContent(t.app.deps, "en")).customerServiceUrl).toBe("");
    await t.store.transaction((tx) => tx.content.setSetting("customer-service-url", "/chat/"));
    expect((await homeContent(t.app.deps, "tw")).customerServiceUrl).toBe("/chat/");
  });

  it("opens one article with its content, and refuses an unknown one", async () => {
    const ids = await publish();
    expect(unwrap(await articleById(t.app.deps, ids.guide))).toMatchObject({ id: ids.guide, title: "How to bet", contentHtml: "<p>How to bet</p>", isTop: false });
    expect(codeOf(await articleById(t.app.deps, 987654))).toBe("NOT_FOUND");
  });
});
