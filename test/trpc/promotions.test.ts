import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GROUP } from "../../src/domain/accounts/user";
import { units } from "../../src/domain/money";
import type { TestServer } from "../support/server";
import { expectRefused, expectTranslated, newPlayer, sqliteServer, type Player } from "./helpers";

/**
 * The promotion procedures in process: the console creates, lists, pauses and ends; the player reads the running
 * ones in their language and claims; bad input, visitors and unknown or other promotions' ids are clear refusals
 * that change nothing.
 */
const terms = Object.fromEntries(["zh", "tw", "en", "jp", "kor"].map((lang) => [lang, { title: `Lucky ${lang}`, body: `Rules ${lang}` }])) as Record<"zh" | "tw" | "en" | "jp" | "kor", { title: string; body: string }>;

let server: TestServer;
let operator: Player;
let alice: Player;
let bob: Player;
let guest: Player;
beforeAll(async () => {
  server = await sqliteServer();
  operator = await newPlayer(server, { role: "operator" });
  alice = await newPlayer(server, { lang: "en", depositMinor: units(100) });
  bob = await newPlayer(server, { lang: "en" });
  guest = await newPlayer(server, { groupId: GROUP.visitor });
});
afterAll(() => server.close());

const form = () => {
  const nowMs = server.clock.nowMs();
  return { id: null, kind: "check_in" as const, terms, startMs: nowMs - 1_000, endMs: nowMs + 86_400_000 * 3, amount: "8.88", minLevel: 0, newPlayersOnly: false, minDeposit: "100", onePerAddress: false, wageringMultiple: 2 };
};

describe("promotions", () => {
  it("the console creates one; the player sees its terms in their language, claims it once, and the wagering left", async () => {
    const saved = await operator.call.admin.promotions.save(form());
    expect(saved).toMatchObject({ status: "running", reward: { kind: "check_in", amountMinor: 888 } });
    const before = await alice.call.promotions.list();
    expect(before.promotions).toEqual([expect.objectContaining({ id: saved.id, title: "Lucky en", body: "Rules en", claimable: true, claimedMinor: 0 })]);
    expect(await alice.call.promotions.claim({ id: saved.id })).toMatchObject({ amountMinor: 888 });
    await expectRefused(alice.call.promotions.claim({ id: saved.id }), "PROMOTION_ALREADY_CLAIMED", "BAD_REQUEST");
    const after = await alice.call.promotions.list();
    expect(after.promotions[0]).toMatchObject({ claimedMinor: 888, claimedNow: true, claimable: false });
    expect(after.wageringLeftMinor).toBe(1_776);
    expect(await alice.call.wallet.turnover()).toMatchObject({ wageringLeftMinor: 1_776 });
    // Another player's list shows their own claims only, and none of Alice's wagering.
    const bobs = await bob.call.promotions.list();
    expect(bobs.promotions.find((p) => p.id === saved.id)).toMatchObject({ claimedMinor: 0, claimedNow: false });
    expect(bobs.wageringLeftMinor).toBe(0);
    const listed = await operator.call.admin.promotions.list();
    expect(listed.find((p) => p.id === saved.id)).toMatchObject({ claimedMinor: 888, claims: 1 });
  });

  it("a player without the deposit, a visitor and an unknown id are refused, translated", async () => {
    const saved = await operator.call.admin.promotions.save(form());
    await expectRefused(bob.call.promotions.claim({ id: saved.id }), "PROMOTION_DEPOSIT_REQUIRED");
    await expectRefused(guest.call.promotions.claim({ id: saved.id }), "VISITOR_NOT_ALLOWED");
    await expectRefused(alice.call.promotions.claim({ id: 987_654 }), "PROMOTION_NOT_FOUND");
    await expectTranslated(server, "mutation", "promotions.claim", { id: saved.id }, "PROMOTION_DEPOSIT_REQUIRED", { token: bob.token });
    expect((await bob.call.wallet.get()).moneyMinor).toBe(0);
  });

  it("players cannot reach the console's procedures; a visitor without a session cannot list", async () => {
    await expectRefused(alice.call.admin.promotions.save(form()), "FORBIDDEN");
    await expectRefused(alice.call.admin.promotions.setStatus({ id: 1, status: "ended" }), "FORBIDDEN");
    const anonymous = await server.caller(null);
    await expectRefused(anonymous.promotions.list(), "NOT_LOGGED_IN");
  });

  it("bad input names the field and saves nothing; pause hides it; ended is final", async () => {
    const count = (await operator.call.admin.promotions.list()).length;
    await expectRefused(operator.call.admin.promotions.save({ ...form(), amount: "-1" }), "PROMOTION_INVALID");
    await expectRefused(operator.call.admin.promotions.save({ ...form(), terms: { ...terms, jp: { title: " ", body: "x" } } }), "PROMOTION_INVALID");
    await expectRefused(operator.call.admin.promotions.save({ ...form(), kind: "lottery" as never }), "INVALID_INPUT");
    await expectTranslated(server, "mutation", "admin.promotions.save", { ...form(), wageringMultiple: 101 }, "PROMOTION_INVALID", { token: operator.token });
    expect(await operator.call.admin.promotions.list()).toHaveLength(count);

    const saved = await operator.call.admin.promotions.save(form());
    await operator.call.admin.promotions.setStatus({ id: saved.id, status: "paused" });
    expect((await alice.call.promotions.list()).promotions.map((p) => p.id)).not.toContain(saved.id);
    await expectRefused(alice.call.promotions.claim({ id: saved.id }), "PROMOTION_NOT_RUNNING");
    await operator.call.admin.promotions.setStatus({ id: saved.id, status: "ended" });
    await expectRefused(operator.call.admin.promotions.setStatus({ id: saved.id, status: "running" }), "PROMOTION_INVALID");
    await expectRefused(operator.call.admin.promotions.setStatus({ id: 987_654, status: "paused" }), "PROMOTION_NOT_FOUND");
  });
});
