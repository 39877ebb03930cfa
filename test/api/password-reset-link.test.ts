import { afterAll, beforeAll, expect, it } from "vitest";
import { appRouter } from "../../adapters/trpc/router";
import { PASSWORD_RESET_LINK_TTL_MS, RESET_LINK_MAX_MISSES } from "../../src/domain/accounts/password-reset-link";
import { legacyPost, TEST_ORIGIN, testServer, type TestServer } from "../support/server";
import { forEachStore } from "../support/stores";
import { expectRefused, expectTranslated, http, newPlayer, type Player } from "../trpc/helpers";

/**
 * The forgotten-password flow (issue 38) through the API, on both stores: an
 * operator issues a one-time link valid 30 minutes; the player opens it, sets
 * a new password and is signed in, while every older session of the account
 * (tRPC cookie and legacy token alike) stops working. The link works once, a
 * newer one voids it, it expires on the test clock, only operators issue
 * links, the console's old "type a password" procedure is gone, and each step
 * leaves an audit line that never holds the token.
 */
forEachStore((_name, open) => {
  let server: TestServer;
  let operator: Player;
  beforeAll(async () => {
    server = await testServer(await open());
    operator = await newPlayer(server, { role: "operator" });
  });
  afterAll(() => server.close());

  const tokenOf = (path: string) => new URL(path, TEST_ORIGIN).searchParams.get("token")!;
  const issue = async (player: Player) => {
    const issued = await operator.call.admin.players.issueResetLink({ userId: player.user.id });
    return { ...issued, token: tokenOf(issued.path) };
  };
  const status = async (token: string) => (await server.caller(null)).auth.resetLink({ token });
  /** The reset as the browser sends it (so the new session cookie can be read). */
  const reset = async (input: { token: string; newPassword: string; confirmPassword: string }, lang = "en") => {
    const response = await server.app.request(`${TEST_ORIGIN}/trpc/auth.resetPassword`, {
      method: "POST",
      headers: { origin: TEST_ORIGIN, "content-type": "application/json", "x-lang": lang },
      body: JSON.stringify(input),
    });
    const cookie = response.headers.get("set-cookie");
    return { status: response.status, body: (await response.json()) as { result?: { data: { username: string } }; error?: { message: string; data: { appCode: string } } }, sid: cookie ? /sid=([^;]*)/.exec(cookie)?.[1] ?? null : null };
  };
  const passwordWorks = async (player: Player, password: string) => (await legacyPost(server, "user/login", { account: player.user.username, password })).json.code === 1;
  const sessionWorks = async (token: string) => {
    const trpc = await (await server.caller(token)).wallet.get().then(
      () => true,
      () => false,
    );
    const legacy = (await legacyPost(server, "user/profile", {}, token)).json.code;
    expect(legacy === 1, `legacy session ${legacy}`).toBe(trpc);
    return trpc;
  };
  const auditOf = async (action: "account.resetLinkIssued" | "account.passwordResetByLink", player: Player) =>
    (await operator.call.admin.audit.list({ action, targetType: "user", targetId: String(player.user.id) })).items;

  it("the operator issues a link; the player sets a new password through it, is signed in, and every old session ends", async () => {
    const alice = await newPlayer(server, { password: "old-secret-1" });
    // A second device of hers, signed in through the legacy API, and a request just now (this server caches sessions a few seconds).
    const legacyToken = ((await legacyPost(server, "user/login", { account: alice.user.username, password: "old-secret-1" })).json.data as { userinfo: { token: string } }).userinfo.token;
    expect(await sessionWorks(alice.token)).toBe(true);
    expect(await sessionWorks(legacyToken)).toBe(true);

    const issued = await issue(alice);
    expect(issued.path).toMatch(/^\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    expect(issued).toMatchObject({ userId: alice.user.id, username: alice.user.username, expiresAtMs: server.clock.nowMs() + PASSWORD_RESET_LINK_TTL_MS });
    expect(await status(issued.token)).toEqual({ state: "valid", username: alice.user.username, expiresAtMs: issued.expiresAtMs });
    // Issuing changes nothing yet: her sessions and password stand until she uses the link.
    expect(await sessionWorks(alice.token)).toBe(true);

    const done = await reset({ token: issued.token, newPassword: "brand-new-1", confirmPassword: "brand-new-1" });
    expect(done.status).toBe(200);
    expect(done.body.result?.data).toMatchObject({ username: alice.user.username });
    expect(done.sid).toMatch(/^[0-9a-f]{64}$/);
    expect(await sessionWorks(done.sid!)).toBe(true);
    expect(await sessionWorks(alice.token)).toBe(false);
    expect(await sessionWorks(legacyToken)).toBe(false);
    await expectRefused((await server.caller(alice.token)).wallet.get(), "SESSION_INVALID", "UNAUTHORIZED");
    expect(await passwordWorks(alice, "brand-new-1")).toBe(true);
    expect(await passwordWorks(alice, "old-secret-1")).toBe(false);

    // Once: the same link again is refused in the caller's language and changes nothing.
    expect(await status(issued.token)).toEqual({ state: "used" });
    await expectTranslated(server, "mutation", "auth.resetPassword", { token: issued.token, newPassword: "third-one-1", confirmPassword: "third-one-1" }, "RESET_LINK_INVALID");
    expect(await passwordWorks(alice, "brand-new-1")).toBe(true);
    expect(await sessionWorks(done.sid!)).toBe(true);

    const issuedLines = await auditOf("account.resetLinkIssued", alice);
    expect(issuedLines).toMatchObject([{ operatorId: operator.user.id, target: { type: "user", id: String(alice.user.id) }, after: { expiresAtMs: issued.expiresAtMs, previousVoided: false } }]);
    const resetLines = await auditOf("account.passwordResetByLink", alice);
    expect(resetLines).toMatchObject([{ operatorId: alice.user.id, after: { issuedBy: operator.user.id, sessionsRevoked: true } }]);
    const stored = JSON.stringify([issuedLines, resetLines, await server.deps.store.read((tx) => tx.audit.list({ operatorId: null, action: null, targetType: null, targetId: null }, { offset: 0, limit: 1000 }))]);
    expect(stored).not.toContain(issued.token);
    expect(stored).not.toContain("brand-new-1");
  });

  it("refuses a mismatched or too short password in the caller's language, leaving the link usable", async () => {
    const bob = await newPlayer(server, { password: "bobs-secret" });
    const { token } = await issue(bob);
    await expectTranslated(server, "mutation", "auth.resetPassword", { token, newPassword: "new-pass-1", confirmPassword: "new-pass-2" }, "PASSWORD_MISMATCH");
    await expectTranslated(server, "mutation", "auth.resetPassword", { token, newPassword: "abc", confirmPassword: "abc" }, "PASSWORD_INVALID");
    await expectTranslated(server, "mutation", "auth.resetPassword", { token, newPassword: "", confirmPassword: "" }, "PASSWORD_REQUIRED");
    expect(await status(token)).toMatchObject({ state: "valid" });
    expect(await sessionWorks(bob.token)).toBe(true);
    expect(await passwordWorks(bob, "bobs-secret")).toBe(true);
    expect((await reset({ token, newPassword: "new-pass-1", confirmPassword: "new-pass-1" })).status).toBe(200);
  });

  it("expires 30 minutes after it is issued, on the test clock: then it changes nothing", async () => {
    const carol = await newPlayer(server, { password: "carols-secret" });
    const { token, expiresAtMs } = await issue(carol);
    server.clock.set(expiresAtMs - 1);
    expect(await status(token)).toMatchObject({ state: "valid" });
    server.clock.set(expiresAtMs);
    expect(await status(token)).toEqual({ state: "expired" });
    await expectTranslated(server, "mutation", "auth.resetPassword", { token, newPassword: "too-late-1", confirmPassword: "too-late-1" }, "RESET_LINK_INVALID", { langs: ["tw", "en"] });
    const en = await reset({ token, newPassword: "too-late-1", confirmPassword: "too-late-1" });
    expect(en.status).toBe(400);
    expect(en.body.error?.message).toMatch(/no longer works.*customer service/);
    expect(en.sid).toBeNull();
    expect(await passwordWorks(carol, "carols-secret")).toBe(true);
    expect(await sessionWorks(carol.token)).toBe(true);
    expect(await auditOf("account.passwordResetByLink", carol)).toEqual([]);
  });

  it("a second link voids the first: the first says replaced and changes nothing, the second works", async () => {
    const dave = await newPlayer(server, { password: "daves-secret" });
    const first = await issue(dave);
    const second = await issue(dave);
    expect(second.token).not.toBe(first.token);
    expect(await status(first.token)).toEqual({ state: "replaced" });
    await expectTranslated(server, "mutation", "auth.resetPassword", { token: first.token, newPassword: "first-link", confirmPassword: "first-link" }, "RESET_LINK_INVALID");
    expect(await passwordWorks(dave, "daves-secret")).toBe(true);
    expect((await auditOf("account.resetLinkIssued", dave)).map((line) => line.after)).toMatchObject([{ previousVoided: true }, { previousVoided: false }]);
    expect((await reset({ token: second.token, newPassword: "second-link", confirmPassword: "second-link" })).status).toBe(200);
    expect(await passwordWorks(dave, "second-link")).toBe(true);
  });

  it("only an operator issues a link, only for a player; nothing is stored otherwise", async () => {
    const erin = await newPlayer(server);
    const links = () => server.deps.store.read((tx) => tx.audit.list({ operatorId: null, action: "account.resetLinkIssued", targetType: null, targetId: null }, { offset: 0, limit: 1000 }));
    const before = await links();
    await expectRefused(erin.call.admin.players.issueResetLink({ userId: erin.user.id }), "FORBIDDEN", "FORBIDDEN");
    await expectRefused((await server.caller(null)).admin.players.issueResetLink({ userId: erin.user.id }), "NOT_LOGGED_IN", "UNAUTHORIZED");
    await expectTranslated(server, "mutation", "admin.players.issueResetLink", { userId: erin.user.id }, "FORBIDDEN", { token: erin.token });
    await expectRefused(operator.call.admin.players.issueResetLink({ userId: operator.user.id }), "NOT_A_PLAYER");
    await expectRefused(operator.call.admin.players.issueResetLink({ userId: 987_654 }), "USER_NOT_FOUND", "NOT_FOUND");
    expect(await links()).toEqual(before);
  });

  it("the console's old 'type the player's password' procedure is gone", async () => {
    const procedures = Object.keys(appRouter._def.procedures);
    expect(procedures).not.toContain("admin.players.resetPassword");
    const erin = await newPlayer(server, { password: "erins-secret" });
    const reply = await http(server, "mutation", "admin.players.resetPassword", { userId: erin.user.id, newPassword: "typed-by-staff" }, { token: operator.token, lang: "en" });
    expect(reply.status).toBe(404);
    expect(await passwordWorks(erin, "erins-secret")).toBe(true);
  });

  it("an unknown token is answered 'unknown' and refused; an address sending many is held off for a while", async () => {
    const guest = await server.caller(null);
    expect(await guest.auth.resetLink({ token: "not a token" })).toEqual({ state: "unknown" });
    await expectRefused(guest.auth.resetPassword({ token: "A".repeat(43), newPassword: "whatever1", confirmPassword: "whatever1" }), "RESET_LINK_INVALID");
    const frank = await newPlayer(server);
    const { token } = await issue(frank);
    for (let i = 0; i < RESET_LINK_MAX_MISSES; i++) await guest.auth.resetLink({ token: `${"B".repeat(40)}${String(i).padStart(3, "0")}` }).catch(() => null);
    await expectRefused(guest.auth.resetLink({ token }), "LOGIN_THROTTLED", "TOO_MANY_REQUESTS");
    await expectRefused(guest.auth.resetPassword({ token, newPassword: "whatever1", confirmPassword: "whatever1" }), "LOGIN_THROTTLED", "TOO_MANY_REQUESTS");
    // The window passes: the address may try again, and the right link still works.
    server.clock.advance(15 * 60_000);
    expect(await guest.auth.resetLink({ token })).toMatchObject({ state: "valid" });
  });
});
