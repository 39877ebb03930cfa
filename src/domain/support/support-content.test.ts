import { describe, expect, it } from "vitest";
import { SUPPORT_MAX_CHARS } from "./conversation";
import { SUPPORT_ARTICLE_BODY_MAX_CHARS, SUPPORT_ARTICLE_TITLE_MAX_CHARS, articleIn, byArticleOrder, checkSupportArticle } from "./knowledge-rules";
import { QUICK_REPLY_SHORTCUT_MAX_CHARS, checkQuickReply, checkShortcut, quickRepliesFor, quickReplyByShortcut, shortcutBefore } from "./quick-reply-rules";
import { checkAutoReply, checkSupportHours } from "./settings-rules";

const reply = { lang: "en", shortcut: "greet", title: "Greeting", text: "Hello, how can I help?" };

describe("quick replies", () => {
  it("stores the shortcut lowercase, without the slash typed before it, and the text as a support message", () => {
    expect(checkQuickReply({ ...reply, shortcut: " /Deposit-Late ", text: " Line 1\r\nLine 2 " })).toEqual({
      ok: true,
      value: { lang: "en", shortcut: "deposit-late", title: "Greeting", text: "Line 1\nLine 2" },
    });
  });

  it("refuses a bad shortcut, language, title or text with its own code", () => {
    for (const shortcut of ["", "/", "a b", "-greet", "greet-", "a--b", "grüß", "x".repeat(QUICK_REPLY_SHORTCUT_MAX_CHARS + 1), "a_b"]) {
      expect(checkShortcut(shortcut), shortcut).toEqual({ ok: false, error: { code: "QUICK_REPLY_SHORTCUT_INVALID", params: { max: QUICK_REPLY_SHORTCUT_MAX_CHARS } } });
    }
    expect(checkQuickReply({ ...reply, lang: "fr" })).toEqual({ ok: false, error: { code: "INVALID_INPUT", params: { field: "lang" } } });
    expect(checkQuickReply({ ...reply, title: "  " })).toEqual({ ok: false, error: { code: "TITLE_REQUIRED", params: { field: "title" } } });
    expect(checkQuickReply({ ...reply, title: "two\nlines" })).toMatchObject({ ok: false, error: { code: "INVALID_INPUT" } });
    expect(checkQuickReply({ ...reply, text: " " })).toEqual({ ok: false, error: { code: "SUPPORT_MESSAGE_EMPTY" } });
    expect(checkQuickReply({ ...reply, text: "x".repeat(SUPPORT_MAX_CHARS + 1) })).toEqual({ ok: false, error: { code: "SUPPORT_MESSAGE_TOO_LONG", params: { max: SUPPORT_MAX_CHARS } } });
  });

  const replies = [
    { id: 1, lang: "en", shortcut: "greet", title: "Greeting" },
    { id: 2, lang: "tw", shortcut: "greet", title: "問候" },
    { id: 3, lang: "en", shortcut: "deposit", title: "Deposit pending" },
    { id: 4, lang: "zh", shortcut: "bye", title: "再见" },
  ] as const;

  it("lists the conversation's language first, each language by shortcut, filtered by what is typed", () => {
    expect(quickRepliesFor(replies, "tw", "").map((r) => r.id)).toEqual([2, 4, 3, 1]);
    expect(quickRepliesFor(replies, null, "").map((r) => r.id)).toEqual([4, 2, 3, 1]);
    expect(quickRepliesFor(replies, "en", "/gr").map((r) => r.id)).toEqual([1, 2]);
    expect(quickRepliesFor(replies, "en", "pending").map((r) => r.id)).toEqual([3]);
    expect(quickRepliesFor(replies, "en", "nothing")).toEqual([]);
  });

  it("finds the reply a typed shortcut names, in the conversation's language when it has one", () => {
    expect(quickReplyByShortcut(replies, "tw", "greet")?.id).toBe(2);
    expect(quickReplyByShortcut(replies, "en", "GREET")?.id).toBe(1);
    expect(quickReplyByShortcut(replies, "jp", "bye")?.id).toBe(4);
    expect(quickReplyByShortcut(replies, "en", "gree")).toBeNull();
  });

  it("sees a /shortcut only at the end of the text before the cursor, at the start or after a blank", () => {
    expect(shortcutBefore("/greet")).toEqual({ start: 0, shortcut: "greet" });
    expect(shortcutBefore("Hi\n/Deposit-late")).toEqual({ start: 3, shortcut: "deposit-late" });
    expect(shortcutBefore("see https://x.com/greet")).toBeNull();
    expect(shortcutBefore("/greet now")).toBeNull();
    expect(shortcutBefore("/")).toBeNull();
  });
});

const empty = { zh: "", tw: "", en: "", jp: "", kor: "" };

