import { expect, it } from "vitest";
import { announcements, inboxMessages, markMessageRead } from "../../../src/application/content/notices";
import { createPlayer } from "../../support/app";
import { forEachStore } from "../../support/stores";
import { codeOf, unwrap } from "../query-fixtures";
import { appPerTest } from "../../support/app-per-test";

forEachStore((_name, open) => {
  const t = appPerTest(open, { games: false });

  /** Messages as an operator would send them (straight into the store: no such use case yet). */
  const send = (userId: number, title: string, createdAtMs: number) =>
    t.store.transaction((tx) => tx.content.createMessage({ userId, title, content: `${title}!`, createdAtMs }));

  it("shows a player their own messages, newest first, paged", async () => {
    const me = await createPlayer(t.app);
    const other = await createPlayer(t.app);
    await send(me.id, "first", 1_000);
    await send(other.id, "not yours", 1_500);
    await send(me.id, "second", 2_000);
    await send(me.id, "third", 3_000);
    const page1 = unwrap(await inboxMessages(t.app.deps, me.id, { page: 1, pageSize: 2 }));
    expect(page1.items.map((m) => m.title)).toEqual(["third", "second"]);
    expect(page1.hasMore).toBe(true);
    const page2 = unwrap(await inboxMessages(t.app.deps, me.id, { page: 2, pageSize: 2 }));
    expect(page2.items.map((m) => m.title)).toEqual(["first"]);
    expect(page2.hasMore).toBe(false);
    expect(unwrap(await inboxMessages(t.app.deps, other.id, { page: 1 })).items.map((m) => m.title)).toEqual(["not yours"]);
    expect(codeOf(await inboxMessages(t.app.deps, me.id, { page: 1, pageSize: 101 }))).toBe("INVALID_INPUT");
  });

  it("marks a message read for its owner only", async () => {
    const me = await createPlayer(t.app);
    const other = await createPlayer(t.app);
    const message = await send(me.id, "hello", 1_000);
    expect(codeOf(await markMessageRead(t.app.deps, other.id, message.id))).toBe("NOT_FOUND");
    expect(unwrap(await inboxMessages(t.app.deps, me.id, { page: 1 })).items[0]!.readAtMs).toBeNull();
    t.app.clock.set(5_000);
    unwrap(await markMessageRead(t.app.deps, me.id, message.id));
    expect(unwrap(await inboxMessages(t.app.deps, me.id, { page: 1 })).items[0]!.readAtMs).toBe(5_000);
    expect(codeOf(await markMessageRead(t.app.deps, me.id, 987654))).toBe("NOT_FOUND");
  });

  it("shows the announcements of the language and of every language, newest first", async () => {
    await t.store.transaction(async (tx) => {
      await tx.content.createAnnouncement({ lang: null, title: "for all", content: "", createdAtMs: 1_000 });
      await tx.content.createAnnouncement({ lang: "en", title: "english", content: "", createdAtMs: 2_000 });
      await tx.content.createAnnouncement({ lang: "tw", title: "繁體", content: "", createdAtMs: 3_000 });
    });
    expect(unwrap(await announcements(t.app.deps, "en", { page: 1 })).items.map((a) => a.title)).toEqual(["english", "for all"]);
    expect(unwrap(await announcements(t.app.deps, "tw", { page: 1 })).items.map((a) => a.title)).toEqual(["繁體", "for all"]);
    expect(unwrap(await announcements(t.app.deps, "en", { page: 2, pageSize: 1 })).items.map((a) => a.title)).toEqual(["for all"]);
  });
});
