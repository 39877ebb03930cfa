import { afterEach, beforeEach, expect, it } from "vitest";
import { userProfile } from "../../../src/application/accounts/user-profile";
import { setSecurityCode } from "../../../src/application/accounts/set-security-code";
import { units } from "../../../src/domain/money";
import { inviteCodeOf } from "../../../src/domain/agents/invite-code-rules";
import type { Store } from "../../../src/ports/store";
import { forEachStore } from "../../support/stores";
import { agent, codeOf, fund, recruit, scene, unwrap, type Scene } from "../query-fixtures";

forEachStore((_name, open) => {
  let store: Store;
  let s: Scene;
  beforeEach(async () => {
    store = await open();
    s = await scene(store);
  });
  afterEach(() => store.close());

  it("shows a player their own account, money and flags, without an invite code", async () => {
    const boss = await agent(s);
    const player = await recruit(s, boss);
    await fund(s, player.id, units(250));
    const profile = unwrap(await userProfile(s.app.deps, player.id));
    expect(profile).toMatchObject({
      id: player.id,
      username: player.username,
      groupId: 1,
      role: "player",
      moneyMinor: units(250),
      lockedMinor: 0,
      withdrawingMinor: 0,
      inviteCode: null,
      securityCodeSet: false,
      buyBanned: false,
      chatBanned: false,
    });
    expect(profile).not.toHaveProperty("passwordHash");
    expect(profile).not.toHaveProperty("securityCodeHash");
  });

  it("gives an agent their invite code (id + 100000) and tells whether a security code is set", async () => {
    const boss = await agent(s);
    unwrap(await setSecurityCode(s.app.deps, { userId: boss.id, newCode: "135790" }));
    const profile = unwrap(await userProfile(s.app.deps, boss.id));
    expect(profile.inviteCode).toBe(inviteCodeOf(boss.id));
    expect(profile.inviteCode).toBe(boss.id + 100000);
    expect(profile.securityCodeSet).toBe(true);
  });

  it("refuses an unknown user", async () => {
    expect(codeOf(await userProfile(s.app.deps, 987654))).toBe("USER_NOT_FOUND");
  });
});
