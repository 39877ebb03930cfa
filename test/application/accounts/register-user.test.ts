import { describe, expect, it } from "vitest";
import { registerUser } from "../../../src/application/accounts/register-user";
import { GROUP } from "../../../src/domain/accounts/user";
import { appPerTest } from "../../support/app-per-test";
import { forEachStore } from "../../support/stores";
import { newUser, refusal, unwrap } from "../wallet-fixtures";

forEachStore((_name, open) => {
  const t = appPerTest(open, { games: false });

  describe("registerUser", () => {
    it("registers a player invited by an existing user's invite code, with a hashed password", async () => {
      const inviter = await newUser(t.app, { groupId: GROUP.agent });
      const user = unwrap(await registerUser(t.app.deps, { username: " newbie_1 ", password: "hunter22", inviteCode: String(inviter.id + 100000) }));
      expect(user).toMatchObject({
        username: "newbie_1",
        groupId: GROUP.player,
        role: "player",
        inviterId: inviter.id,
        isSimulated: false,
        securityCodeHash: null,
        waterLimitPercent: 100,
        createdAtMs: t.app.clock.nowMs(),
      });
      expect(user.passwordHash).not.toContain("hunter22");
      expect(await t.app.deps.hasher.verify(user.passwordHash, "hunter22")).toBe(true);
    });

    it("accepts a plain user id as invite code", async () => {
      const inviter = await newUser(t.app);
      const user = unwrap(await registerUser(t.app.deps, { username: "plain_id", password: "hunter22", inviteCode: String(inviter.id) }));
      expect(user.inviterId).toBe(inviter.id);
    });

    it("refuses in SPEC order: username, password, invite code, inviter", async () => {
      const all = { username: "", password: "", inviteCode: "" };
      expect(refusal(await registerUser(t.app.deps, all))).toEqual({ code: "USERNAME_REQUIRED" });
      expect(refusal(await registerUser(t.app.deps, { ...all, username: "a b" }))).toMatchObject({ code: "USERNAME_INVALID" });
      expect(refusal(await registerUser(t.app.deps, { ...all, username: "good_name" }))).toEqual({ code: "PASSWORD_REQUIRED" });
      expect(refusal(await registerUser(t.app.deps, { ...all, username: "good_name", password: "short" }))).toMatchObject({ code: "PASSWORD_INVALID" });
      expect(refusal(await registerUser(t.app.deps, { ...all, username: "good_name", password: "hunter22" }))).toEqual({ code: "INVITE_CODE_REQUIRED" });
      expect(refusal(await registerUser(t.app.deps, { username: "good_name", password: "hunter22", inviteCode: "abc" }))).toEqual({ code: "INVITER_NOT_FOUND" });
      expect(refusal(await registerUser(t.app.deps, { username: "good_name", password: "hunter22", inviteCode: "100777" }))).toEqual({ code: "INVITER_NOT_FOUND" });
      expect(await t.store.read((tx) => tx.users.byUsername("good_name"))).toBeNull();
    });

    it("accepts an empty invite code when the operator opened sign-up (OPEN_SIGNUP), still checking a code that is given", async () => {
      const open = { ...t.app.deps, openSignup: true };
      const user = unwrap(await registerUser(open, { username: "walk_in", password: "hunter22", inviteCode: "" }));
      expect(user).toMatchObject({ username: "walk_in", inviterId: null, groupId: 1, role: "player" });
      expect(refusal(await registerUser(open, { username: "walk_in2", password: "hunter22", inviteCode: "100777" }))).toEqual({ code: "INVITER_NOT_FOUND" });
      expect(refusal(await registerUser(t.app.deps, { username: "walk_in3", password: "hunter22" }))).toEqual({ code: "INVITE_CODE_REQUIRED" });
    });

    it("refuses a username taken in any letter case", async () => {
      const first = await newUser(t.app);
      expect(refusal(await registerUser(t.app.deps, { username: first.username.toUpperCase(), password: "hunter22", inviteCode: String(first.id) }))).toEqual({
        code: "USERNAME_TAKEN",
      });
    });

    it("lets only a trusted caller create agents, visitors, operators and bots without an invite code", async () => {
      const operator = unwrap(await registerUser(t.app.deps, { username: "ops_1", password: "hunter22" }, { systemAccount: true, role: "operator" }));
      expect(operator).toMatchObject({ role: "operator", groupId: GROUP.player, inviterId: null });
      const agent = await newUser(t.app, { groupId: GROUP.agent });
      expect(agent.groupId).toBe(GROUP.agent);
      const bot = await newUser(t.app, { isSimulated: true, nickname: "Bot 1" });
      expect(bot).toMatchObject({ isSimulated: true, nickname: "Bot 1" });
      // A public input carries no group: extra fields from the wire are simply not read.
      const sneaky = { username: "sneaky", password: "hunter22", inviteCode: String(agent.id), groupId: GROUP.agent, role: "operator" };
      expect(unwrap(await registerUser(t.app.deps, sneaky))).toMatchObject({ groupId: GROUP.player, role: "player" });
    });

    it("gives a new user empty balances", async () => {
      const user = await newUser(t.app);
      expect(await t.store.read((tx) => tx.ledger.balancesOfUser(user.id))).toEqual({ availableMinor: 0, lockedMinor: 0, withdrawingMinor: 0 });
    });
  });
});
