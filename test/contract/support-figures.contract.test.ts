import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { NewSupportMessage, SupportOwner } from "../../src/domain/support/conversation";
import type { FigureEvent } from "../../src/domain/support/figures";
import type { Store } from "../../src/ports/store";
import { REOPENABLE_DATABASES, type Reopenable } from "../support/reopenable-databases";
import { createUser, T0 } from "../support/store-fixtures";
import { forEachStore } from "../support/stores";

const HOUR = 3_600_000;
const ALL_TIME = { fromMs: 0, toMs: T0 + 1000 * HOUR };

/**
 * The support desk's figures' store (issue 38, migration 030): each
 * conversation's status history is written by the support repository itself,
 * one row per real change, and read back with the messages in the order they
 * happened, from the last close before the days asked. Every store.
 */
forEachStore((_name, open) => {
  let store: Store;
  let alice: number;
  let bob: number;
  let carol: number;
  let operator: number;
  beforeEach(async () => {
    store = await open();
    ({ alice, bob, carol, operator } = await store.transaction(async (tx) => ({
      alice: (await createUser(tx, { username: "alice" })).id,
      bob: (await createUser(tx, { username: "bob" })).id,
      carol: (await createUser(tx, { username: "carol" })).id,
      operator: (await createUser(tx, { username: "staff1", role: "operator" })).id,
    })));
  });
  afterEach(() => store.close());

  const player = (userId: number): SupportOwner => ({ kind: "player", userId });
  const start = (userId: number, atMs = T0) => store.transaction((tx) => tx.support.conversationFor(player(userId), atMs));
  const say = (conversationId: number, atMs: number, overrides: Partial<NewSupportMessage> = {}) =>
    store.transaction((tx) => tx.support.appendMessage(conversationId, { author: "player", authorId: alice, text: "hi", imageId: null, leftWhileClosed: false, createdAtMs: atMs, ...overrides }, null));
  const setStatus = (conversationId: number, status: "open" | "closed", atMs: number, byOperatorId?: number) =>
    store.transaction((tx) => tx.support.updateConversation(conversationId, { status, updatedAtMs: atMs, ...(byOperatorId === undefined ? {} : { byOperatorId }) }));
  const timelines = (range = ALL_TIME) => store.read((tx) => tx.supportFigures.timelines(range));

  it("a conversation's history starts once with its opening, however many start it at once", async () => {
    const [first] = await Promise.all([start(alice), start(alice), start(alice)]);
    await start(alice, T0 + 5);
    expect(await timelines()).toEqual([{ conversationId: first.id, events: [{ kind: "open", atMs: T0 }] }]);
  });

  it("keeps only real changes of status, with the operator, in order among messages of the same millisecond; leaves the automatic reply out", async () => {
    const c = await start(alice);
    await say(c.id, T0);
    await say(c.id, T0, { author: "system", authorId: null });
    await setStatus(c.id, "open", T0 + 1);
    await say(c.id, T0 + 2, { author: "staff", authorId: operator });
    await setStatus(c.id, "closed", T0 + 2, operator);
    await setStatus(c.id, "closed", T0 + 3, operator);
    await say(c.id, T0 + 2);
    await setStatus(c.id, "open", T0 + 2);
    await say(c.id, T0 + 2, { author: "staff", authorId: operator });
    const expected: FigureEvent[] = [
      { kind: "open", atMs: T0 },
      { kind: "customer", atMs: T0 },
      { kind: "staff", atMs: T0 + 2, operatorId: operator },
      { kind: "close", atMs: T0 + 2, operatorId: operator },
      { kind: "customer", atMs: T0 + 2 },
      { kind: "open", atMs: T0 + 2 },
      { kind: "staff", atMs: T0 + 2, operatorId: operator },
    ];
    expect(await timelines()).toEqual([{ conversationId: c.id, events: expected }]);
    // The status change rode along with whatever else the update said.
    expect(await store.read((tx) => tx.support.conversationById(c.id))).toMatchObject({ status: "open", updatedAtMs: T0 + 2 });
  });

  it("two closes at once record one", async () => {
    const c = await start(alice);
    await say(c.id, T0);
    await Promise.all([setStatus(c.id, "closed", T0 + 1, operator), setStatus(c.id, "closed", T0 + 1, operator), setStatus(c.id, "closed", T0 + 1, operator)]);
    expect((await timelines())[0]!.events.filter((e) => e.kind === "close")).toHaveLength(1);
  });

  it("reads from the last close before the first day, only conversations that can count, nothing from the last day's end on", async () => {
    const fromMs = T0 + 10 * HOUR;
    const toMs = T0 + 20 * HOUR;
    // Alice: closed before the days, written to within them: read from after that close.
    const a = await start(alice);
    await say(a.id, T0 + HOUR);
    await setStatus(a.id, "closed", T0 + 2 * HOUR, operator);
    await say(a.id, T0 + 3 * HOUR);
    await setStatus(a.id, "open", T0 + 3 * HOUR);
    await setStatus(a.id, "closed", T0 + 4 * HOUR, operator);
    await say(a.id, T0 + 11 * HOUR);
    await setStatus(a.id, "open", T0 + 11 * HOUR);
    await say(a.id, T0 + 21 * HOUR, { author: "staff", authorId: operator });
    // Bob: closed before the days and not since: closed throughout, left out.
    const b = await start(bob);
    await say(b.id, T0 + HOUR, { authorId: bob });
    await setStatus(b.id, "closed", T0 + 5 * HOUR, operator);
    // Carol: open since before the days, never closed: read whole.
    const c = await start(carol, T0 + 6 * HOUR);
    await say(c.id, T0 + 6 * HOUR, { authorId: carol });
    // A guest who starts after the last day: left out.
    await store.transaction((tx) => tx.support.conversationFor({ kind: "guest", guestId: "late" }, toMs));

    expect(await timelines({ fromMs, toMs })).toEqual([
      {
        conversationId: a.id,
        events: [
          { kind: "customer", atMs: T0 + 11 * HOUR },
          { kind: "open", atMs: T0 + 11 * HOUR },
        ],
      },
      {
        conversationId: c.id,
        events: [
          { kind: "open", atMs: T0 + 6 * HOUR },
          { kind: "customer", atMs: T0 + 6 * HOUR },
        ],
      },
    ]);
  });
});

