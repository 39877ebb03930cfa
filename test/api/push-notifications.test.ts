import { randomUUID } from "node:crypto";
import pg from "pg";
import webpush from "web-push";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { InProcessEventBus } from "../../adapters/events/in-process-bus";
import { PostgresEventBus } from "../../adapters/events/postgres-bus";
import { PushDispatcher } from "../../adapters/notifications/push-dispatcher";
import type { VapidKeys } from "../../adapters/notifications/vapid-keys";
import { sendPush } from "../../adapters/notifications/web-push-sender";
import { openPostgresStore } from "../../adapters/persistence/postgres-store";
import { systemClock } from "../../adapters/clock/system-clock";
import { requestRecharge } from "../../src/application/wallet/request-recharge";
import { approveDeposit } from "../../src/application/wallet/review-deposit";
import { approveWithdrawal, rejectWithdrawal } from "../../src/application/wallet/review-withdrawal";
import { createUser } from "../support/store-fixtures";
import { LocalPushService, type TestSubscription } from "../support/local-push-service";
import { testServer, type TestServer } from "../support/server";
import { forEachStore, postgresProblem, TEST_DATABASE_URL } from "../support/stores";
import { currentRound, expectTranslated, finishRound, http, newPlayer, ok, ROOM, sizesAhead, type Player } from "../trpc/helpers";

/**
 * Web push through the API and the real sender (issue 39), on both stores. The push service is a local HTTP
 * server inside the test; the test holds each subscription's private key and auth secret and decrypts what the
 * web-push library encrypted, so a notice read here was sealed for that browser. Bad subscriptions are refused
 * in the caller's language and change nothing; a player cannot touch another's subscription; a 410 removes the
 * subscription; a player on a break hears of money only; two servers on PostgreSQL send a notice once.
 */
const vapid: VapidKeys = { ...webpush.generateVAPIDKeys(), subject: "mailto:push-test@example.invalid" };
const push = new LocalPushService();
beforeAll(() => push.start());
afterAll(() => push.stop());

const ALL_ON = { deposit: true, withdrawal: true, win: true, closingRooms: [] as number[] };
const subscribeInput = (s: TestSubscription) => ({ endpoint: s.endpoint, keys: s.keys });

