import { afterAll, beforeAll, expect, it } from "vitest";
import { installContent } from "../../src/application/content/install-content";
import { demoContent } from "../../simulator/demo/content";
import { expectRefused, newPlayer, serverOn, type Player } from "../trpc/helpers";
import type { TestServer } from "../support/server";
import { forEachStore } from "../support/stores";

/**
 * The user agreement (issue 37, item 9): operator content per language, written
 * in the console (admin.content.setTerms) and read by anyone (home.terms) in
 * the caller's language, the default language's standing in; the demo ships one
 * in each of the five languages.
 */
forEachStore((_name, open) => {
  let server: TestServer;
  let operator: Player;
  let player: Player;
  beforeAll(async () => {
    server = await serverOn(await open());
    operator = await newPlayer(server, { role: "operator" });
    player = await newPlayer(server, { lang: "en" });
  });
  afterAll(() => server.close());

  const termsIn = async (lang: string) => (await server.caller(null, { lang })).home.terms();

  it("is empty until written; the operator's text is what a guest reads, per language, with the default language standing in", async () => {
    expect(await termsIn("en")).toEqual({ lang: "tw", html: "" });
    await operator.call.admin.content.setTerms({ lang: "tw", html: "<h3>使用者協議</h3><p>第一條</p>" });
    await operator.call.admin.content.setTerms({ lang: "en", html: "  <h3>User agreement</h3><p>Clause one</p>  " });
    expect(await termsIn("en")).toEqual({ lang: "en", html: "<h3>User agreement</h3><p>Clause one</p>" });
    expect(await termsIn("tw")).toEqual({ lang: "tw", html: "<h3>使用者協議</h3><p>第一條</p>" });
    expect(await termsIn("kor")).toEqual({ lang: "tw", html: "<h3>使用者協議</h3><p>第一條</p>" });
    const overview = await operator.call.admin.content.overview();
    expect(overview.languages.find((l) => l.lang === "en")?.terms).toBe("<h3>User agreement</h3><p>Clause one</p>");
    expect(overview.languages.find((l) => l.lang === "jp")?.terms).toBeNull();
    const audit = await server.deps.store.read((tx) => tx.audit.list({ operatorId: null, action: "setting.save", targetType: null, targetId: null }, { offset: 0, limit: 10 }));
    expect(audit.map((line) => line.target.id)).toEqual(expect.arrayContaining(["terms:en", "terms:tw"]));
  });

  it("refuses an empty text, an unknown language and anyone but an operator, changing nothing", async () => {
    await expectRefused(operator.call.admin.content.setTerms({ lang: "en", html: "   " }), "CONTENT_REQUIRED");
    await expectRefused(operator.call.admin.content.setTerms({ lang: "fr", html: "<p>Bonjour</p>" }), "INVALID_INPUT");
    await expectRefused(player.call.admin.content.setTerms({ lang: "en", html: "<p>Mine now</p>" }), "FORBIDDEN");
    expect((await termsIn("en")).html).toBe("<h3>User agreement</h3><p>Clause one</p>");
  });

  it("ships with the demo in all five languages", async () => {
    const demo = await serverOn(await open());
    try {
      const installed = await installContent(demo.deps, demoContent(demo.deps.schedule));
      expect(installed.ok).toBe(true);
      const read = async (lang: string) => (await demo.caller(null, { lang })).home.terms();
      const texts = await Promise.all(["zh", "tw", "en", "jp", "kor"].map(read));
      expect(texts.map((t) => t.lang)).toEqual(["zh", "tw", "en", "jp", "kor"]);
      for (const text of texts) expect(text.html.length).toBeGreaterThan(300);
      expect(new Set(texts.map((t) => t.html)).size).toBe(5);
      expect(texts[2]!.html).toContain("18 or older");
    } finally {
      await demo.close();
    }
  });
});