/** Migration 030 on a database of before it: the history its rows still tell. */
describe.each(REOPENABLE_DATABASES)("migration 030-support-figures (%s)", (_name, make) => {
  let database: Reopenable;
  beforeEach(async () => {
    database = await make();
  });
  afterEach(async () => {
    await database.drop();
  });

  it("opens every conversation when it was created and closes the closed ones after their last message, by the operator of their last close", async () => {
    let store = await database.open();
    const { open, closed, operator } = await store.transaction(async (tx) => {
      const alice = (await createUser(tx, { username: "alice" })).id;
      const bob = (await createUser(tx, { username: "bob" })).id;
      const operator = (await createUser(tx, { username: "staff1", role: "operator" })).id;
      const open = await tx.support.conversationFor({ kind: "player", userId: alice }, T0);
      await tx.support.appendMessage(open.id, { author: "player", authorId: alice, text: "hi", imageId: null, leftWhileClosed: false, createdAtMs: T0 }, null);
      const closed = await tx.support.conversationFor({ kind: "player", userId: bob }, T0 + 1);
      await tx.support.appendMessage(closed.id, { author: "player", authorId: bob, text: "hi", imageId: null, leftWhileClosed: false, createdAtMs: T0 + 1 }, null);
      await tx.support.updateConversation(closed.id, { status: "closed", closedAtMs: T0 + HOUR, updatedAtMs: T0 + HOUR });
      await tx.audit.append({ operatorId: operator, action: "support.close", target: { type: "conversation", id: String(closed.id) }, before: { status: "open" }, after: { status: "closed" }, atMs: T0 + HOUR });
      return { open, closed, operator };
    });
    await store.close();

    await database.run(["drop table support_status_changes", "delete from schema_migrations where name = '030-support-figures'"]);
    store = await database.open();
    try {
      expect(await store.read((tx) => tx.supportFigures.timelines(ALL_TIME))).toEqual([
        { conversationId: open.id, events: [{ kind: "open", atMs: T0 }, { kind: "customer", atMs: T0 }] },
        {
          conversationId: closed.id,
          events: [
            { kind: "open", atMs: T0 + 1 },
            { kind: "customer", atMs: T0 + 1 },
            { kind: "close", atMs: T0 + HOUR, operatorId: operator },
          ],
        },
      ]);
    } finally {
      await store.close();
    }
  });
});
