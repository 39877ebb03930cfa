import { afterAll, beforeAll, expect, it } from "vitest";
import { DEFAULT_AUTO_REPLIES } from "../../src/domain/support/auto-reply";
import { SUPPORT_MAX_CHARS } from "../../src/domain/support/conversation";
import { testServer, type TestServer } from "../support/server";
import { forEachStore } from "../support/stores";
import { expectRefused, expectTranslated, http, newPlayer, type Player } from "../trpc/helpers";

/**
 * The desk's quick replies, knowledge base and settings through the tRPC API
 * (issue 38), on both stores: operators manage them (each change an audit
 * line), the FAQ shows published articles in the reader's language to anyone,
 * the settings steer the desk; bad input is refused in the caller's language
 * and changes nothing; players are refused.
 */
forEachStore((_name, open) => {
  let server: TestServer;
  let staff: Player;
  let player: Player;
  beforeAll(async () => {
    server = await testServer(await open());
    staff = await newPlayer(server, { role: "operator" });
    player = await newPlayer(server);
  });
  afterAll(() => server.close());

  const auditActions = async () =>
    (await server.deps.store.read((tx) => tx.audit.list({ operatorId: null, action: null, targetType: null, targetId: null }, { offset: 0, limit: 1000 }))).map((line) => line.action);
  const storedReplies = () => server.deps.store.read((tx) => tx.supportContent.quickReplies());
  const storedArticles = () => server.deps.store.read((tx) => tx.supportContent.supportArticles());
  const settingsSnapshot = () => staff.call.admin.support.settings.get();

  it("an operator adds, edits and removes quick replies; the list has the picker's fields; each change is an audit line", async () => {
    const greet = await staff.call.admin.support.quickReplies.save({ lang: "en", shortcut: "/Greet", title: "Greeting", text: "Hello! How can I help you today?" });
    expect(greet).toEqual({ id: greet.id, lang: "en", shortcut: "greet", title: "Greeting", text: "Hello! How can I help you today?" });
    const twGreet = await staff.call.admin.support.quickReplies.save({ lang: "tw", shortcut: "greet", title: "問候", text: "您好！請問有什麼可以幫您？" });
    const late = await staff.call.admin.support.quickReplies.save({ lang: "en", shortcut: "deposit-late", title: "Deposit late", text: "Deposits are checked within 10 minutes." });
    expect(await staff.call.admin.support.quickReplies.list()).toEqual([twGreet, late, greet]);

    const edited = await staff.call.admin.support.quickReplies.save({ id: late.id, lang: "en", shortcut: "deposit", title: "Deposit pending", text: "We are checking your deposit." });
    expect(edited).toEqual({ id: late.id, lang: "en", shortcut: "deposit", title: "Deposit pending", text: "We are checking your deposit." });
    expect(await staff.call.admin.support.quickReplies.remove({ id: late.id })).toEqual({ id: late.id });
    expect((await staff.call.admin.support.quickReplies.list()).map((r) => `${r.lang}/${r.shortcut}`)).toEqual(["tw/greet", "en/greet"]);
    expect((await auditActions()).filter((a) => a.startsWith("support.quickReply"))).toEqual(["support.quickReply.remove", "support.quickReply.save", "support.quickReply.save", "support.quickReply.save", "support.quickReply.save"]);
  });

  it("refuses a shortcut taken in the language, a bad shortcut, an over-long or empty text, an unknown id, in the operator's language, changing nothing", async () => {
    const before = await storedReplies();
    const audit = await auditActions();
    const opts = { token: staff.token };
    await expectTranslated(server, "mutation", "admin.support.quickReplies.save", { lang: "en", shortcut: "greet", title: "Again", text: "Hi" }, "QUICK_REPLY_SHORTCUT_TAKEN", opts);
    const taken = await http(server, "mutation", "admin.support.quickReplies.save", { lang: "en", shortcut: "GREET", title: "Again", text: "Hi" }, { ...opts, lang: "en" });
    expect(taken.body.error?.message).toBe("The shortcut /greet is already used in this language");
    const twGreet = before.find((r) => r.lang === "tw")!;
    await expectTranslated(server, "mutation", "admin.support.quickReplies.save", { id: twGreet.id, lang: "en", shortcut: "greet", title: "Moved", text: "Hi" }, "QUICK_REPLY_SHORTCUT_TAKEN", opts);
    await expectTranslated(server, "mutation", "admin.support.quickReplies.save", { lang: "en", shortcut: "no spaces", title: "T", text: "Hi" }, "QUICK_REPLY_SHORTCUT_INVALID", opts);
    await expectTranslated(server, "mutation", "admin.support.quickReplies.save", { lang: "en", shortcut: "long", title: "T", text: "x".repeat(SUPPORT_MAX_CHARS + 1) }, "SUPPORT_MESSAGE_TOO_LONG", opts);
    await expectTranslated(server, "mutation", "admin.support.quickReplies.save", { lang: "en", shortcut: "empty", title: "T", text: "  " }, "SUPPORT_MESSAGE_EMPTY", opts);
    await expectTranslated(server, "mutation", "admin.support.quickReplies.save", { lang: "en", shortcut: "untitled", title: " ", text: "Hi" }, "TITLE_REQUIRED", opts);
    await expectTranslated(server, "mutation", "admin.support.quickReplies.save", { lang: "fr", shortcut: "bonjour", title: "T", text: "Salut" }, "INVALID_INPUT", opts);
    await expectTranslated(server, "mutation", "admin.support.quickReplies.save", { id: 987_654, lang: "en", shortcut: "ghost", title: "T", text: "Hi" }, "NOT_FOUND", opts);
    await expectTranslated(server, "mutation", "admin.support.quickReplies.remove", { id: 987_654 }, "NOT_FOUND", opts);
    expect(await storedReplies()).toEqual(before);
    expect(await auditActions()).toEqual(audit);
  });

  it("the FAQ shows published articles to anyone, in the reader's language or the one standing in for it", async () => {
    const deposit = await staff.call.admin.support.articles.save({
      title: { en: "How long does a deposit take?", tw: "儲值需要多久？", zh: "" },
      body: { en: "Usually under 10 minutes.\nAsk us if it takes longer.", tw: "通常 10 分鐘內到帳。", zh: "" },
      sortOrder: 2,
      published: true,
    });
    expect(deposit.title).toEqual({ zh: "", tw: "儲值需要多久？", en: "How long does a deposit take?", jp: "", kor: "" });
    const draft = await staff.call.admin.support.articles.save({ title: { en: "Draft" }, body: { en: "Not yet" }, sortOrder: 1, published: false });
    const first = await staff.call.admin.support.articles.save({ title: { kor: "비밀번호" }, body: { kor: "고객센터에 문의하세요" }, sortOrder: 1, published: true });
    expect((await staff.call.admin.support.articles.list()).map((a) => a.id)).toEqual([draft.id, first.id, deposit.id]);

    const faq = async (lang: string, token: string | null = null) => (await http(server, "query", "support.articles", undefined, { token, lang })).body.result?.data;
    expect(await faq("en")).toEqual([
      { id: first.id, lang: "kor", title: "비밀번호", body: "고객센터에 문의하세요" },
      { id: deposit.id, lang: "en", title: "How long does a deposit take?", body: "Usually under 10 minutes.\nAsk us if it takes longer." },
    ]);
    expect(((await faq("tw", player.token)) as { title: string }[]).map((a) => a.title)).toEqual(["비밀번호", "儲值需要多久？"]);
    expect(((await faq("jp")) as { lang: string }[]).map((a) => a.lang)).toEqual(["kor", "tw"]);
    expect((await player.call.support.articles({ lang: "en" })).map((a) => a.id)).toEqual([first.id, deposit.id]);

    await staff.call.admin.support.articles.save({ id: deposit.id, title: deposit.title, body: deposit.body, sortOrder: 0, published: false });
    expect(((await faq("en")) as { id: number }[]).map((a) => a.id)).toEqual([first.id]);
    await staff.call.admin.support.articles.remove({ id: first.id });
    expect(await faq("en")).toEqual([]);
    expect((await auditActions()).filter((a) => a.startsWith("support.article"))).toEqual(["support.article.remove", "support.article.save", "support.article.save", "support.article.save", "support.article.save"]);
  });

  it("refuses an article with a title but no body, nothing written, an unknown language or too long a body, changing nothing", async () => {
    const before = await storedArticles();
    const opts = { token: staff.token };
    await expectTranslated(server, "mutation", "admin.support.articles.save", { title: { en: "Only a title" }, body: {}, sortOrder: 0, published: true }, "CONTENT_REQUIRED", opts);
    await expectTranslated(server, "mutation", "admin.support.articles.save", { title: {}, body: {}, sortOrder: 0, published: true }, "TITLE_REQUIRED", opts);
    await expectTranslated(server, "mutation", "admin.support.articles.save", { title: { fr: "Bonjour" }, body: { fr: "Salut" }, sortOrder: 0, published: true }, "INVALID_INPUT", opts);
    await expectTranslated(server, "mutation", "admin.support.articles.save", { title: { en: "Long" }, body: { en: "x".repeat(3_001) }, sortOrder: 0, published: true }, "INVALID_INPUT", opts);
    await expectTranslated(server, "mutation", "admin.support.articles.save", { id: 987_654, title: { en: "Ghost" }, body: { en: "Boo" }, sortOrder: 0, published: true }, "NOT_FOUND", opts);
    await expectTranslated(server, "mutation", "admin.support.articles.remove", { id: 987_654 }, "NOT_FOUND", opts);
    expect(await storedArticles()).toEqual(before);
  });

  it("the hours and automatic replies an operator sets are what the desk answers with; one audit line per change", async () => {
    expect(await settingsSnapshot()).toMatchObject({ hours: "12:00-23:30", autoReplies: { zh: "", tw: "", en: "", jp: "", kor: "" }, defaultAutoReplies: DEFAULT_AUTO_REPLIES });
    const saved = await staff.call.admin.support.settings.save({ hours: " 0:00-24:00 ", autoReplies: { en: "Thanks! We answer within 5 minutes.", jp: "" } });
    expect(saved).toMatchObject({ hours: "00:00-24:00", autoReplies: { en: "Thanks! We answer within 5 minutes.", tw: "" } });
    expect((await auditActions()).filter((a) => a === "support.settings")).toHaveLength(1);
    // Saving the same again changes nothing, so writes no line.
    await staff.call.admin.support.settings.save({ hours: "00:00-24:00", autoReplies: { en: "Thanks! We answer within 5 minutes." } });
    expect((await auditActions()).filter((a) => a === "support.settings")).toHaveLength(1);

    const en = await newPlayer(server, { lang: "en" });
    const posted = await en.call.support.post({ text: "Hello?" });
    expect(posted.autoReply?.text).toBe("Thanks! We answer within 5 minutes.");
    expect(posted.message.leftWhileClosed).toBe(false);
    const tw = await newPlayer(server, { lang: "tw" });
    expect((await tw.call.support.post({ text: "你好" })).autoReply?.text).toBe(DEFAULT_AUTO_REPLIES.tw);
    expect((await en.call.support.thread()).hours).toMatchObject({ open: true, startMinute: 0, endMinute: 1440 });
  });

  it("refuses hours no clock has and an over-long automatic reply, in the operator's language, changing nothing (not even the valid half)", async () => {
    const before = await settingsSnapshot();
    const audit = await auditActions();
    const opts = { token: staff.token };
    await expectTranslated(server, "mutation", "admin.support.settings.save", { hours: "25:00-26:00" }, "SUPPORT_HOURS_INVALID", opts);
    await expectTranslated(server, "mutation", "admin.support.settings.save", { hours: "noon" }, "SUPPORT_HOURS_INVALID", opts);
    await expectTranslated(server, "mutation", "admin.support.settings.save", { hours: "10:00-20:00", autoReplies: { tw: "长".repeat(SUPPORT_MAX_CHARS + 1) } }, "SUPPORT_MESSAGE_TOO_LONG", opts);
    await expectTranslated(server, "mutation", "admin.support.settings.save", { autoReplies: { fr: "Bonjour" } }, "INVALID_INPUT", opts);
    await expectTranslated(server, "mutation", "admin.support.settings.save", { autoReplies: { en: "a\u0000b" } }, "INVALID_INPUT", opts);
    expect(await settingsSnapshot()).toEqual(before);
    expect(await auditActions()).toEqual(audit);
  });

  it("refuses players and guests, in their language, changing nothing", async () => {
    const replies = await storedReplies();
    await expectRefused(player.call.admin.support.quickReplies.list(), "FORBIDDEN", "FORBIDDEN");
    await expectTranslated(server, "mutation", "admin.support.quickReplies.save", { lang: "en", shortcut: "evil", title: "T", text: "x" }, "FORBIDDEN", { token: player.token });
    await expectTranslated(server, "mutation", "admin.support.articles.save", { title: { en: "Evil" }, body: { en: "x" }, sortOrder: 0, published: true }, "FORBIDDEN", { token: player.token });
    await expectTranslated(server, "mutation", "admin.support.settings.save", { hours: "00:00-01:00" }, "FORBIDDEN", { token: player.token });
    await expectTranslated(server, "query", "admin.support.settings.get", undefined, "NOT_LOGGED_IN", { token: null });
    expect(await storedReplies()).toEqual(replies);
    expect((await settingsSnapshot()).hours).toBe("00:00-24:00");
  });
});
