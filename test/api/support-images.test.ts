import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translate } from "../../adapters/i18n";
import { DEFAULT_AUTO_REPLIES } from "../../src/domain/support/auto-reply";
import { SUPPORT_MAX_CHARS } from "../../src/domain/support/conversation";
import { framesOf } from "../support/sse-frames";
import { TEST_ORIGIN, testServer, type TestServer } from "../support/server";
import { forEachStore, openWithRawSql } from "../support/stores";
import { newPlayer, type Player } from "../trpc/helpers";

/** The smallest real images: their first bytes are all the server trusts. */
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const WEBP = Uint8Array.from([0x52, 0x49, 0x46, 0x46, 26, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x4c]);
const TEXT = new TextEncoder().encode("<html><script>alert(document.cookie)</script></html>");
const MB2 = 2 * 1024 * 1024;

interface Upload {
  readonly bytes: Uint8Array;
  readonly name?: string;
  /** The declared type: never believed. */
  readonly type?: string;
  readonly text?: string;
}
interface As {
  /** A session cookie (the default) or a bearer token. */
  readonly token: string | null;
  readonly bearer?: boolean;
  /** The page's origin (this site unless said); null: none sent. */
  readonly origin?: string | null;
  readonly lang?: string;
}

const imageJson = (body: unknown) => body as { message: { id: number; seq: number; author: string; text: string; imageId: string | null; authorId?: number; leftWhileClosed: boolean; conversationId: number } };
const refusalJson = (body: unknown) => body as { error: string; message: string; params: Record<string, unknown> | null };

/**
 * Images in support conversations over HTTP (issue 38), on both stores: a
 * customer or an operator sends a PNG, JPEG or WebP of at most 2 MB (told by
 * its bytes) into a conversation, as a message that follows every rule a
 * written one does; the image is read back only by that conversation's
 * customer and by operators, as an image that runs nothing.
 */
