import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appRouter } from "../../adapters/trpc/router";
import { PLAY_TYPE } from "../../src/domain/betting/outcome";
import { GROUP } from "../../src/domain/accounts/user";
import type { TestServer } from "../support/server";
import { currentRound, expectRefused, expectTranslated, GAME, http, newPlayer, refusal, ROOM, sqliteServer, TODAY, type Caller, type Player } from "./helpers";

/**
 * Who may call what, for every procedure of these routers: guests get the
 * public ones only, a missing or dead session is UNAUTHORIZED, agents alone see
 * their team, operators are not players, and no mutation is honoured for another site.
 */

type Access = "public" | "player" | "agent";
interface Case {
  readonly type: "query" | "mutation";
  readonly access: Access;
  readonly input: (server: TestServer) => unknown;
}

const none = () => undefined;
const CASES: Record<string, Case> = {
  "home.content": { type: "query", access: "public", input: none },
  "home.article": { type: "query", access: "public", input: () => ({ id: 1 }) },
  "home.terms": { type: "query", access: "public", input: none },
  "home.games": { type: "query", access: "public", input: none },
  "home.schedule": { type: "query", access: "public", input: none },
  "home.activity": { type: "query", access: "public", input: none },
  "round.current": { type: "query", access: "player", input: () => ({ gameId: GAME }) },
  "round.recent": { type: "query", access: "player", input: () => ({ gameId: GAME }) },
  "round.history": { type: "query", access: "player", input: () => ({ gameId: GAME, from: TODAY, to: TODAY }) },
  "round.trend": { type: "query", access: "player", input: () => ({ gameId: GAME, day: TODAY }) },
  "round.candles": { type: "query", access: "player", input: () => ({ gameId: GAME }) },
  "round.odds": { type: "query", access: "player", input: () => ({ roomId: ROOM }) },
  "round.enter": { type: "mutation", access: "player", input: () => ({ roomId: ROOM }) },
  "round.proof": { type: "query", access: "public", input: (s) => ({ gameId: GAME, issue: currentRound(s).issue }) },
  "bet.place": {
    type: "mutation",
    access: "player",
    input: (s) => ({ roomId: ROOM, issue: currentRound(s).issue, playTypes: [PLAY_TYPE.big], stake: "10", expectedTotal: "10" }),
  },
  "bet.follow": { type: "mutation", access: "player", input: () => ({ betId: 1 }) },
  "chat.post": { type: "mutation", access: "player", input: () => ({ roomId: ROOM, text: "hello" }) },
  "chat.recent": { type: "query", access: "public", input: () => ({ roomId: ROOM }) },
  "wallet.get": { type: "query", access: "player", input: none },
  "wallet.recharge": { type: "mutation", access: "player", input: () => ({ amount: "100" }) },
  "wallet.depositChannels": { type: "query", access: "player", input: none },
  "wallet.withdrawInfo": { type: "query", access: "player", input: none },
  "wallet.turnover": { type: "query", access: "player", input: none },
  "wallet.withdraw": { type: "mutation", access: "player", input: () => ({ amount: "100", payoutType: 0, securityCode: "135790" }) },
  "wallet.payoutMethod": { type: "query", access: "player", input: () => ({ type: 0 }) },
  "wallet.setPayoutMethod": { type: "mutation", access: "player", input: () => ({ type: 0, acc: "Holder", accName: "6222021234567890", accBank: "Bank" }) },
  "protection.get": { type: "query", access: "player", input: none },
  "protection.setLimit": { type: "mutation", access: "player", input: () => ({ kind: "loss", period: "day", amount: "100" }) },
  "protection.cancelPending": { type: "mutation", access: "player", input: () => ({ kind: "loss", period: "day" }) },
  "protection.timeOut": { type: "mutation", access: "player", input: () => ({ days: 1, password: "secret123", confirm: true }) },
  "protection.selfExclude": { type: "mutation", access: "player", input: () => ({ months: 6, password: "secret123", confirm: true }) },
  "protection.realityCheck": { type: "mutation", access: "player", input: () => ({ minutes: 30 }) },
  "protection.statement": { type: "query", access: "player", input: () => ({ period: "day", from: TODAY, to: TODAY }) },
  "notifications.publicKey": { type: "query", access: "player", input: none },
  "notifications.subscribe": { type: "mutation", access: "player", input: () => ({ endpoint: "https://push.example/access", keys: { p256dh: `B${"a".repeat(86)}`, auth: "b".repeat(22) } }) },
  "notifications.unsubscribe": { type: "mutation", access: "player", input: () => ({ endpoint: "https://push.example/access" }) },
  "notifications.preferences": { type: "query", access: "player", input: none },
  "notifications.setPreferences": { type: "mutation", access: "player", input: () => ({ deposit: true, withdrawal: false, win: false, closingRooms: [] }) },
  "records.days": { type: "query", access: "player", input: none },
  "records.bets": { type: "query", access: "player", input: () => ({ from: TODAY, to: TODAY }) },
  "records.betDetail": { type: "query", access: "player", input: () => ({ betId: 1 }) },
  "records.betProof": { type: "query", access: "player", input: () => ({ betId: 1 }) },
  "records.funds": { type: "query", access: "player", input: () => ({ from: TODAY, to: TODAY }) },
  "account.profile": { type: "query", access: "player", input: none },
  "account.previousSignIn": { type: "query", access: "player", input: none },
  "account.updateProfile": { type: "mutation", access: "player", input: () => ({ nickname: "Evil" }) },
  "account.changePassword": { type: "mutation", access: "player", input: () => ({ oldPassword: "secret123", newPassword: "hijacked1", confirmPassword: "hijacked1" }) },
  "account.securityCodeStatus": { type: "query", access: "player", input: none },
  "account.setSecurityCode": { type: "mutation", access: "player", input: () => ({ newCode: "111111" }) },
  "team.members": { type: "query", access: "agent", input: none },
  "team.commission": { type: "query", access: "agent", input: none },
  "team.commissionHistory": { type: "query", access: "agent", input: none },
  "team.invite": { type: "query", access: "agent", input: none },
  "notices.inbox": { type: "query", access: "player", input: none },
  "notices.announcements": { type: "query", access: "player", input: none },
  "notices.markRead": { type: "mutation", access: "player", input: () => ({ id: 1 }) },
  "results.unseen": { type: "query", access: "player", input: none },
  "promotions.list": { type: "query", access: "player", input: none },
  "promotions.claim": { type: "mutation", access: "player", input: () => ({ id: 999 }) },
  "results.markSeen": { type: "mutation", access: "player", input: () => ({ id: 1 }) },
  "rewards.rebate": { type: "query", access: "player", input: none },
  "rewards.claimRebate": { type: "mutation", access: "player", input: none },
  "rewards.vip": { type: "query", access: "player", input: none },
  "support.thread": { type: "query", access: "player", input: none },
  "support.post": { type: "mutation", access: "player", input: () => ({ text: "my deposit is stuck" }) },
  "support.messages": { type: "query", access: "player", input: () => ({ conversationId: 1, afterSeq: 0 }) },
  "support.markRead": { type: "mutation", access: "player", input: () => ({ conversationId: 1, seq: 1 }) },
  "support.unread": { type: "query", access: "player", input: none },
  "support.articles": { type: "query", access: "public", input: () => ({ lang: "en" }) },
  // Open to visitors; the captcha decides (test/api/support-guests.test.ts starts guests with a real one).
  "support.guestStart": { type: "mutation", access: "public", input: () => ({ displayName: "Ann", captchaId: "0".repeat(32), captchaAnswer: "ABCD" }) },
};

