import { afterEach, beforeEach, expect, it } from "vitest";
import type { Store } from "../../src/ports/store";
import type { SupportImage } from "../../src/ports/store/support/support-images";
import { createUser, T0 } from "../support/store-fixtures";
import { forEachStore } from "../support/stores";

/**
 * The persistence contract of the support desk's images (issue 38, migration
 * 026), on every store: the bytes read back exactly as stored (every byte
 * value, a full 2 MB), typed as stored, kept or rolled back with their
 * message's transaction, and named by the message.
 */
forEachStore((_name, open) => {
  let store: Store;
  let conversationId: number;
  beforeEach(async () => {
    store = await open();
    conversationId = await store.transaction(async (tx) => {
      const alice = await createUser(tx, { username: "alice" });
      return (await tx.support.conversationFor({ kind: "player", userId: alice.id }, T0)).id;
    });
  });
  afterEach(() => store.close());

  const everyByte = Uint8Array.from({ length: 512 }, (_, i) => i % 256);
  const image = (overrides: Partial<SupportImage> = {}): SupportImage => ({ id: "0f".repeat(16), conversationId, mime: "image/webp", sizeBytes: everyByte.byteLength, bytes: everyByte, createdAtMs: T0, ...overrides });

  it("reads an image back byte for byte with its type, conversation and time; an unknown id is null", async () => {
    const big = new Uint8Array(2 * 1024 * 1024);
    for (let i = 0; i < big.length; i++) big[i] = (i * 31) % 256;
    await store.transaction(async (tx) => {
      await tx.supportImages.saveImage(image());
      await tx.supportImages.saveImage(image({ id: "a1".repeat(16), mime: "image/jpeg", sizeBytes: big.byteLength, bytes: big }));
    });
    expect(await store.read((tx) => tx.supportImages.imageById("0f".repeat(16)))).toEqual(image());
    const stored = await store.read((tx) => tx.supportImages.imageById("a1".repeat(16)));
    expect(stored).toMatchObject({ mime: "image/jpeg", sizeBytes: big.byteLength, conversationId });
    // Compared as buffers: a 2 MB deep equality is slow and says no more.
    expect(Buffer.from(stored!.bytes).equals(Buffer.from(big))).toBe(true);
    expect(await store.read((tx) => tx.supportImages.imageById("00".repeat(16)))).toBeNull();
  });

  it("is kept by the message that names it, and rolled back with a transaction that fails", async () => {
    const id = "c3".repeat(16);
    await expect(
      store.transaction(async (tx) => {
        await tx.supportImages.saveImage(image({ id }));
        await tx.support.appendMessage(conversationId, { author: "player", authorId: null, text: "", imageId: id, leftWhileClosed: false, createdAtMs: T0 }, null);
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    expect(await store.read((tx) => tx.supportImages.imageById(id))).toBeNull();
    expect(await store.read((tx) => tx.support.messagesAfter(conversationId, 0, 10))).toEqual([]);

    const message = await store.transaction(async (tx) => {
      await tx.supportImages.saveImage(image({ id }));
      return tx.support.appendMessage(conversationId, { author: "player", authorId: null, text: "", imageId: id, leftWhileClosed: false, createdAtMs: T0 }, null);
    });
    expect(message).toMatchObject({ seq: 1, text: "", imageId: id });
    expect(await store.read((tx) => tx.support.messagesAfter(conversationId, 0, 10))).toEqual([message]);
  });

  it("refuses a second image under the same id and a message naming no stored image", async () => {
    await store.transaction((tx) => tx.supportImages.saveImage(image()));
    await expect(store.transaction((tx) => tx.supportImages.saveImage(image({ bytes: Uint8Array.from([1]) })))).rejects.toThrow();
    expect((await store.read((tx) => tx.supportImages.imageById("0f".repeat(16))))?.bytes).toEqual(everyByte);
    await expect(
      store.transaction((tx) => tx.support.appendMessage(conversationId, { author: "player", authorId: null, text: "x", imageId: "ee".repeat(16), leftWhileClosed: false, createdAtMs: T0 }, null)),
    ).rejects.toThrow();
  });
});
