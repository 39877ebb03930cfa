import { afterAll, beforeAll, expect, it } from "vitest";
import { translate } from "../../adapters/i18n";
import { tokenHash } from "../../src/application/accounts/sessions";
import { DEFAULT_AUTO_REPLIES } from "../../src/domain/support/auto-reply";
import { GUEST_TTL_MS, GUEST_WINDOW_MS, GUESTS_PER_ADDRESS } from "../../src/domain/support/guest-rules";
import { framesOf } from "../support/sse-frames";
import { TEST_ORIGIN, testServer, type TestServer } from "../support/server";
import { forEachStore } from "../support/stores";
import { newPlayer, type Player } from "../trpc/helpers";

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);

interface Reply {
  readonly status: number;
  readonly data: Record<string, unknown>;
  readonly error: { readonly message: string; readonly data: { readonly appCode: string; readonly httpStatus: number } } | null;
  readonly setCookies: readonly string[];
}

let addressCounter = 0;

/**
 * A browser on one device: its cookies (set and cleared as the server says),
 * its network address and language. Calls go through the whole HTTP app, so
 * the cookies, the same-site rule and the refusals' translations are real.
 */
class Device {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly server: TestServer,
    readonly address = `10.9.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`,
    readonly lang = "en",
  ) {}

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    return { origin: TEST_ORIGIN, "x-lang": this.lang, ...(cookie ? { cookie } : {}), ...extra };
  }

  private keep(response: Response): string[] {
    const set = response.headers.getSetCookie();
    for (const line of set) {
      const [pair] = line.split(";");
      const [name, ...rest] = pair!.split("=");
      if (/max-age=0/i.test(line)) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), rest.join("="));
    }
    return set;
  }

  request(path: string, init: RequestInit = {}): Promise<Response> {
    return Promise.resolve(this.server.app.request(`${TEST_ORIGIN}${path}`, { ...init, headers: this.headers(init.headers as Record<string, string>) }, { incoming: { socket: { remoteAddress: this.address } } }));
  }

  async trpc(type: "query" | "mutation", path: string, input?: unknown): Promise<Reply> {
    const response =
      type === "query"
        ? await this.request(`/trpc/${path}${input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`}`)
        : await this.request(`/trpc/${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(input ?? null) });
    const setCookies = this.keep(response);
    const body = (await response.json()) as { result?: { data: Record<string, unknown> }; error?: Reply["error"] };
    return { status: response.status, data: body.result?.data ?? {}, error: body.error ?? null, setCookies };
  }

  /** A fresh captcha and its answer (the test-mode hook reads what the image shows). */
  async captcha(): Promise<{ captchaId: string; captchaAnswer: string }> {
    const { data } = await this.trpc("mutation", "auth.captcha");
    const captchaId = data.captchaId as string;
    return { captchaId, captchaAnswer: this.server.services.testCaptchas.get(captchaId)! };
  }

  async startGuest(displayName: string): Promise<Reply> {
    return this.trpc("mutation", "support.guestStart", { displayName, ...(await this.captcha()) });
  }

  async login(player: Player): Promise<Reply> {
    return this.trpc("mutation", "auth.login", { username: player.user.username, password: "secret123", ...(await this.captcha()) });
  }
}

const thread = (reply: Reply) =>
  reply.data as { conversation: { id: number; lastSeq: number; customerReadSeq: number; staffReadSeq: number; status: string } | null; messages: { seq: number; author: string; text: string; imageId: string | null }[]; unread: number; guest: { displayName: string } | null };

/**
 * Guests at the support desk through the HTTP API (issue 38), on both stores:
 * a visitor not signed in opens a conversation with a display name and the
 * captcha, is kept by a cookie, writes, reads, follows the thread live and
 * sends images like a player; nobody else's cookie sees any of it; an address
 * may start only a few guests a day; signing in on the device makes the
 * conversation the player's, merging it into one they already have.
 */