forEachStore((_name, open) => {
  let server: TestServer;
  let dispatcher: PushDispatcher;
  beforeEach(async () => {
    server = await testServer(await open(), { drawScheme: 1 });
    dispatcher = new PushDispatcher(server.deps, vapid, server.services.feed);
    dispatcher.start();
  });
  afterEach(async () => {
    await dispatcher.stop();
    await server.close();
  });

  /** A player whose browser subscribed in `lang` and who turned everything on. */
  async function subscribed(lang = "en", depositMinor = 0): Promise<{ player: Player; browser: TestSubscription }> {
    const player = await newPlayer(server, { lang, ...(depositMinor ? { depositMinor } : {}) });
    const browser = push.subscription(randomUUID());
    await player.call.notifications.subscribe(subscribeInput(browser));
    await player.call.notifications.setPreferences(ALL_ON);
    return { player, browser };
  }
  const approveNewDeposit = async (player: Player, amount: string) => {
    const request = ok(await requestRecharge(server.deps, { userId: player.user.id, amount }));
    ok(await approveDeposit(server.deps, { depositId: request.id, operatorId: 999_999 }));
  };

  it("a deposit approved reaches the player's browser, encrypted for it, in the language it subscribed in", async () => {
    const { player, browser } = await subscribed("tw");
    await approveNewDeposit(player, "1250.50");
    await dispatcher.idle();
    expect(push.messagesOf(browser)).toEqual([{ title: "儲值已核准", body: "您的 1,250.50 儲值已核准，已入帳到餘額。", url: "/CapitalDetail", tag: expect.stringMatching(/^deposit_approved:/) }]);
    expect(push.received.at(-1)!.headers).toMatchObject({ "content-encoding": "aes128gcm", authorization: expect.stringMatching(/^vapid t=.+, k=/) });
  });

  it("withdrawals paid and rejected, and a win with its round, each reach the player once", async () => {
    const player = await newPlayer(server, { lang: "en", depositMinor: 100_000, waterLimitPercent: 0 });
    const browser = push.subscription(randomUUID());
    await player.call.notifications.subscribe(subscribeInput(browser));
    await player.call.notifications.setPreferences(ALL_ON);
    await player.call.wallet.setPayoutMethod({ type: 0, acc: "Alice Chen", accName: "6222021234567890", accBank: "Bank of Taiwan" });
    await player.call.account.setSecurityCode({ newCode: "135790" });
    const first = await player.call.wallet.withdraw({ amount: "100", payoutType: 0, securityCode: "135790" });
    ok(await approveWithdrawal(server.deps, { withdrawalId: (first as { id: number }).id, operatorId: 999_999 }));
    const second = await player.call.wallet.withdraw({ amount: "120", payoutType: 0, securityCode: "135790" });
    ok(await rejectWithdrawal(server.deps, { withdrawalId: (second as { id: number }).id, operatorId: 999_999, remark: "wrong card" }));
    const round = currentRound(server);
    await player.call.bet.place({ roomId: ROOM, issue: round.issue, playTypes: [(await sizesAhead(server)).winning], stake: "10", expectedTotal: "10" });
    await finishRound(server);
    await dispatcher.idle();
    const bodies = push.messagesOf(browser).map((m) => m.body);
    expect(bodies.slice(0, 2)).toEqual(["Your withdrawal of 100.00 was paid.", "Your withdrawal of 120.00 was rejected; the money is back in your balance."]);
    expect(bodies.slice(2)).toEqual([expect.stringMatching(new RegExp(`^You won \\d+\\.\\d\\d in round ${round.issue}\\.$`))]);
  });

  it("nothing is sent before the player turns a notice on; a time-out stops wins but not money notices", async () => {
    const player = await newPlayer(server, { lang: "en", depositMinor: 100_000 });
    const browser = push.subscription(randomUUID());
    await player.call.notifications.subscribe(subscribeInput(browser));
    await approveNewDeposit(player, "105");
    await dispatcher.idle();
    expect(push.messagesOf(browser)).toEqual([]);

    await player.call.notifications.setPreferences(ALL_ON);
    const round = currentRound(server);
    await player.call.bet.place({ roomId: ROOM, issue: round.issue, playTypes: [(await sizesAhead(server)).winning], stake: "10", expectedTotal: "10" });
    // A deposit asked for before the break and approved during it: money notices still reach the player.
    const asked = ok(await requestRecharge(server.deps, { userId: player.user.id, amount: "106" }));
    await player.call.protection.timeOut({ days: 1, password: "secret123" });
    await finishRound(server);
    ok(await approveDeposit(server.deps, { depositId: asked.id, operatorId: 999_999 }));
    await dispatcher.idle();
    expect(push.messagesOf(browser).map((m) => m.title)).toEqual(["Deposit approved"]);
  });

  it("a failing push service never fails or delays the money operation, and the queue goes on after it", async () => {
    const { player, browser } = await subscribed("en");
    await dispatcher.stop();
    let calls = 0;
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    // The first send hangs until the test lets it go, then throws, as a broken push service might; the next works.
    const flaky: typeof sendPush = async (...args) => {
      calls += 1;
      if (calls === 1) {
        await released;
        throw new Error("push service exploded");
      }
      return sendPush(...args);
    };
    dispatcher = new PushDispatcher(server.deps, vapid, server.services.feed, flaky);
    dispatcher.start();
    // The failure is logged through the server's logger (silent under the test runner): what matters is the money.
    {
      await approveNewDeposit(player, "108");
      expect((await player.call.wallet.get()).moneyMinor).toBe(10_800);
      // The approval is done and the money credited while its notice is still stuck at the push service.
      await expect.poll(() => calls).toBe(1);
      release();
      await approveNewDeposit(player, "109");
      await dispatcher.idle();
      expect(push.messagesOf(browser).map((m) => m.body)).toEqual(["Your deposit of 109.00 was approved and is in your balance."]);
    }
  });

  it("a subscription the push service says is gone (410) is removed", async () => {
    const player = await newPlayer(server, { lang: "en" });
    const gone = push.subscription(randomUUID(), { gone: true });
    const live = push.subscription(randomUUID());
    await player.call.notifications.subscribe(subscribeInput(gone));
    await player.call.notifications.subscribe(subscribeInput(live));
    await player.call.notifications.setPreferences(ALL_ON);
    expect((await player.call.notifications.preferences()).subscriptions).toBe(2);
    await approveNewDeposit(player, "107");
    await dispatcher.idle();
    expect(push.messagesOf(live)).toHaveLength(1);
    expect(await server.deps.store.read((tx) => tx.pushSubscriptions.ofUser(player.user.id))).toEqual([expect.objectContaining({ endpoint: live.endpoint })]);
  });

  it("bad subscriptions and preferences are refused in the caller's language and change nothing", async () => {
    const player = await newPlayer(server, { lang: "en" });
    const good = subscribeInput(push.subscription(randomUUID()));
    const bad = [
      { ...good, endpoint: "http://push.example/x" },
      { ...good, endpoint: "ftp://push.example/x" },
      { ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(1) } },
      { ...good, keys: { ...good.keys, auth: `${good.keys.auth}AA` } },
      { ...good, keys: { ...good.keys, auth: "+".repeat(22) } },
    ];
    for (const input of bad) await expectTranslated(server, "mutation", "notifications.subscribe", input, "INVALID_INPUT", { token: player.token });
    await expectTranslated(server, "mutation", "notifications.setPreferences", { ...ALL_ON, closingRooms: [987_654] }, "INVALID_INPUT", { token: player.token });
    await expectTranslated(server, "mutation", "notifications.setPreferences", { deposit: "yes" }, "INVALID_INPUT", { token: player.token });
    expect(await player.call.notifications.preferences()).toEqual({ preferences: { deposit: false, withdrawal: false, win: false, closingRooms: [] }, subscriptions: 0 });
    expect((await http(server, "query", "notifications.preferences", undefined, {})).body.error?.data.appCode).toBe("NOT_LOGGED_IN");
  });

  it("another player's subscription cannot be removed, and their choices are their own", async () => {
    const { player: alice, browser } = await subscribed("en");
    const bob = await newPlayer(server, { lang: "en" });
    expect(await bob.call.notifications.unsubscribe({ endpoint: browser.endpoint })).toEqual({ removed: false });
    expect(await bob.call.notifications.preferences()).toEqual({ preferences: { deposit: false, withdrawal: false, win: false, closingRooms: [] }, subscriptions: 0 });
    await approveNewDeposit(bob, "103");
    await approveNewDeposit(alice, "104");
    await dispatcher.idle();
    expect(push.messagesOf(browser).map((m) => m.body)).toEqual(["Your deposit of 104.00 was approved and is in your balance."]);
    expect(await alice.call.notifications.unsubscribe({ endpoint: browser.endpoint })).toEqual({ removed: true });
  });

  it("the 30-second warning goes to players who chose a room of the game, when the round has 30 s left", async () => {
    const { player, browser } = await subscribed("en");
    await player.call.notifications.setPreferences({ ...ALL_ON, closingRooms: [ROOM] });
    // The closing timers run on real time: a round opening now that closes in 30.2 s is warned of at once.
    const issue = "20991231-0001";
    server.services.deps.events.publish({ type: "round.phase", gameId: 1, issue, status: "open", closeAtMs: server.clock.nowMs() + 30_200, drawAtMs: server.clock.nowMs() + 60_000, digits: null });
    await new Promise((resolve) => setTimeout(resolve, 400));
    await dispatcher.idle();
    expect(push.messagesOf(browser)).toEqual([{ title: "Round closing", body: `Round ${issue} closes in 30 s.`, url: `/betRoom?id=${ROOM}&game_id=1`, tag: `round_closing:1:${issue}` }]);
  });
});