/** Calls a procedure of a createCaller caller by its dotted path. */
function invoke(caller: Caller, path: string, input: unknown): Promise<unknown> {
  const [area, name] = path.split(".") as [string, string];
  const procedures = (caller as unknown as Record<string, Record<string, (input: unknown) => Promise<unknown>>>)[area]!;
  return procedures[name]!(input);
}

const entries = Object.entries(CASES);
const protectedOnes = entries.filter(([, c]) => c.access !== "public");
const mutations = entries.filter(([, c]) => c.type === "mutation");

let server: TestServer;
let player: Player;
let agent: Player;
beforeAll(async () => {
  server = await sqliteServer();
  player = await newPlayer(server, { depositMinor: 100_000 });
  agent = await newPlayer(server, { groupId: GROUP.agent, depositMinor: 100_000 });
});
afterAll(() => server.close());

it("this table covers every procedure of these routers, with its real type", () => {
  const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>;
  // The console (admin.*) has its own table: test/trpc/admin-access.test.ts.
  const ours = Object.keys(procedures).filter((path) => !path.startsWith("auth.") && !path.startsWith("live.") && !path.startsWith("admin."));
  expect(ours.sort()).toEqual(Object.keys(CASES).sort());
  for (const [path, c] of entries) expect(procedures[path]!._def.type, path).toBe(c.type);
});

