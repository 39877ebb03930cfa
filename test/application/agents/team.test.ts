import { afterEach, beforeEach, expect, it } from "vitest";
import { teamMembers } from "../../../src/application/agents/team";
import { units } from "../../../src/domain/money";
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

  it("pages an agent's direct subordinates 20 at a time, newest first, with their money and the total", async () => {
    const boss = await agent(s);
    const members = [];
    for (let i = 0; i < 23; i++) {
      s.app.clock.advance(1_000);
      members.push(await recruit(s, boss));
    }
    await fund(s, members[22]!.id, units(150));
    await recruit(s, await agent(s)); // someone else's team

    const first = unwrap(await teamMembers(s.app.deps, boss.id));
    expect(first.total).toBe(23);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toEqual({ id: members[22]!.id, username: members[22]!.username, moneyMinor: units(150), createdAtMs: members[22]!.createdAtMs });
    const second = unwrap(await teamMembers(s.app.deps, boss.id, { page: 2 }));
    expect(second.items.map((m) => m.id)).toEqual(members.slice(0, 3).reverse().map((m) => m.id));
    expect(second.total).toBe(23);
  });

  it("is for agents only, and refuses page sizes over 100", async () => {
    const boss = await agent(s);
    const player = await recruit(s, boss);
    expect(codeOf(await teamMembers(s.app.deps, player.id))).toBe("FORBIDDEN");
    expect(codeOf(await teamMembers(s.app.deps, 987654))).toBe("USER_NOT_FOUND");
    expect(codeOf(await teamMembers(s.app.deps, boss.id, { page: 1, pageSize: 101 }))).toBe("INVALID_INPUT");
    expect(unwrap(await teamMembers(s.app.deps, boss.id, { page: 9 })).items).toEqual([]);
  });
});