describe.skipIf(postgresProblem !== null)("two servers on one PostgreSQL", () => {
  it("both hear a deposit approved over the event bus; the notice is sent once", async () => {
    const schema = `test_${randomUUID().replaceAll("-", "").slice(0, 24)}`;
    const channel = `push_${randomUUID().replaceAll("-", "").slice(0, 20)}`;
    // Two "servers": each its own store pool, its own event bus (LISTEN/NOTIFY) and its own dispatcher, on one database.
    const stores = [await openPostgresStore({ url: TEST_DATABASE_URL, schema, poolSize: 3 }), await openPostgresStore({ url: TEST_DATABASE_URL, schema, poolSize: 3 })];
    const locals = [new InProcessEventBus(), new InProcessEventBus()];
    const buses = locals.map((local) => new PostgresEventBus(TEST_DATABASE_URL, local, { channel }));
    await Promise.all(buses.map((bus) => bus.start()));
    const dispatchers = stores.map((store, i) => new PushDispatcher({ store, clock: systemClock }, vapid, locals[i]!));
    dispatchers.forEach((d) => d.start());
    const heard = [0, 0];
    locals.forEach((local, i) => local.subscribe((event) => void (event.type === "deposit.approved" && (heard[i]! += 1))));
    try {
      const user = await stores[0]!.transaction((tx) => createUser(tx, { username: "twoservers" }));
      const browser = push.subscription(randomUUID());
      await stores[0]!.transaction((tx) => tx.pushSubscriptions.save(user.id, { endpoint: browser.endpoint, ...browser.keys }, "en", Date.now(), 10));
      await stores[0]!.transaction((tx) => tx.pushSubscriptions.savePreferences(user.id, ALL_ON, Date.now()));
      for (let depositId = 1; depositId <= 5; depositId += 1) buses[depositId % 2]!.publish({ type: "deposit.approved", userId: user.id, depositId, amountMinor: depositId * 100 });
      for (let waited = 0; (heard[0]! < 5 || heard[1]! < 5) && waited < 5_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
      await Promise.all(dispatchers.map((d) => d.idle()));
      expect(heard).toEqual([5, 5]);
      expect(push.messagesOf(browser).map((m) => m.body).sort()).toEqual([1, 2, 3, 4, 5].map((n) => `Your deposit of ${n}.00 was approved and is in your balance.`));
    } finally {
      await Promise.all(dispatchers.map((d) => d.stop()));
      await Promise.all(buses.map((bus) => bus.stop()));
      await Promise.all(stores.map((store) => store.close()));
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`drop schema if exists "${schema}" cascade`);
      await admin.end();
    }
  });
});
