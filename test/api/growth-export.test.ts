import { afterAll, beforeAll, expect, it } from "vitest";
import { payOut } from "../../src/application/growth/pay-out";
import { inTransaction, type Work } from "../../src/application/unit-of-work";
import { GROUP } from "../../src/domain/accounts/user";
import { PLAY_TYPE } from "../../src/domain/betting/outcome";
import { payoutKey, type PayoutKind } from "../../src/domain/growth/payout";
import { formatMoney } from "../../src/domain/money";
import { TEST_ORIGIN, type TestServer } from "../support/server";
import { currentRound, finishRound, newPlayer, ROOM, sqliteServer, TODAY, type Player } from "../trpc/helpers";

/**
 * The growth pages' CSV downloads: the report (each day, the total, each game, each agent's team) and the payouts
 * history, in the operator's language, with the same days as the screens, refused in words when the days are
 * wrong, for operators only, each export on the audit trail.
 */
let server: TestServer;
let operator: Player;
let agent: Player;
let alice: Player;
let wins: number;
beforeAll(async () => {
  server = await sqliteServer();
  operator = await newPlayer(server, { role: "operator" });
  agent = await newPlayer(server, { groupId: GROUP.agent });
  alice = await newPlayer(server, { inviter: agent.user, depositMinor: 100_000 });
  await alice.call.bet.place({ roomId: ROOM, issue: currentRound(server).issue, playTypes: [PLAY_TYPE.big], stake: "100", expectedTotal: "100" });
  await finishRound(server);
  wins = (await alice.call.records.bets({ from: TODAY, to: TODAY })).items[0]!.payoutMinor;
  type PayWork = Work<"INSUFFICIENT_FUNDS" | "IDEMPOTENCY_CONFLICT">;
  const pay = (kind: PayoutKind, userId: number, amountMinor: number, once: string) =>
    inTransaction(server.deps, (work: PayWork) => payOut(work, { key: payoutKey(kind, userId, once), kind, userId, amountMinor, periodKey: TODAY, source: kind, detail: "{}", mark: kind, atMs: server.clock.nowMs() }));
  await pay("rebate", alice.user.id, 40, `${TODAY}:40`);
  await pay("commission", agent.user.id, 50, TODAY);
});
afterAll(() => server.close());

const download = (path: string, token: string | null, lang = "en") => server.app.request(`${TEST_ORIGIN}${path}`, { headers: { "x-lang": lang, ...(token ? { cookie: `sid=${token}` } : {}) } });
const lines = async (response: Response) => new TextDecoder().decode(new Uint8Array(await response.arrayBuffer()).subarray(3)).split("\r\n").slice(0, -1);

it("downloads the report: each day, the total, each game and each agent's team, the house before and after the payments", async () => {
  const response = await download(`/admin/export/growth-report.csv?from=2026-11-21&to=${TODAY}`, operator.token);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-disposition")).toBe('attachment; filename="growth-report-2026-11-22.csv"');
  const gross = formatMoney(10_000 - wins);
  const net = formatMoney(10_000 - wins - 90);
  expect(await lines(response)).toEqual([
    "Line,Day / game / agent,Players,Bets,Turnover,Payout,Rebates,Commissions,Bonuses,House result before growth payments,House result after growth payments",
    "Day,2026-11-21,,0,0.00,0.00,0.00,0.00,0.00,0.00,0.00",
    `Day,2026-11-22,,1,100.00,${formatMoney(wins)},0.40,0.50,0.00,${gross},${net}`,
    `Total,2026-11-21 – 2026-11-22,,1,100.00,${formatMoney(wins)},0.40,0.50,0.00,${gross},${net}`,
    `Game,Singapore,,1,100.00,${formatMoney(wins)},,,,${gross},`,
    `Agent,${agent.user.username},1,1,100.00,${formatMoney(wins)},0.40,0.50,0.00,${gross},${net}`,
  ]);
});

it("downloads the payouts history in traditional Chinese, by kind, and writes the export on the audit trail", async () => {
  const response = await download(`/admin/export/growth-payouts.csv?from=${TODAY}&to=${TODAY}&kind=rebate`, operator.token, "tw");
  const [header, ...rows] = await lines(response);
  expect(header).toBe("編號,時間,種類,會員編號,帳號,暱稱,金額,期間,發放依據");
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatch(new RegExp(`^\\d+,2026-11-22 \\d\\d:\\d\\d:\\d\\d,返水,${alice.user.id},${alice.user.username},.*,0\\.40,2026-11-22,rebate$`));
  const audit = await server.deps.store.read((tx) => tx.audit.list({ operatorId: operator.user.id, action: "list.export", targetType: null, targetId: null }, { offset: 0, limit: 10 }));
  expect(audit[0]).toMatchObject({ target: { type: "list", id: "growth-payouts" }, after: { filters: { from: TODAY, to: TODAY, kind: "rebate" } } });
});

it("refuses days that are not a range, a kind it does not know, and anyone but an operator", async () => {
  for (const path of ["/admin/export/growth-report.csv?from=2026-11-22&to=2026-11-01", "/admin/export/growth-report.csv", "/admin/export/growth-payouts.csv?from=2026-01-01&to=2026-11-22", `/admin/export/growth-payouts.csv?from=${TODAY}&to=${TODAY}&kind=gift`]) {
    const response = await download(path, operator.token);
    expect(response.status, path).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe("INVALID_INPUT");
  }
  expect((await download(`/admin/export/growth-report.csv?from=${TODAY}&to=${TODAY}`, agent.token)).status).toBe(403);
  expect((await download(`/admin/export/growth-payouts.csv?from=${TODAY}&to=${TODAY}`, null)).status).toBe(401);
});
