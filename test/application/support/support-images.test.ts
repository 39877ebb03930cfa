import { afterEach, beforeEach, expect, it } from "vitest";
import { muteSupport } from "../../../src/application/support/mute-support";
import { postSupportImage } from "../../../src/application/support/post-support-image";
import { staffImage } from "../../../src/application/support/staff-image";
import { supportImage } from "../../../src/application/support/support-image";
import { inTransaction } from "../../../src/application/unit-of-work";
import type { User } from "../../../src/domain/accounts/user";
import type { Store } from "../../../src/ports/store";
import { createPlayer, testApp, type TestApp } from "../../support/app";
import { forEachStore } from "../../support/stores";

/** 2026-11-22 10:00 in Taipei: before the desk opens at 12:00. */
const TEN_AM = Date.UTC(2026, 10, 22, 2, 0);
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const WEBP = Uint8Array.from([0x52, 0x49, 0x46, 0x46, 26, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);

/** The support desk's image use cases (issue 38), on both stores. */
forEachStore((_name, openStore) => {
  let store: Store;
  let app: TestApp;
  let alice: User;
  let bob: User;
  let staff: User;
  beforeEach(async () => {
    store = await openStore();
    app = await testApp(store, { startMs: TEN_AM, games: false });
    alice = await createPlayer(app, { username: "alice" });
    bob = await createPlayer(app, { username: "bob" });
    staff = await createPlayer(app, { username: "staff1" });
    await inTransaction(app.deps, ({ tx }) => tx.users.update(staff.id, { role: "operator" }));
  });
  afterEach(() => store.close());

  const send = (userId: number, bytes: Uint8Array, text = "") => postSupportImage(app.deps, { customer: { kind: "player", userId }, text, bytes, address: "10.0.0.1", lang: "en" });
  const messages = () => store.read((tx) => tx.support.messagesAfterId(0, 100));

  it("a customer's image is a message like a written one: stored with it, answered by the automatic reply, left while closed, announced once stored", async () => {
    const posted = await send(alice.id, PNG);
    expect(posted.ok).toBe(true);
    if (!posted.ok) return;
    const { message, autoReply } = posted.value;
    expect(message).toMatchObject({ seq: 1, author: "player", text: "", leftWhileClosed: true });
    expect(autoReply).toMatchObject({ seq: 2, author: "system" });
    const image = await store.read((tx) => tx.supportImages.imageById(message.imageId!));
    expect(image).toMatchObject({ conversationId: posted.value.conversationId, mime: "image/png", sizeBytes: PNG.byteLength, createdAtMs: TEN_AM });
    expect(app.events.ofType("support.message").map((e) => [e.message.seq, e.message.imageId])).toEqual([
      [1, message.imageId],
      [2, null],
    ]);
    // The pace counts it: ten a minute, whatever they are.
    for (let i = 0; i < 9; i++) expect((await send(alice.id, PNG, `more ${i}`)).ok).toBe(true);
    expect(await send(alice.id, PNG)).toMatchObject({ ok: false, error: { code: "SUPPORT_TOO_FAST" } });
  });

  it("refuses a file that is no image and a muted customer before storing anything", async () => {
    expect(await send(alice.id, new TextEncoder().encode("MZ\u0090 not an image"))).toMatchObject({ ok: false, error: { code: "SUPPORT_IMAGE_TYPE" } });
    await muteSupport(app.deps, { operatorId: staff.id, target: { kind: "player", userId: bob.id }, minutes: 60, reason: "abuse" });
    expect(await send(bob.id, PNG)).toMatchObject({ ok: false, error: { code: "SUPPORT_MUTED" } });
    expect(await send(staff.id, PNG)).toMatchObject({ ok: false, error: { code: "FORBIDDEN" } });
    expect(await messages()).toEqual([]);
    expect(app.events.ofType("support.message")).toEqual([]);
  });

  it("an operator's image answers the conversation like a written answer", async () => {
    const posted = await send(alice.id, PNG, "look");
    if (!posted.ok) throw new Error(posted.error.code);
    const sent = await staffImage(app.deps, { operatorId: staff.id, conversationId: posted.value.conversationId, text: " ", bytes: WEBP });
    expect(sent).toMatchObject({ ok: true, value: { seq: 3, author: "staff", authorId: staff.id, text: "" } });
    const conversation = await store.read((tx) => tx.support.conversationById(posted.value.conversationId));
    expect(conversation).toMatchObject({ assigneeId: staff.id, waitingSinceMs: null, leftWhileClosed: false, staffReadSeq: 3 });
    expect(await staffImage(app.deps, { operatorId: staff.id, conversationId: 999_999, text: "", bytes: WEBP })).toMatchObject({ ok: false, error: { code: "NOT_FOUND" } });
    expect(await staffImage(app.deps, { operatorId: alice.id, conversationId: posted.value.conversationId, text: "", bytes: WEBP })).toMatchObject({ ok: false, error: { code: "FORBIDDEN" } });
    expect(await staffImage(app.deps, { operatorId: staff.id, conversationId: posted.value.conversationId, text: "", bytes: new Uint8Array(3 * 1024 * 1024) })).toMatchObject({
      ok: false,
      error: { code: "SUPPORT_IMAGE_TOO_LARGE", params: { max_mb: 2 } },
    });
    expect((await messages()).length).toBe(3);
  });

  it("an image is read by its conversation's customer and the staff; another player, or an id of nothing, gets NOT_FOUND", async () => {
    const posted = await send(alice.id, PNG);
    if (!posted.ok) throw new Error(posted.error.code);
    const imageId = posted.value.message.imageId!;
    expect(await supportImage(app.deps, { viewer: { kind: "player", userId: alice.id }, imageId })).toEqual({ ok: true, value: { mime: "image/png", bytes: PNG } });
    expect(await supportImage(app.deps, { viewer: { kind: "staff", operatorId: staff.id }, imageId })).toMatchObject({ ok: true });
    await send(bob.id, WEBP);
    for (const [viewer, id] of [
      [{ kind: "player", userId: bob.id }, imageId],
      [{ kind: "player", userId: alice.id }, "f".repeat(32)],
      [{ kind: "player", userId: alice.id }, "../../etc/passwd"],
    ] as const) {
      expect(await supportImage(app.deps, { viewer, imageId: id })).toEqual({ ok: false, error: { code: "NOT_FOUND" } });
    }
  });
});
