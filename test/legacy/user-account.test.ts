import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionFor, testServer, type TestServer } from "../support/server";
import { forEachStore } from "../support/stores";
import { call, expectRefused, msg, okData, PASSWORD, player, type Player } from "./support";

async function isTrue(server: TestServer, p: Player): Promise<boolean> {
  return (okData(await call(server, "user/safetyInfo", {}, { token: p.token })) as { isTrue: boolean }).isTrue;
}

/** Whether `code` is the player's security code now: a withdrawal of 100 with it either goes through or is refused for the code. */
async function withdrawWith(server: TestServer, p: Player, code: string): Promise<number> {
  return (await call(server, "user/withdrawAction", { type: 0, money: "100", securityCode: code }, { token: p.token })).json.code;
}

forEachStore((_name, open) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await testServer(await open());
  });
  afterAll(() => server.close());

  describe("POST user/safetyInfo and user/setSafety", () => {
    it("first time: only new_code is sent; safetyInfo turns isTrue", async () => {
      const p = await player(server);
      expect(okData(await call(server, "user/safetyInfo", {}, { token: p.token }))).toEqual({ isTrue: false });
      const reply = await call(server, "user/setSafety", { new_code: "246810" }, { token: p.token });
      expect(reply.json).toMatchObject({ code: 1, msg: "設定成功", data: null });
      expect(await isTrue(server, p)).toBe(true);
    });

    it("changing: after_code is the current code, new_code the new one", async () => {
      const p = await player(server, { money: "1000" });
      // No turnover asked of this player: the old code, not the turnover, must be what refuses.
      await server.deps.store.transaction((tx) => tx.users.update(p.user.id, { waterLimitPercent: 0 }));
      okData(await call(server, "user/setSafety", { new_code: "111111" }, { token: p.token, kind: "form" }));
      const changed = await call(server, "user/setSafety", { new_code: "222222", after_code: "111111", lang: "en" }, { token: p.token, kind: "multipart" });
      expect(changed.json).toMatchObject({ code: 1, msg: "Set successfully" });
      okData(await call(server, "user/setPayInfo", { type: 0, acc: "Chen Mei", acc_name: "6222021234567890", acc_bank: "Bank of Taiwan" }, { token: p.token }));
      expect(await withdrawWith(server, p, "111111")).toBe(0);
      expect(await withdrawWith(server, p, "222222")).toBe(1);
    });

    it("refuses a change without the current code, or with a wrong one (which counts), in tw and en", async () => {
      const p = await player(server);
      okData(await call(server, "user/setSafety", { new_code: "111111" }, { token: p.token }));
      for (const lang of ["tw", "en"] as const) {
        expectRefused(await call(server, "user/setSafety", { new_code: "222222", lang }, { token: p.token }), "SECURITY_CODE_OLD_REQUIRED", lang);
      }
      expectRefused(await call(server, "user/setSafety", { new_code: "222222", after_code: "999999", lang: "tw" }, { token: p.token }), "SECURITY_CODE_WRONG", "tw", { remaining: 4 });
      expectRefused(await call(server, "user/setSafety", { new_code: "222222", after_code: "999999", lang: "en" }, { token: p.token }), "SECURITY_CODE_WRONG", "en", { remaining: 3 });
      // Unchanged: the old code still changes it.
      okData(await call(server, "user/setSafety", { new_code: "333333", after_code: "111111" }, { token: p.token }));
    });

    it("refuses a code that is not 6 digits, or that equals the login password, and sets nothing", async () => {
      const p = await player(server, { password: "135246" });
      for (const code of ["12345", "1234567", "abcdef", "12 456"]) {
        for (const lang of ["tw", "en"] as const) {
          expectRefused(await call(server, "user/setSafety", { new_code: code, lang }, { token: p.token }), "SECURITY_CODE_FORMAT", lang, { length: 6 });
        }
      }
      // The original client never sends after_code alone: it is the current code, so nothing new is set.
      expectRefused(await call(server, "user/setSafety", { after_code: "123456", lang: "en" }, { token: p.token }), "SECURITY_CODE_FORMAT", "en", { length: 6 });
      expectRefused(await call(server, "user/setSafety", { new_code: "135246", lang: "tw" }, { token: p.token }), "SECURITY_CODE_SAME_AS_PASSWORD", "tw");
      expectRefused(await call(server, "user/setSafety", { new_code: "135246", lang: "en" }, { token: p.token, kind: "form" }), "SECURITY_CODE_SAME_AS_PASSWORD", "en");
      expectRefused(await call(server, "user/setSafety", { new_code: { code: "123456" }, lang: "en" }, { token: p.token }), "INVALID_INPUT", "en");
      expectRefused(await call(server, "user/setSafety", { new_code: "123456", after_code: ["1"], lang: "tw" }, { token: p.token }), "INVALID_INPUT", "tw");
      expect(await isTrue(server, p)).toBe(false);
    });
  });

  describe("POST user/newPass", () => {
    it("changes the password given the current one (after_pass): the new one logs in, the old one no longer", async () => {
      const p = await player(server);
      const reply = await call(server, "user/newPass", { new_pass: "fresh-pass-1", after_pass: PASSWORD }, { token: p.token });
      expect(reply.json).toMatchObject({ code: 1, msg: "設定成功" });
      expect((await call(server, "user/login", { account: p.user.username, password: "fresh-pass-1" })).json.code).toBe(1);
      expect((await call(server, "user/login", { account: p.user.username, password: PASSWORD })).json.code).toBe(0);
    });

    it("ends every other session of the account and keeps the one it was changed from", async () => {
      const p = await player(server);
      const other = await sessionFor(server, p.user.id);
      expect((await call(server, "user/userInfo", {}, { token: other })).json.code).toBe(1);
      okData(await call(server, "user/newPass", { new_pass: "fresh-pass-3", after_pass: PASSWORD }, { token: p.token }));
      expect((await call(server, "user/userInfo", {}, { token: other })).json.code).not.toBe(1);
      expect((await call(server, "user/userInfo", {}, { token: p.token })).json.code).toBe(1);
    });

    it("counts wrong current passwords like failed logins: after five, even the right one is throttled", async () => {
      const p = await player(server);
      for (let i = 0; i < 5; i++) {
        expectRefused(await call(server, "user/newPass", { new_pass: "fresh-pass-4", after_pass: `guess-${i}` }, { token: p.token }), "PASSWORD_WRONG");
        server.clock.advance(60_000); // past each growing delay
      }
      expectRefused(await call(server, "user/newPass", { new_pass: "fresh-pass-4", after_pass: PASSWORD }, { token: p.token }), "LOGIN_THROTTLED", "tw", { minutes: 15 });
      expect((await call(server, "user/login", { account: p.user.username, password: PASSWORD })).json).toMatchObject({ code: 0, msg: msg("LOGIN_THROTTLED", "tw", { minutes: 15 }) });
    });

    it("refuses a wrong current password, missing fields and a weak new one, in tw and en, changing nothing", async () => {
      const p = await player(server);
      const cases: [Record<string, unknown>, Parameters<typeof expectRefused>[1], Record<string, string | number>?][] = [
        [{ new_pass: "fresh-pass-1", after_pass: "wrong-pass" }, "PASSWORD_WRONG"],
        [{ new_pass: "fresh-pass-1" }, "PASSWORD_REQUIRED", { field: "old_password" }],
        [{ after_pass: PASSWORD }, "PASSWORD_REQUIRED", { field: "new_password" }],
        [{ new_pass: "abc", after_pass: PASSWORD }, "PASSWORD_INVALID", { min: 6, max: 64 }],
        [{ new_pass: "x".repeat(65), after_pass: PASSWORD }, "PASSWORD_INVALID", { min: 6, max: 64 }],
        [{ new_pass: { p: "fresh-pass-1" }, after_pass: PASSWORD }, "INVALID_INPUT"],
        [{ new_pass: "fresh-pass-1", after_pass: [PASSWORD] }, "INVALID_INPUT"],
      ];
      for (const [body, key, params] of cases) {
        for (const lang of ["tw", "en"] as const) expectRefused(await call(server, "user/newPass", { ...body, lang }, { token: p.token }), key, lang, params);
      }
      expectRefused(await call(server, "user/newPass", { new_pass: "fresh-pass-1", after_pass: "wrong-pass", lang: "en" }, { token: p.token, kind: "form" }), "PASSWORD_WRONG", "en");
      // Still the old password (once the growing delay after three wrong ones has passed).
      server.clock.advance(2_000);
      okData(await call(server, "user/newPass", { new_pass: "fresh-pass-2", after_pass: PASSWORD }, { token: p.token, kind: "multipart" }));
    });
  });

  describe("POST user/profile", () => {
    it("saves nickname and mobile; the username is read-only and one's own is accepted", async () => {
      const p = await player(server);
      const reply = await call(server, "user/profile", { username: p.user.username.toUpperCase(), nickname: " Mei ", mobile: "+886 912-345-678" }, { token: p.token });
      expect(reply.json.msg).toBe("儲存成功");
      expect(okData(reply)).toEqual({ username: p.user.username, nickname: "Mei", mobile: "+886 912-345-678", idcard: "" });
      const info = (await call(server, "user/userInfo", {}, { token: p.token })).json.msg as Record<string, unknown>;
      expect(info).toMatchObject({ username: p.user.username, nickname: "Mei", mobile: "+886 912-345-678" });
    });

    it("leaves a field that is not sent as it was (form and multipart bodies)", async () => {
      const p = await player(server);
      okData(await call(server, "user/profile", { nickname: "Mei", mobile: "0912" }, { token: p.token, kind: "form" }));
      expect(okData(await call(server, "user/profile", { mobile: "0913", lang: "en" }, { token: p.token, kind: "multipart" }))).toEqual({ username: p.user.username, nickname: "Mei", mobile: "0913", idcard: "" });
    });

    it("stores idcard, which userInfo then carries (the original client wants it before its withdraw screen)", async () => {
      const p = await player(server);
      expect(((await call(server, "user/userInfo", {}, { token: p.token })).json.msg as Record<string, unknown>).idcard).toBe("");
      expect(okData(await call(server, "user/profile", { idcard: " a123456789 " }, { token: p.token }))).toMatchObject({ idcard: "A123456789", nickname: "" });
      const info = (await call(server, "user/userInfo", {}, { token: p.token })).json.msg as Record<string, unknown>;
      expect(info).toMatchObject({ idcard: "A123456789", profit: "0.00", today_profit: "0.00", score: "0.00" });
      for (const idcard of ["A1234<script>", "9".repeat(33), { id: 1 }]) expectRefused(await call(server, "user/profile", { idcard, lang: "en" }, { token: p.token }), "INVALID_INPUT", "en");
      expect(((await call(server, "user/userInfo", {}, { token: p.token })).json.msg as Record<string, unknown>).idcard).toBe("A123456789");
    });

    it("refuses another username, an oversized nickname, a malformed mobile and non-text fields, changing nothing", async () => {
      const p = await player(server);
      const other = await player(server);
      okData(await call(server, "user/profile", { nickname: "Mei", mobile: "0912" }, { token: p.token }));
      const cases: Record<string, unknown>[] = [
        { username: other.user.username, nickname: "Hacked" },
        { nickname: "n".repeat(33) },
        { nickname: "bad\u0000name" },
        { mobile: "call me" },
        { mobile: "1".repeat(21) },
        { nickname: { first: "Mei" } },
        { mobile: [1, 2] },
        { username: { u: 1 } },
      ];
      for (const body of cases) {
        for (const lang of ["tw", "en"] as const) expectRefused(await call(server, "user/profile", { ...body, lang }, { token: p.token }), "INVALID_INPUT", lang);
      }
      const info = (await call(server, "user/userInfo", {}, { token: p.token })).json.msg as Record<string, unknown>;
      expect(info).toMatchObject({ username: p.user.username, nickname: "Mei", mobile: "0912" });
      const otherInfo = (await call(server, "user/userInfo", {}, { token: other.token })).json.msg as Record<string, unknown>;
      expect(otherInfo).toMatchObject({ nickname: "" });
    });
  });
  describe("POST user/register", () => {
    it("links the inviter whose user id the client sends in inviter_id (the code minus 100000, already taken off)", async () => {
      const agent = await player(server, { groupId: 3 });
      const username = `lr${process.pid % 1000}a`;
      const reply = await call(server, "user/register", { username, password: PASSWORD, group_id: 1, inviter_id: String(agent.user.id) });
      const data = (okData(reply) as { userinfo: { user_id: number } }).userinfo;
      const created = await server.deps.store.read((tx) => tx.users.byId(data.user_id));
      expect(created).toMatchObject({ username, inviterId: agent.user.id });
    });

    it("does not take the offset off a second time: an inviter_id of the agent's displayed code names no one", async () => {
      const agent = await player(server, { groupId: 3 });
      const username = `lr${process.pid % 1000}b`;
      expectRefused(await call(server, "user/register", { username, password: PASSWORD, group_id: 1, inviter_id: String(agent.user.id + 100000) }), "INVITER_NOT_FOUND");
      expect(await server.deps.store.read((tx) => tx.users.byUsername(username))).toBeNull();
    });
  });
});
