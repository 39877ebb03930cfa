import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { SupportArticleDraft } from "../../src/domain/support/knowledge-rules";
import type { QuickReplyDraft } from "../../src/domain/support/quick-reply-rules";
import type { Store } from "../../src/ports/store";
import { T0 } from "../support/store-fixtures";
import { forEachStore } from "../support/stores";

/**
 * The persistence contract of the desk's quick replies and knowledge base
 * (issue 38): every store, a fresh empty store per test.
 */
forEachStore((_name, open) => {
  let store: Store;
  beforeEach(async () => {
    store = await open();
  });
  afterEach(() => store.close());

  const reply = (overrides: Partial<QuickReplyDraft> = {}): QuickReplyDraft => ({ lang: "en", shortcut: "greet", title: "Greeting", text: "Hello 😀 <b>x</b>\nline 2", ...overrides });
  const saveReply = (id: number | null, draft: QuickReplyDraft, atMs = T0) => store.transaction((tx) => tx.supportContent.saveQuickReply(id, draft, atMs));
  const stored = async <T>(saving: Promise<T | null>): Promise<T> => {
    const saved = await saving;
    if (saved === null) throw new Error("not stored");
    return saved;
  };
  const empty = { zh: "", tw: "", en: "", jp: "", kor: "" };
  const article = (overrides: Partial<SupportArticleDraft> = {}): SupportArticleDraft => ({
    title: { ...empty, en: "How do I deposit?", tw: "如何儲值？" },
    body: { ...empty, en: "Open the wallet.\nPick a channel.", tw: "打開錢包。" },
    sortOrder: 5,
    published: true,
    ...overrides,
  });
  const saveArticle = (id: number | null, draft: SupportArticleDraft, atMs = T0) => store.transaction((tx) => tx.supportContent.saveSupportArticle(id, draft, atMs));

  describe("quick replies", () => {
    it("are stored and read back as written, listed by language (the product's order) and shortcut", async () => {
      const en = await stored(saveReply(null, reply()));
      const tw = await stored(saveReply(null, reply({ lang: "tw", shortcut: "greet", title: "問候", text: "您好" })));
      const bye = await stored(saveReply(null, reply({ shortcut: "bye", title: "Bye" })));
      expect(en).toEqual({ id: en.id, lang: "en", shortcut: "greet", title: "Greeting", text: "Hello 😀 <b>x</b>\nline 2", updatedAtMs: T0 });
      expect(await store.read((tx) => tx.supportContent.quickReplies())).toEqual([tw, bye, en]);
      expect(await store.read((tx) => tx.supportContent.quickReplyById(tw.id))).toEqual(tw);
      expect(await store.read((tx) => tx.supportContent.quickReplyByShortcut("tw", "greet"))).toEqual(tw);
      expect(await store.read((tx) => tx.supportContent.quickReplyByShortcut("jp", "greet"))).toBeNull();
      expect(await store.read((tx) => tx.supportContent.countQuickReplies("en"))).toBe(2);
      expect(await store.read((tx) => tx.supportContent.quickReplyById(99_999))).toBeNull();
    });

    it("edits one in place, and refuses (null, nothing stored) a shortcut another reply holds in the language", async () => {
      const greet = await stored(saveReply(null, reply()));
      const bye = await stored(saveReply(null, reply({ shortcut: "bye" })));
      expect(await saveReply(null, reply({ title: "Again" }))).toBeNull();
      expect(await saveReply(bye.id, reply({ shortcut: "greet" }))).toBeNull();
      expect(await saveReply(99_999, reply({ shortcut: "new" }))).toBeNull();
      const edited = await saveReply(greet.id, reply({ shortcut: "hello", title: "Hello", text: "Hi" }), T0 + 5);
      expect(edited).toEqual({ id: greet.id, lang: "en", shortcut: "hello", title: "Hello", text: "Hi", updatedAtMs: T0 + 5 });
      expect((await store.read((tx) => tx.supportContent.quickReplies())).map((r) => r.shortcut)).toEqual(["bye", "hello"]);
    });

    it("two adding the same shortcut at once store it once", async () => {
      const results = await Promise.all([1, 2, 3].map((n) => saveReply(null, reply({ title: `Try ${n}` }))));
      expect(results.filter((r) => r !== null)).toHaveLength(1);
      expect(await store.read((tx) => tx.supportContent.countQuickReplies("en"))).toBe(1);
    });

    it("removes one, and says whether there was one", async () => {
      const greet = await stored(saveReply(null, reply()));
      expect(await store.transaction((tx) => tx.supportContent.removeQuickReply(greet.id))).toBe(true);
      expect(await store.transaction((tx) => tx.supportContent.removeQuickReply(greet.id))).toBe(false);
      expect(await store.read((tx) => tx.supportContent.quickReplies())).toEqual([]);
    });
  });

  describe("knowledge base", () => {
    it("stores an article with its written languages and reads the others back empty", async () => {
      const saved = await saveArticle(null, article());
      expect(saved).toEqual({ id: saved.id, ...article(), createdAtMs: T0, updatedAtMs: T0 });
      expect(await store.read((tx) => tx.supportContent.supportArticleById(saved.id))).toEqual(saved);
      expect(await store.read((tx) => tx.supportContent.supportArticleById(99_999))).toBeNull();
      expect(await store.read((tx) => tx.supportContent.countSupportArticles())).toBe(1);
    });

    it("replaces the texts on an edit: a language emptied is gone, a new one appears", async () => {
      const saved = await saveArticle(null, article());
      const edited = await saveArticle(saved.id, article({ title: { ...empty, jp: "入金方法" }, body: { ...empty, jp: "ウォレットを開く" }, sortOrder: 1, published: false }), T0 + 9);
      expect(edited).toEqual({ id: saved.id, title: { ...empty, jp: "入金方法" }, body: { ...empty, jp: "ウォレットを開く" }, sortOrder: 1, published: false, createdAtMs: T0, updatedAtMs: T0 + 9 });
      expect(await store.read((tx) => tx.supportContent.supportArticleById(saved.id))).toEqual(edited);
    });

    it("lists drafts and published ones by sortOrder, then id; removes one with its texts", async () => {
      const late = await saveArticle(null, article({ sortOrder: 9 }));
      const first = await saveArticle(null, article({ sortOrder: 1, published: false }));
      const second = await saveArticle(null, article({ sortOrder: 1 }));
      expect((await store.read((tx) => tx.supportContent.supportArticles())).map((a) => a.id)).toEqual([first.id, second.id, late.id]);
      expect(await store.transaction((tx) => tx.supportContent.removeSupportArticle(first.id))).toBe(true);
      expect(await store.transaction((tx) => tx.supportContent.removeSupportArticle(first.id))).toBe(false);
      expect((await store.read((tx) => tx.supportContent.supportArticles())).map((a) => a.id)).toEqual([second.id, late.id]);
      expect(await store.read((tx) => tx.supportContent.supportArticleById(second.id))).toEqual(second);
    });
  });
});