describe("knowledge base", () => {
  const article = { title: { en: "How do I deposit?", tw: "如何儲值？" }, body: { en: "Open the wallet.\nPick a channel.", tw: "打開錢包。" }, sortOrder: 2, published: true };

  it("keeps every language as both a title and a body or neither, trimmed", () => {
    expect(checkSupportArticle({ ...article, title: { ...article.title, jp: "  " } })).toEqual({
      ok: true,
      value: { title: { ...empty, en: "How do I deposit?", tw: "如何儲值？" }, body: { ...empty, en: "Open the wallet.\nPick a channel.", tw: "打開錢包。" }, sortOrder: 2, published: true },
    });
  });

  it("refuses a title without a body, a body without a title, nothing written, an unknown language, too long text", () => {
    expect(checkSupportArticle({ ...article, body: { tw: "打開錢包。" } })).toEqual({ ok: false, error: { code: "CONTENT_REQUIRED", params: { field: "body.en" } } });
    expect(checkSupportArticle({ ...article, body: { ...article.body, kor: "본문" } })).toEqual({ ok: false, error: { code: "TITLE_REQUIRED", params: { field: "title.kor" } } });
    expect(checkSupportArticle({ ...article, title: {}, body: {} })).toMatchObject({ ok: false, error: { code: "TITLE_REQUIRED" } });
    expect(checkSupportArticle({ ...article, title: { fr: "Bonjour" } })).toEqual({ ok: false, error: { code: "INVALID_INPUT", params: { field: "lang" } } });
    expect(checkSupportArticle({ ...article, title: { ...article.title, en: "x".repeat(SUPPORT_ARTICLE_TITLE_MAX_CHARS + 1) } })).toMatchObject({ ok: false, error: { code: "INVALID_INPUT", params: { field: "title.en" } } });
    expect(checkSupportArticle({ ...article, body: { ...article.body, en: "长".repeat(SUPPORT_ARTICLE_BODY_MAX_CHARS + 1) } })).toMatchObject({ ok: false, error: { code: "INVALID_INPUT", params: { field: "body.en" } } });
    expect(checkSupportArticle({ ...article, body: { ...article.body, en: "a\u0000b" } })).toMatchObject({ ok: false, error: { code: "INVALID_INPUT" } });
    expect(checkSupportArticle({ ...article, sortOrder: -1 })).toMatchObject({ ok: false, error: { code: "INVALID_INPUT", params: { field: "sortOrder" } } });
  });

  it("shows the reader's language, else the default (tw), else the first written", () => {
    const both = { title: { ...empty, en: "E", tw: "T" }, body: { ...empty, en: "e", tw: "t" } };
    expect(articleIn(both, "en")).toEqual({ lang: "en", title: "E", body: "e" });
    expect(articleIn(both, "jp")).toEqual({ lang: "tw", title: "T", body: "t" });
    expect(articleIn({ title: { ...empty, kor: "K" }, body: { ...empty, kor: "k" } }, "zh")).toEqual({ lang: "kor", title: "K", body: "k" });
    expect(articleIn({ title: empty, body: empty }, "en")).toBeNull();
  });

  it("orders by sortOrder, then the oldest first", () => {
    expect([{ id: 3, sortOrder: 1 }, { id: 1, sortOrder: 2 }, { id: 2, sortOrder: 1 }].sort(byArticleOrder).map((a) => a.id)).toEqual([2, 3, 1]);
  });
});

describe("desk settings", () => {
  it("stores hours written one way, round the clock and past midnight included", () => {
    expect(checkSupportHours("12:00-23:30")).toEqual({ ok: true, value: "12:00-23:30" });
    expect(checkSupportHours(" 9:00 - 2:00 ")).toEqual({ ok: true, value: "09:00-02:00" });
    expect(checkSupportHours("00:00-24:00")).toEqual({ ok: true, value: "00:00-24:00" });
    expect(checkSupportHours("00:00-00:00")).toEqual({ ok: true, value: "00:00-24:00" });
  });

  it("refuses hours no clock has", () => {
    for (const text of ["25:00-26:00", "12:60-13:00", "24:00-12:00", "12:00-24:30", "noon-midnight", "", "12:00"]) {
      expect(checkSupportHours(text), text).toEqual({ ok: false, error: { code: "SUPPORT_HOURS_INVALID" } });
    }
  });

  it("takes an empty automatic reply as the default's, and a written one under the message rules", () => {
    expect(checkAutoReply("  ")).toEqual({ ok: true, value: "" });
    expect(checkAutoReply(" Hi!\r\nBack soon ")).toEqual({ ok: true, value: "Hi!\nBack soon" });
    expect(checkAutoReply("x".repeat(SUPPORT_MAX_CHARS + 1))).toEqual({ ok: false, error: { code: "SUPPORT_MESSAGE_TOO_LONG", params: { max: SUPPORT_MAX_CHARS } } });
  });
});