forEachStore((_name, open) => {
  let server: TestServer;
  let staff: Player;
  beforeAll(async () => {
    server = await testServer(await open());
    staff = await newPlayer(server, { role: "operator" });
  });
  afterAll(() => server.close());

  const guestsFrom = (address: string) => server.deps.store.read((tx) => tx.supportGuests.countStartedSince(address, 0));

  it("a guest starts with the captcha, gets an httpOnly cookie, writes and reads; the console names them", async () => {
    const ann = new Device(server, undefined, "jp");
    // Before starting, the desk does not know the visitor.
    expect((await ann.trpc("query", "support.thread")).error?.data.appCode).toBe("NOT_LOGGED_IN");

    const started = await ann.startGuest("  Ann 😀 ");
    expect(started.status).toBe(200);
    expect(started.data).toEqual({ guest: { displayName: "Ann 😀", expiresAtMs: server.clock.nowMs() + GUEST_TTL_MS } });
    const cookie = started.setCookies.find((line) => line.startsWith("support_guest="))!;
    expect(cookie).toMatch(/^support_guest=[0-9a-f]{64}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/);
    // Only the token's hash is stored.
    const token = ann.cookies.get("support_guest")!;
    expect(await server.deps.store.read((tx) => tx.supportGuests.guestByTokenHash(token))).toBeNull();
    expect(await server.deps.store.read((tx) => tx.supportGuests.guestByTokenHash(tokenHash(token)))).toMatchObject({ displayName: "Ann 😀", address: ann.address });

    expect(thread(await ann.trpc("query", "support.thread"))).toMatchObject({ conversation: null, messages: [], unread: 0, guest: { displayName: "Ann 😀" } });
    const posted = await ann.trpc("mutation", "support.post", { text: "I cannot sign in" });
    expect(posted.data).toMatchObject({ message: { seq: 1, author: "guest", text: "I cannot sign in" }, autoReply: { seq: 2, author: "system", text: DEFAULT_AUTO_REPLIES.jp } });
    const conversationId = posted.data.conversationId as number;
    const mine = thread(await ann.trpc("query", "support.thread"));
    expect(mine.messages.map((m) => [m.seq, m.author])).toEqual([
      [1, "guest"],
      [2, "system"],
    ]);
    expect(mine.unread).toBe(1);
    expect((await ann.trpc("query", "support.unread")).data).toEqual({ unread: 1 });
    expect((await ann.trpc("mutation", "support.markRead", { conversationId, seq: 2 })).data).toEqual({ readSeq: 2 });
    expect((await ann.trpc("query", "support.unread")).data).toEqual({ unread: 0 });
    expect(((await ann.trpc("query", "support.messages", { conversationId, afterSeq: 1 })).data as unknown as { seq: number }[]).map((m) => m.seq)).toEqual([2]);

    // The console lists it under the guest's name, finds it by it, and answers.
    const inbox = await staff.call.admin.support.inbox({ view: "waiting", search: "ann" });
    expect(inbox.items.map((item) => [item.conversation.id, item.conversation.owner.kind, item.ownerName])).toEqual([[conversationId, "guest", "Ann 😀"]]);
    expect((await staff.call.admin.support.thread({ conversationId })).ownerName).toBe("Ann 😀");
    await staff.call.admin.support.reply({ conversationId, text: "Which account?" });
    expect((await ann.trpc("query", "support.unread")).data).toEqual({ unread: 1 });
  });

  it("a wrong or missing captcha, or a bad name, is refused in the caller's language and stores nothing", async () => {
    const device = new Device(server, undefined, "en");
    const wrong = await device.trpc("mutation", "support.guestStart", { displayName: "Bob", captchaId: (await device.captcha()).captchaId, captchaAnswer: "0000" });
    expect([wrong.status, wrong.error?.data.appCode, wrong.error?.message]).toEqual([400, "CAPTCHA_WRONG", translate("CAPTCHA_WRONG", "en")]);
    const missing = await device.trpc("mutation", "support.guestStart", { displayName: "Bob", captchaId: (await device.captcha()).captchaId, captchaAnswer: " " });
    expect(missing.error?.data.appCode).toBe("CAPTCHA_REQUIRED");
    for (const displayName of ["   ", "x".repeat(21), "Bob\nthe builder"]) {
      const refused = await device.trpc("mutation", "support.guestStart", { displayName, ...(await device.captcha()) });
      expect([refused.error?.data.appCode, refused.error?.message]).toEqual(["SUPPORT_GUEST_NAME_INVALID", "Enter a name of 1 to 20 characters, on one line"]);
    }
    const tw = new Device(server, device.address, "tw");
    expect((await tw.trpc("mutation", "support.guestStart", { displayName: "", ...(await tw.captcha()) })).error?.message).toBe(translate("SUPPORT_GUEST_NAME_INVALID", "tw", { max: 20 }));
    // A captcha is good once: the answer that was right cannot start a second guest.
    const captcha = await device.captcha();
    expect((await device.trpc("mutation", "support.guestStart", { displayName: "Bob", ...captcha })).status).toBe(200);
    const again = new Device(server, undefined, "en");
    expect((await again.trpc("mutation", "support.guestStart", { displayName: "Bob", ...captcha })).error?.data.appCode).toBe("CAPTCHA_WRONG");
    expect(await guestsFrom(device.address)).toBe(1);
    expect(await guestsFrom(again.address)).toBe(0);
    expect(again.cookies.has("support_guest")).toBe(false);
  });

  it("another guest's cookie, a forged one, a player and a cross-site page see nothing of a guest's conversation", async () => {
    const carol = new Device(server);
    await carol.startGuest("Carol");
    const posted = await carol.trpc("mutation", "support.post", { text: "private: my card ends 1234" });
    const conversationId = posted.data.conversationId as number;
    const image = await carol.request("/support/images", { method: "POST", body: imageForm() });
    expect(image.status).toBe(201);
    const imageId = ((await image.json()) as { message: { imageId: string } }).message.imageId;
    expect((await carol.request(`/support/images/${imageId}`)).status).toBe(200);

    const dave = new Device(server);
    await dave.startGuest("Dave");
    expect(thread(await dave.trpc("query", "support.thread"))).toMatchObject({ conversation: null, messages: [] });
    expect((await dave.trpc("query", "support.messages", { conversationId, afterSeq: 0 })).error?.data.appCode).toBe("NOT_FOUND");
    expect((await dave.trpc("mutation", "support.markRead", { conversationId, seq: 2 })).error?.data.appCode).toBe("NOT_FOUND");
    expect((await dave.request(`/support/images/${imageId}`)).status).toBe(404);

    const forged = new Device(server);
    forged.cookies.set("support_guest", "f".repeat(64));
    expect((await forged.trpc("query", "support.thread")).error?.data.appCode).toBe("NOT_LOGGED_IN");
    expect((await forged.request(`/support/images/${imageId}`)).status).toBe(404);
    expect((await forged.request("/live/support")).status).toBe(401);

    const erin = await newPlayer(server);
    await expect(erin.call.support.messages({ conversationId, afterSeq: 0 })).rejects.toThrow();

    // A page of another site posting with Carol's cookie: refused, nothing stored.
    const evil = await carol.request("/trpc/support.post", { method: "POST", headers: { "content-type": "application/json", origin: "https://evil.example" }, body: JSON.stringify({ text: "from elsewhere" }) });
    expect(evil.status).toBe(403);
    expect(thread(await carol.trpc("query", "support.thread")).messages.map((m) => m.text)).toEqual(["private: my card ends 1234", expect.any(String), ""]);
    // The thread's image message is Carol's alone.
    expect(await staff.call.admin.support.thread({ conversationId }).then((t) => t.messages.map((m) => m.author))).toEqual(["guest", "system", "guest"]);
  });

  it("signing in on the device gives a player without a conversation the guest's one, and clears the cookie", async () => {
    const frank = await newPlayer(server);
    const device = new Device(server);
    await device.startGuest("Frank");
    const posted = await device.trpc("mutation", "support.post", { text: "forgot my password" });
    const conversationId = posted.data.conversationId as number;
    await staff.call.admin.support.reply({ conversationId, text: "What is your username?" });
    const guestToken = device.cookies.get("support_guest")!;

    const login = await device.login(frank);
    expect(login.status).toBe(200);
    expect(login.setCookies.find((line) => line.startsWith("support_guest="))).toMatch(/^support_guest=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0$/);
    expect(device.cookies.has("support_guest")).toBe(false);

    const mine = thread(await device.trpc("query", "support.thread"));
    expect(mine.conversation).toMatchObject({ id: conversationId, lastSeq: 3, customerReadSeq: 1 });
    expect(mine.messages.map((m) => [m.seq, m.author, m.text])).toEqual([
      [1, "guest", "forgot my password"],
      [2, "system", expect.any(String)],
      [3, "staff", "What is your username?"],
    ]);
    expect(mine.unread).toBe(2);
    expect(mine.guest).toBeNull();
    expect((await staff.call.admin.support.thread({ conversationId })).ownerName).toBe(frank.user.username);

    // The old cookie names nobody any more, even sent again by hand.
    const replay = new Device(server);
    replay.cookies.set("support_guest", guestToken);
    expect((await replay.trpc("query", "support.thread")).error?.data.appCode).toBe("NOT_LOGGED_IN");
  });

  it("signing in merges the guest's messages after the player's own conversation's, renumbered, once, with the unread counts right", async () => {
    const gina = await newPlayer(server);
    const own = await gina.call.support.post({ text: "earlier question" });
    await staff.call.admin.support.reply({ conversationId: own.conversationId, text: "earlier answer" });
    await gina.call.support.markRead({ conversationId: own.conversationId, seq: 3 });
    await staff.call.admin.support.setStatus({ conversationId: own.conversationId, status: "closed" });

    const device = new Device(server);
    await device.startGuest("Gina");
    const guestPost = await device.trpc("mutation", "support.post", { text: "new question as a guest" });
    const guestConversation = guestPost.data.conversationId as number;
    await staff.call.admin.support.reply({ conversationId: guestConversation, text: "answer to the guest" });
    await device.trpc("mutation", "support.post", { text: "thanks" });
    // The guest read the auto reply and the answer before the last message; nothing unread now.
    expect((await device.trpc("query", "support.unread")).data).toEqual({ unread: 0 });
    const before = (await server.deps.store.read((tx) => tx.support.messagesAfterId(0, 10_000))).length;

    // Two sign-ins at once with the same cookie (two tabs) move the messages once.
    const twin = new Device(server, device.address);
    twin.cookies.set("support_guest", device.cookies.get("support_guest")!);
    const logins = await Promise.all([device.login(gina), twin.login(gina)]);
    expect(logins.map((l) => l.status)).toEqual([200, 200]);
    expect([device, twin].map((d) => d.cookies.has("support_guest"))).toEqual([false, false]);
    const mine = thread(await device.trpc("query", "support.thread"));
    expect(mine.conversation).toMatchObject({ id: own.conversationId, lastSeq: 7, status: "open" });
    expect(mine.messages.map((m) => [m.seq, m.author, m.text])).toEqual([
      [1, "player", "earlier question"],
      [2, "system", expect.any(String)],
      [3, "staff", "earlier answer"],
      [4, "guest", "new question as a guest"],
      [5, "system", expect.any(String)],
      [6, "staff", "answer to the guest"],
      [7, "guest", "thanks"],
    ]);
    expect(mine.unread).toBe(0);
    expect((await gina.call.support.unread()).unread).toBe(0);
    expect((await server.deps.store.read((tx) => tx.support.messagesAfterId(0, 10_000))).length).toBe(before);
    expect(await server.deps.store.read((tx) => tx.support.conversationById(guestConversation))).toBeNull();
    // The staff had answered the guest, then the guest wrote "thanks": the conversation waits for the staff, 1 unread.
    const staffView = await staff.call.admin.support.thread({ conversationId: own.conversationId });
    expect(staffView.unread).toBe(1);
    expect(staffView.conversation.waitingSinceMs).not.toBeNull();
    // Numbering goes on after the merged messages.
    expect((await gina.call.support.post({ text: "one more" })).message.seq).toBe(8);
  });

  it("the live stream follows a guest by their cookie, from the start and after a resume", async () => {
    const hana = new Device(server);
    expect((await hana.request("/live/support")).status).toBe(401);
    await hana.startGuest("Hana");
    const live = framesOf(await hana.request("/live/support"));
    try {
      const posted = await hana.trpc("mutation", "support.post", { text: "hello?" });
      const conversationId = posted.data.conversationId as number;
      await staff.call.admin.support.reply({ conversationId, text: "Hello Hana" });
      const frames = await live.until(4);
      expect(frames.map((f) => [f.id, f.event, f.data.author ?? f.data.side])).toEqual([
        ["1", "message", "guest"],
        ["2", "message", "system"],
        ["3", "message", "staff"],
        [null, "read", "staff"],
      ]);
    } finally {
      await live.close();
    }
    const resumed = framesOf(await hana.request("/live/support", { headers: { "last-event-id": "1" } }));
    try {
      expect((await resumed.until(2)).map((f) => f.id)).toEqual(["2", "3"]);
    } finally {
      await resumed.close();
    }
  });

  it(`an address starts at most ${GUESTS_PER_ADDRESS} guests in 24 hours, then is refused in its language; a muted address starts none`, async () => {
    const address = "10.77.0.1";
    for (let i = 0; i < GUESTS_PER_ADDRESS; i++) expect((await new Device(server, address).startGuest(`guest ${i}`)).status).toBe(200);
    const sixth = await new Device(server, address, "zh").startGuest("one more");
    expect([sixth.status, sixth.error?.data.appCode, sixth.error?.message]).toEqual([429, "SUPPORT_GUESTS_LIMIT", translate("SUPPORT_GUESTS_LIMIT", "zh", { limit: GUESTS_PER_ADDRESS })]);
    expect(sixth.setCookies).toEqual([]);
    expect(await guestsFrom(address)).toBe(GUESTS_PER_ADDRESS);
    // Another address is not held back.
    expect((await new Device(server, "10.77.0.2").startGuest("neighbour")).status).toBe(200);

    const muted = "10.77.0.3";
    await staff.call.admin.support.mute({ target: { kind: "address", address: muted }, minutes: 60, reason: "abuse" });
    const refused = await new Device(server, muted).startGuest("again");
    expect([refused.status, refused.error?.data.appCode]).toEqual([400, "SUPPORT_MUTED"]);
    expect(await guestsFrom(muted)).toBe(0);

    // A day later the address may start guests again.
    server.clock.set(server.clock.nowMs() + GUEST_WINDOW_MS);
    expect((await new Device(server, address).startGuest("next day")).status).toBe(200);
  });
});

function imageForm(): FormData {
  const form = new FormData();
  form.append("image", new File([PNG.slice().buffer as ArrayBuffer], "photo.png", { type: "image/png" }));
  return form;
}