forEachStore((name) => {
  let server: TestServer;
  let countImages: () => Promise<number>;
  let staff: Player;
  beforeAll(async () => {
    const raw = await openWithRawSql(name);
    server = await testServer(raw.store);
    countImages = async () => Number((await raw.query<{ n: number | string }>("select count(*) as n from support_images"))[0]!.n);
    staff = await newPlayer(server, { role: "operator" });
  });
  afterAll(() => server.close());

  const send = (path: string, file: Upload, as: As) => {
    const form = new FormData();
    form.append("image", new File([file.bytes.slice().buffer as ArrayBuffer], file.name ?? "photo.png", { type: file.type ?? "image/png" }));
    if (file.text !== undefined) form.append("text", file.text);
    const headers: Record<string, string> = {};
    if (as.origin !== null) headers.origin = as.origin ?? TEST_ORIGIN;
    if (as.token !== null) {
      if (as.bearer) headers.authorization = `Bearer ${as.token}`;
      else headers.cookie = `sid=${as.token}`;
    }
    if (as.lang) headers["x-lang"] = as.lang;
    return server.app.request(`${TEST_ORIGIN}${path}`, { method: "POST", headers, body: form });
  };
  const upload = (file: Upload, as: As) => send("/support/images", file, as);
  const staffUpload = (conversationId: number | string, file: Upload, as: As = { token: staff.token }) => send(`/admin/support/conversations/${conversationId}/images`, file, as);
  const fetchImage = (imageId: string, token: string | null) => server.app.request(`${TEST_ORIGIN}/support/images/${imageId}`, { headers: token ? { cookie: `sid=${token}` } : {} });
  const storedMessages = () => server.deps.store.read((tx) => tx.support.messagesAfterId(0, 1000));

  /** A refusal answered with this status and code, in the caller's language, with nothing stored. */
  async function expectRefusal(response: Response, status: number, code: string, lang = "en", params?: Record<string, string | number>) {
    expect(response.status).toBe(status);
    const body = refusalJson(await response.json());
    expect(body.error).toBe(code);
    expect(body.message).toBe(translate(code as never, lang as never, params));
  }

  describe("POST /support/images", () => {
    it("takes a PNG, a JPEG and a WebP, typed by their bytes, as the player's messages; each is served back to them as an image that runs nothing", async () => {
      const alice = await newPlayer(server);
      // The declared types and names lie on purpose: the bytes decide.
      const sent = [
        [PNG, "image/png", { name: "screen.png", type: "image/png", text: "  my deposit is stuck  " }],
        [JPEG, "image/jpeg", { name: "photo.png", type: "image/png" }],
        [WEBP, "image/webp", { name: "x.txt", type: "text/plain", text: "" }],
      ] as const;
      const messages: ReturnType<typeof imageJson>["message"][] = [];
      for (const [bytes, mime, file] of sent) {
        const response = await upload({ bytes, ...file }, { token: alice.token });
        expect(response.status).toBe(201);
        const { message } = imageJson(await response.json());
        expect(message.imageId).toMatch(/^[0-9a-f]{32}$/);
        expect(message).not.toHaveProperty("authorId");
        messages.push(message);
        const served = await fetchImage(message.imageId!, alice.token);
        expect(served.status).toBe(200);
        expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
        expect(served.headers.get("content-type")).toBe(mime);
        expect(served.headers.get("x-content-type-options")).toBe("nosniff");
        expect(served.headers.get("content-security-policy")).toBe("default-src 'none'; img-src 'self'; sandbox");
        expect(served.headers.get("cache-control")).toBe("private, no-store");
        expect(served.headers.get("content-disposition")).toBe(`inline; filename="support-${message.imageId}.${mime === "image/jpeg" ? "jpg" : mime.slice(6)}"`);
      }
      // The first is the conversation's first message: answered at once by the automatic reply, in between.
      expect(messages.map((m) => [m.seq, m.author, m.text])).toEqual([
        [1, "player", "my deposit is stuck"],
        [3, "player", ""],
        [4, "player", ""],
      ]);
      const thread = await alice.call.support.thread();
      expect(thread.messages.map((m) => [m.seq, m.author, m.imageId])).toEqual([
        [1, "player", messages[0]!.imageId],
        [2, "system", null],
        [3, "player", messages[1]!.imageId],
        [4, "player", messages[2]!.imageId],
      ]);
      expect(thread.messages[1]!.text).toBe(DEFAULT_AUTO_REPLIES.tw);
      // The test clock's 10:00 is before the desk's hours: kept as left while closed, like a written message.
      expect(messages.every((m) => m.leftWhileClosed)).toBe(true);
      expect(thread.conversation?.leftWhileClosed).toBe(true);
      // The staff see it waiting, with the image.
      const inbox = await staff.call.admin.support.inbox({ view: "waiting" });
      expect(inbox.items.find((item) => item.conversation.id === messages[0]!.conversationId)?.lastMessage?.imageId).toBe(messages[2]!.imageId);
    });

    it("accepts a bearer token without an origin (an app, not a page)", async () => {
      const bob = await newPlayer(server);
      const response = await upload({ bytes: JPEG }, { token: bob.token, bearer: true, origin: null });
      expect(response.status).toBe(201);
    });

    it("refuses a text file renamed .png, a form without an image and a text too long, in the caller's language, storing nothing", async () => {
      const carol = await newPlayer(server);
      const [messagesBefore, imagesBefore] = [(await storedMessages()).length, await countImages()];
      await expectRefusal(await upload({ bytes: TEXT, name: "receipt.png", type: "image/png" }, { token: carol.token, lang: "en" }), 400, "SUPPORT_IMAGE_TYPE");
      await expectRefusal(await upload({ bytes: TEXT, name: "receipt.png" }, { token: carol.token, lang: "zh" }), 400, "SUPPORT_IMAGE_TYPE", "zh");
      await expectRefusal(await upload({ bytes: new Uint8Array(0) }, { token: carol.token, lang: "en" }), 400, "SUPPORT_IMAGE_TYPE");
      await expectRefusal(await upload({ bytes: PNG, text: "x".repeat(SUPPORT_MAX_CHARS + 1) }, { token: carol.token, lang: "en" }), 400, "SUPPORT_MESSAGE_TOO_LONG", "en", { max: SUPPORT_MAX_CHARS });
      const noImage = new FormData();
      noImage.append("text", "hello");
      const bare = await server.app.request(`${TEST_ORIGIN}/support/images`, { method: "POST", headers: { origin: TEST_ORIGIN, cookie: `sid=${carol.token}`, "x-lang": "en" }, body: noImage });
      await expectRefusal(bare, 400, "SUPPORT_IMAGE_TYPE");
      expect([(await storedMessages()).length, await countImages()]).toEqual([messagesBefore, imagesBefore]);
      expect((await carol.call.support.thread()).conversation).toBeNull();
    });

    it("refuses 2 MB and one byte with 413 before storing anything, and a far larger body before reading it; exactly 2 MB is taken", async () => {
      const dan = await newPlayer(server);
      const [messagesBefore, imagesBefore] = [(await storedMessages()).length, await countImages()];
      const over = new Uint8Array(MB2 + 1);
      over.set(PNG);
      await expectRefusal(await upload({ bytes: over }, { token: dan.token, lang: "en" }), 413, "SUPPORT_IMAGE_TOO_LARGE", "en", { max_mb: 2 });
      const huge = new Uint8Array(5 * MB2);
      huge.set(JPEG);
      await expectRefusal(await upload({ bytes: huge }, { token: dan.token, lang: "tw" }), 413, "SUPPORT_IMAGE_TOO_LARGE", "tw", { max_mb: 2 });
      expect([(await storedMessages()).length, await countImages()]).toEqual([messagesBefore, imagesBefore]);
      const exact = over.slice(0, MB2);
      const response = await upload({ bytes: exact }, { token: dan.token });
      expect(response.status).toBe(201);
      const served = await fetchImage(imageJson(await response.json()).message.imageId!, dan.token);
      expect(Number(served.headers.get("content-length"))).toBe(MB2);
    });

    it("stops reading a body streamed without a length once it passes the limit", async () => {
      const lee = await newPlayer(server);
      const boundary = "----limit";
      const head = new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`);
      const chunk = new Uint8Array(64 * 1024);
      let pulled = 0;
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => controller.enqueue(head),
        // 20 MB on offer, one chunk at a time, as the server asks for them.
        pull: (controller) => {
          if (pulled >= 20 * 1024 * 1024) return controller.close();
          pulled += chunk.byteLength;
          controller.enqueue(chunk);
        },
      });
      const response = await server.app.request(`${TEST_ORIGIN}/support/images`, {
        method: "POST",
        headers: { origin: TEST_ORIGIN, cookie: `sid=${lee.token}`, "x-lang": "en", "content-type": `multipart/form-data; boundary=${boundary}` },
        body,
        duplex: "half",
      } as RequestInit);
      await expectRefusal(response, 413, "SUPPORT_IMAGE_TOO_LARGE", "en", { max_mb: 2 });
      expect(pulled).toBeLessThan(3 * 1024 * 1024);
      expect((await lee.call.support.thread()).conversation).toBeNull();
    });

    it("refuses nobody signed in (401), a page of another site (403), an operator (403) and a muted player (403), storing nothing", async () => {
      const erin = await newPlayer(server);
      const [messagesBefore, imagesBefore] = [(await storedMessages()).length, await countImages()];
      await expectRefusal(await upload({ bytes: PNG }, { token: null, lang: "en" }), 401, "NOT_LOGGED_IN");
      await expectRefusal(await upload({ bytes: PNG }, { token: "0".repeat(64), lang: "en" }), 401, "NOT_LOGGED_IN");
      await expectRefusal(await upload({ bytes: PNG }, { token: erin.token, origin: "https://evil.example", lang: "en" }), 403, "FORBIDDEN");
      // A cookie sent with neither Origin nor Sec-Fetch-Site: no browser of today, so refused.
      await expectRefusal(await upload({ bytes: PNG }, { token: erin.token, origin: null, lang: "en" }), 403, "FORBIDDEN");
      await expectRefusal(await upload({ bytes: PNG }, { token: staff.token, lang: "en" }), 403, "FORBIDDEN");
      await staff.call.admin.support.mute({ target: { kind: "player", userId: erin.user.id }, minutes: 30, reason: "abuse" });
      await expectRefusal(await upload({ bytes: PNG }, { token: erin.token, lang: "jp" }), 403, "SUPPORT_MUTED", "jp");
      expect([(await storedMessages()).length, await countImages()]).toEqual([messagesBefore, imagesBefore]);
    });

    it("counts images and written messages together against the pace (429)", async () => {
      const fay = await newPlayer(server);
      for (let i = 0; i < 6; i++) await fay.call.support.post({ text: `message ${i}` });
      // Six written (the automatic reply is not theirs, so not counted), then four images: ten in the minute.
      for (let i = 0; i < 4; i++) expect((await upload({ bytes: PNG }, { token: fay.token })).status).toBe(201);
      const imagesBefore = await countImages();
      await expectRefusal(await upload({ bytes: PNG }, { token: fay.token, lang: "en" }), 429, "SUPPORT_TOO_FAST");
      expect(await countImages()).toBe(imagesBefore);
    });
  });

  describe("POST /admin/support/conversations/:id/images", () => {
    it("an operator's image appears in the player's thread and on both live streams; the player reads it", async () => {
      const gus = await newPlayer(server);
      const { conversationId } = await gus.call.support.post({ text: "hello" });
      const thread = framesOf(await server.app.request(`${TEST_ORIGIN}/live/support`, { headers: { cookie: `sid=${gus.token}`, "last-event-id": "2" } }));
      const inbox = framesOf(await server.app.request(`${TEST_ORIGIN}/live/support/inbox`, { headers: { cookie: `sid=${staff.token}` } }));
      try {
        const response = await staffUpload(conversationId, { bytes: WEBP, text: "Here is where to tap" });
        expect(response.status).toBe(201);
        const { message } = imageJson(await response.json());
        expect(message).toMatchObject({ seq: 3, author: "staff", authorId: staff.user.id, text: "Here is where to tap", conversationId });
        expect(message.imageId).toMatch(/^[0-9a-f]{32}$/);

        const live = await thread.until(1);
        expect(live[0]).toMatchObject({ id: "3", event: "message", data: { author: "staff", imageId: message.imageId, text: "Here is where to tap" } });
        const staffSide = await inbox.until(1);
        expect(staffSide[0]).toMatchObject({ event: "message", data: { ownerUserId: gus.user.id, message: { id: message.id, imageId: message.imageId } } });

        const mine = await gus.call.support.thread();
        expect(mine.messages.at(-1)).toMatchObject({ seq: 3, author: "staff", imageId: message.imageId });
        expect(await gus.call.support.unread()).toEqual({ unread: 2 });
        const served = await fetchImage(message.imageId!, gus.token);
        expect(served.status).toBe(200);
        expect(served.headers.get("content-type")).toBe("image/webp");
        // Answering took the conversation: no longer waiting, assigned to the operator.
        expect((await staff.call.admin.support.thread({ conversationId })).conversation).toMatchObject({ assigneeId: staff.user.id, waitingSinceMs: null });
      } finally {
        await thread.close();
        await inbox.close();
      }
    });

    it("a customer's image reaches the staff inbox's stream live", async () => {
      const hal = await newPlayer(server);
      const inbox = framesOf(await server.app.request(`${TEST_ORIGIN}/live/support/inbox`, { headers: { cookie: `sid=${staff.token}` } }));
      try {
        const { message } = imageJson(await (await upload({ bytes: JPEG }, { token: hal.token })).json());
        const frames = await inbox.until(2);
        expect(frames[0]).toMatchObject({ event: "message", data: { ownerUserId: hal.user.id, message: { id: message.id, imageId: message.imageId, author: "player", text: "" } } });
        expect(frames[1]).toMatchObject({ event: "message", data: { message: { author: "system" } } });
      } finally {
        await inbox.close();
      }
    });

    it("refuses a player, nobody, another site, a missing conversation, a wrong type and a file too large; nothing is stored", async () => {
      const ida = await newPlayer(server);
      const { conversationId } = await ida.call.support.post({ text: "hello" });
      const [messagesBefore, imagesBefore] = [(await storedMessages()).length, await countImages()];
      await expectRefusal(await staffUpload(conversationId, { bytes: PNG }, { token: ida.token, lang: "en" }), 403, "FORBIDDEN");
      await expectRefusal(await staffUpload(conversationId, { bytes: PNG }, { token: null, lang: "en" }), 401, "NOT_LOGGED_IN");
      await expectRefusal(await staffUpload(conversationId, { bytes: PNG }, { token: staff.token, origin: "https://evil.example", lang: "en" }), 403, "FORBIDDEN");
      for (const id of [999_999, 0, "abc", "1e3", "-1"]) await expectRefusal(await staffUpload(id, { bytes: PNG }, { token: staff.token, lang: "en" }), 404, "NOT_FOUND");
      await expectRefusal(await staffUpload(conversationId, { bytes: TEXT, name: "a.png" }, { token: staff.token, lang: "kor" }), 400, "SUPPORT_IMAGE_TYPE", "kor");
      const over = new Uint8Array(MB2 + 1);
      over.set(PNG);
      await expectRefusal(await staffUpload(conversationId, { bytes: over }, { token: staff.token, lang: "en" }), 413, "SUPPORT_IMAGE_TOO_LARGE", "en", { max_mb: 2 });
      expect([(await storedMessages()).length, await countImages()]).toEqual([messagesBefore, imagesBefore]);
    });
  });

  describe("GET /support/images/:imageId", () => {
    it("serves an image to its conversation's customer and to every operator; anyone else, another player included, gets 404 as for no image", async () => {
      const jo = await newPlayer(server);
      const kim = await newPlayer(server);
      const otherStaff = await newPlayer(server, { role: "operator" });
      const { message } = imageJson(await (await upload({ bytes: PNG }, { token: jo.token })).json());
      const imageId = message.imageId!;
      expect((await fetchImage(imageId, jo.token)).status).toBe(200);
      expect((await fetchImage(imageId, staff.token)).status).toBe(200);
      expect((await fetchImage(imageId, otherStaff.token)).status).toBe(200);
      const refused = [await fetchImage(imageId, kim.token), await fetchImage(imageId, null), await fetchImage("0".repeat(32), jo.token), await fetchImage("not-an-id", jo.token), await fetchImage(imageId.toUpperCase(), jo.token)];
      for (const response of refused) {
        expect(response.status).toBe(404);
        expect(refusalJson(await response.json()).error).toBe("NOT_FOUND");
      }
      // Kim, who has a conversation of her own, still cannot read Jo's.
      await kim.call.support.post({ text: "hi" });
      expect((await fetchImage(imageId, kim.token)).status).toBe(404);
    });
  });
});