describe("without a session", () => {
  it.each(protectedOnes)("%s is UNAUTHORIZED / NOT_LOGGED_IN", async (path, c) => {
    const guest = await server.caller(null);
    await expectRefused(invoke(guest, path, c.input(server)), "NOT_LOGGED_IN", "UNAUTHORIZED");
  });

  it.each(protectedOnes)("%s says so over HTTP in the caller's language (401)", async (path, c) => {
    await expectTranslated(server, c.type, path, c.input(server), "NOT_LOGGED_IN", { messages: ["请先登录", "Please log in first"] });
    const reply = await http(server, c.type, path, c.input(server), { lang: "en" });
    expect(reply.status).toBe(401);
  });

  it.each(protectedOnes)("%s with an unknown token is SESSION_INVALID", async (path, c) => {
    const stranger = await server.caller("not-a-real-token");
    await expectRefused(invoke(stranger, path, c.input(server)), "SESSION_INVALID", "UNAUTHORIZED");
  });

  it.each(entries.filter(([, c]) => c.access === "public"))("%s is open to guests", async (path, c) => {
    const guest = await server.caller(null);
    const outcome = await invoke(guest, path, c.input(server)).then(
      () => "ok",
      async () => (await refusal(invoke(guest, path, c.input(server)))).appCode,
    );
    // home.article of an id that does not exist is a NOT_FOUND, and support.guestStart with a wrong captcha a CAPTCHA_WRONG, not a login prompt.
    expect(["ok", "NOT_FOUND", "CAPTCHA_WRONG"]).toContain(outcome);
  });

  it("a revoked session no longer works", async () => {
    const someone = await newPlayer(server);
    await someone.call.auth.logout();
    // A caller's context is made per request: a new request after the logout.
    await expectRefused((await server.caller(someone.token)).wallet.get(), "SESSION_INVALID", "UNAUTHORIZED");
    await expectTranslated(server, "query", "wallet.get", undefined, "SESSION_INVALID", { token: someone.token });
  });
});

describe("roles", () => {
  it.each(entries.filter(([, c]) => c.access === "agent"))("%s is refused to players and visitors, FORBIDDEN", async (path, c) => {
    const visitor = await newPlayer(server, { groupId: GROUP.visitor });
    await expectRefused(invoke(player.call, path, c.input(server)), "FORBIDDEN", "FORBIDDEN");
    await expectRefused(invoke(visitor.call, path, c.input(server)), "FORBIDDEN", "FORBIDDEN");
    await expectTranslated(server, c.type, path, c.input(server), "FORBIDDEN", { token: player.token });
    await invoke(agent.call, path, c.input(server));
  });

  it.each(protectedOnes)("%s is refused to an operator (operators never play), FORBIDDEN", async (path, c) => {
    const operator = await newPlayer(server, { role: "operator" });
    await expectRefused(invoke(operator.call, path, c.input(server)), "FORBIDDEN", "FORBIDDEN");
  });
});

describe("mutations from another site", () => {
  it.each(mutations)("%s with a foreign Origin is FORBIDDEN and changes nothing", async (path, c) => {
    const before = await player.call.wallet.get();
    const foreign = await server.caller(player.token, { origin: "https://evil.example" });
    await expectRefused(invoke(foreign, path, c.input(server)), "FORBIDDEN", "FORBIDDEN");
    // Over HTTP too, with the session cookie a browser would attach.
    await expectTranslated(server, "mutation", path, c.input(server), "FORBIDDEN", { token: player.token, origin: "https://evil.example" });
    const reply = await http(server, "mutation", path, c.input(server), { token: player.token, origin: "https://evil.example", lang: "en" });
    expect(reply.status).toBe(403);
    // A cookie session whose browser names no origin at all is refused too.
    const silent = await server.caller(player.token, { origin: null });
    await expectRefused(invoke(silent, path, c.input(server)), "FORBIDDEN", "FORBIDDEN");
    expect(await player.call.wallet.get()).toEqual(before);
  });

  it("a same-origin mutation passes the check (bet.place, with the cookie session)", async () => {
    const before = await player.call.wallet.get();
    const reply = await http(server, "mutation", "bet.place", CASES["bet.place"]!.input(server), { token: player.token, lang: "en" });
    expect(reply.status).toBe(200);
    expect(reply.body.result!.data).toMatchObject({ totalMinor: 1000, moneyAfterMinor: before.moneyMinor - 1000 });
  });
});

describe("the password reset link (auth.resetLink, auth.resetPassword)", () => {
  it("is open to guests, and signed-in callers alike: the link is the credential", async () => {
    const guest = await server.caller(null);
    expect(await guest.auth.resetLink({ token: "A".repeat(43) })).toEqual({ state: "unknown" });
    expect(await player.call.auth.resetLink({ token: "A".repeat(43) })).toEqual({ state: "unknown" });
    await expectRefused(guest.auth.resetPassword({ token: "A".repeat(43), newPassword: "secret456", confirmPassword: "secret456" }), "RESET_LINK_INVALID");
  });

  it("a reset sent from another site is FORBIDDEN before the link is looked at, and the link stays usable", async () => {
    const operator = await newPlayer(server, { role: "operator" });
    const target = await newPlayer(server, { password: "secret123" });
    const { path } = await operator.call.admin.players.issueResetLink({ userId: target.user.id });
    const token = new URL(path, "https://x.test").searchParams.get("token")!;
    const input = { token, newPassword: "stolen-pass", confirmPassword: "stolen-pass" };
    await expectRefused((await server.caller(null, { origin: "https://evil.example" })).auth.resetPassword(input), "FORBIDDEN", "FORBIDDEN");
    expect((await http(server, "mutation", "auth.resetPassword", input, { origin: "https://evil.example" })).status).toBe(403);
    expect(await (await server.caller(null)).auth.resetLink({ token })).toMatchObject({ state: "valid", username: target.user.username });
    await target.call.wallet.get();
  });
});
