import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testServer, type TestServer } from "../support/server";
import { forEachStore } from "../support/stores";
import { currentRound, msg, player, readyToWithdraw, SECURITY_CODE, type Player } from "./support";

/** Every legacy call that changes something, with a body that would change it. */
const MUTATIONS = (server: TestServer): [string, Record<string, unknown>][] => [
  ["Lottery/playOrder", { issue: currentRound(server).issue, plan_id: 11, game_id: 1, play_type: "1", money: "10" }],
  ["user/setPayInfo", { type: 0, acc: "Evil Holder", acc_name: "6222029999999999", acc_bank: "Evil Bank", mark: "" }],
  ["user/setSafety", { new_code: "999999", after_code: SECURITY_CODE }],
  ["user/newPass", { new_pass: "evil-pass-1", after_pass: "secret123" }],
  ["user/withdrawAction", { type: 0, money: "100", securityCode: SECURITY_CODE }],
  ["user/recharge", { money: "500", type: "TWD" }],
  ["user/closeGameResult", { order_id: 1 }],
  ["user/profile", { nickname: "pwned", idcard: "X1" }],
];

/** What a victim's account looks like, to show nothing changed. */
async function snapshot(server: TestServer, p: Player) {
  return server.deps.store.read(async (tx) => ({
    user: await tx.users.byId(p.user.id),
    balances: await tx.ledger.balancesOfUser(p.user.id),
    card: await tx.payoutMethods.get(p.user.id, 0),
    bets: (await tx.bets.ofUserInRound(p.user.id, 1, currentRound(server).issue)).length,
  }));
}

/** A form another site's page posts to us: the browser adds the player's cookie and says where the page came from. */
async function crossSite(server: TestServer, path: string, body: Record<string, unknown>, cookie: string, headers: Record<string, string>) {
  const response = await server.app.request(`http://lottery.test/index.php/api/${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie, ...headers },
    body: new URLSearchParams(Object.entries({ lang: "en", ...body }).map(([k, v]) => [k, String(v)])).toString(),
  });
  return { status: response.status, json: (await response.json()) as { code: number; msg: unknown } };
}

forEachStore((_name, open) => {
  describe("legacy calls authenticated by a cookie", () => {
    let server: TestServer;
    let victim: Player;
    beforeAll(async () => {
      server = await testServer(await open());
      victim = await player(server, { money: "1000" });
      await readyToWithdraw(server, victim.user.id);
    });
    afterAll(() => server.close());

    it("refuse every change another site's page asks for (Origin, Sec-Fetch-Site, or neither), with sid or token cookies alike; nothing changes", async () => {
      const before = await snapshot(server, victim);
      for (const cookie of [`sid=${victim.token}`, `token=${victim.token}`]) {
        for (const headers of [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }, {}] as Record<string, string>[]) {
          for (const [path, body] of MUTATIONS(server)) {
            const reply = await crossSite(server, path, body, cookie, headers);
            expect(reply.status, `${path} ${JSON.stringify(headers)}`).toBe(200);
            expect(reply.json, `${path} ${JSON.stringify(headers)}`).toMatchObject({ code: 0, msg: msg("FORBIDDEN", "en") });
          }
        }
      }
      expect(await snapshot(server, victim)).toEqual(before);
    });

    it("still answer the same site's page with its cookie, and any origin with the token header (what the original app sends)", async () => {
      const profile = { nickname: "Mei" };
      const same = await crossSite(server, "user/profile", profile, `sid=${victim.token}`, { origin: "http://lottery.test", "sec-fetch-site": "same-origin" });
      expect(same.json, "same site").toMatchObject({ code: 1 });
      const header = await crossSite(server, "user/profile", { nickname: "Mei2" }, "", { origin: "https://app.example", token: victim.token });
      expect(header.json, "header").toMatchObject({ code: 1 });
      // Reads are not changes: a cookie from anywhere may read (the browser does not let the other site see the answer).
      const read = await crossSite(server, "user/safetyInfo", {}, `sid=${victim.token}`, { origin: "https://evil.example" });
      expect(read.json.code).toBe(1);
    });
  });
});
