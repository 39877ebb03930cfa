import { afterAll, beforeAll, expect, it } from "vitest";
import { translate } from "../../adapters/i18n";
import { queueFixture } from "../support/queue-fixture";
import { TEST_ORIGIN, testServer, type TestServer } from "../support/server";
import { forEachStore } from "../support/stores";
import { currentRound, finishRound, GAME, newPlayer, ROOM, type Player } from "../trpc/helpers";
import { PLAY_TYPE } from "../../src/domain/betting/outcome";
import { payoutMinor } from "../../src/domain/betting/odds";

/**
 * The console's lists download as CSV (issue 37, item 13): operators only,
 * with the screen's filters applied, a UTF-8 BOM so a spreadsheet reads
 * Chinese names, fields quoted per RFC 4180, formulas neutralised, and an
 * audit line for every export.
 */
forEachStore((_name, open) => {
  let server: TestServer;
  let fixture: Awaited<ReturnType<typeof queueFixture>>;
  let player: Player;
  beforeAll(async () => {
    server = await testServer(await open());
    fixture = await queueFixture(server);
    player = await newPlayer(server);
  });
  afterAll(() => server.close());

  const download = (path: string, token: string | null, lang = "en") =>
    server.app.request(`${TEST_ORIGIN}${path}`, { headers: { "x-lang": lang, ...(token ? { cookie: `sid=${token}` } : {}) } });
  const lines = (bytes: Uint8Array) => new TextDecoder().decode(bytes.subarray(3)).split("\r\n").slice(0, -1);
  const exports = () =>
    server.deps.store.read((tx) => tx.audit.list({ operatorId: fixture.operator.user.id, action: "list.export", targetType: null, targetId: null }, { offset: 0, limit: 50 }));

  it("downloads the deposit queue: BOM, the columns in the operator's language, Chinese names intact, formulas neutralised", async () => {
    const { alice, bob, deposits } = fixture;
    const response = await download("/admin/export/deposits.csv", fixture.operator.token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="deposits-2026-11-22.csv"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = lines(bytes);
    expect(header).toBe("ID,Player ID,Username,Nickname,Amount,Currency,Channel,Reference,Status,Remark,Requested at,Reviewed at");
    expect(rows).toHaveLength(4);
    expect(rows[0]).toBe(`${deposits.alice100},${alice.id},${alice.username},王小明,100.00,TWD,,,Under review,,2026-11-22 10:00:00,`);
    // The payer name "=王小明" would be a formula in Excel: it leaves as text.
    expect(rows[1]).toContain(`${deposits.alice500},${alice.id},${alice.username},王小明,500.00,TWD,Bank of Taiwan`);
    expect(rows[1]).toContain(",'=王小明 12345,Under review,");
    expect(rows.map((row) => Number(row.split(",")[0]))).toEqual([deposits.alice100, deposits.alice500, deposits.bob300, deposits.bob150]);
    expect(rows[2]).toContain(`,${bob.username},李大同,300.00,`);
  });

  it("applies the filters given, as the queue screen does, and names them in the audit line", async () => {
    const { bob, deposits, bank } = fixture;
    const before = (await exports()).length;
    const response = await download(`/admin/export/deposits.csv?status=all&player=${bob.username}&minAmount=200&channelId=${bank.id}`, fixture.operator.token);
    const [, ...rows] = lines(new Uint8Array(await response.arrayBuffer()));
    expect(rows.map((row) => Number(row.split(",")[0]))).toEqual([deposits.bob300]);
    const audit = await exports();
    expect(audit).toHaveLength(before + 1);
    expect(audit[0]).toMatchObject({ action: "list.export", target: { type: "list", id: "deposits" }, after: { filters: { status: "all", player: bob.username, minAmount: "200", channelId: String(bank.id) } } });
  });

  it("downloads the withdrawal queue in traditional Chinese, quoting what must be quoted", async () => {
    const { alice, withdrawals } = fixture;
    const response = await download(`/admin/export/withdrawals.csv?player=${alice.username}`, fixture.operator.token, "tw");
    const [header, ...rows] = lines(new Uint8Array(await response.arrayBuffer()));
    expect(header).toBe("編號,會員編號,帳號,暱稱,金額,提現方式,持卡人／地址,卡號／錢包類型,銀行,狀態,備註,申請時間,審核時間");
    expect(rows).toEqual([`${withdrawals.alice},${alice.id},${alice.username},王小明,200.00,銀行卡,王小明,6222021234567890,"Bank of ""Taiwan"", Taipei",審核中,,2026-11-22 10:00:00,`]);
  });

  it("refuses filters that make no sense in words, before anything is read or audited", async () => {
    const before = (await exports()).length;
    const reversed = await download("/admin/export/deposits.csv?minAmount=300&maxAmount=100", fixture.operator.token);
    expect(reversed.status).toBe(400);
    expect(await reversed.json()).toMatchObject({ error: "INVALID_INPUT", message: translate("INVALID_INPUT", "en") });
    const dates = await download("/admin/export/withdrawals.csv?from=2026-11-22&to=2026-11-01", fixture.operator.token, "tw");
    expect(await dates.json()).toMatchObject({ error: "DATE_RANGE_REVERSED", message: translate("DATE_RANGE_REVERSED", "tw") });
    expect((await download("/admin/export/deposits.csv?status=7", fixture.operator.token)).status).toBe(400);
    expect((await download("/admin/export/deposits.csv?channelId=abc", fixture.operator.token)).status).toBe(400);
    expect((await download("/admin/export/withdrawals.csv?channelId=1", fixture.operator.token)).status).toBe(400);
    expect((await download("/admin/export/secrets.csv", fixture.operator.token)).status).toBe(404);
    expect(await exports()).toHaveLength(before);
  });

  it("serves operators only", async () => {
    const asPlayer = await download("/admin/export/deposits.csv", player.token);
    expect(asPlayer.status).toBe(403);
    expect(await asPlayer.json()).toMatchObject({ error: "FORBIDDEN", message: translate("FORBIDDEN", "en") });
    expect((await download("/admin/export/withdrawals.csv", null)).status).toBe(401);
    expect((await download("/admin/export/deposits.csv", "not-a-session")).status).toBe(401);
  });

  it("downloads the players found by the search, the audit trail with its filters, and the daily report", async () => {
    const { alice, operator } = fixture;
    const playersCsv = lines(new Uint8Array(await (await download("/admin/export/players.csv?text=alice", operator.token)).arrayBuffer()));
    expect(playersCsv[0]).toBe("ID,Username,Nickname,Mobile,Group,Inviter ID,Available,Frozen,Held for withdrawal,Buying banned,Chat banned,Registered at");
    expect(playersCsv.slice(1)).toEqual([`${alice.id},alice_wang,王小明,,${alice.groupId},,0.00,0.00,0.00,No,No,2026-11-22 10:00:00`]);

    const auditCsv = lines(new Uint8Array(await (await download("/admin/export/audit.csv?action=depositChannel.save", operator.token)).arrayBuffer()));
    expect(auditCsv[0]).toBe("ID,Time,Operator,Action,Target type,Target,Before,After");
    expect(auditCsv).toHaveLength(2);
    // A JSON snapshot holds commas and quotes: quoted, its quotes doubled.
    expect(auditCsv[1]).toMatch(new RegExp(`^\\d+,2026-11-22 10:00:00,${operator.user.username},depositChannel.save,depositChannel,${fixture.bank.id},,"\\{""`));

    const reportCsv = lines(new Uint8Array(await (await download("/admin/export/reports.csv?from=2026-11-22&to=2026-11-22", operator.token, "tw")).arrayBuffer()));
    expect(reportCsv[0]).toBe("日期,遊戲,房間,注數,投注額,未結算投注,派彩,平台盈虧");
    expect(reportCsv.at(-1)).toBe(",,,0,0.00,0.00,0.00,0.00");

    expect((await download("/admin/export/audit.csv?action=drop.table", operator.token)).status).toBe(400);
    expect((await download("/admin/export/reports.csv", operator.token)).status).toBe(400);
    expect((await download("/admin/export/players.csv", player.token)).status).toBe(403);
  });

  it("downloads one player's fund log of the days asked, every line once across pages of the same instant, newest first", async () => {
    const { bob, operator } = fixture;
    // 250 lines at one instant: the (time, id) keyset must neither repeat nor drop any across its pages of 100.
    await server.deps.store.transaction(async (tx) => {
      for (let i = 1; i <= 250; i += 1) await tx.fundLog.insert({ userId: bob.id, type: 4, quantityMinor: i, overMinor: i, mark: i === 250 ? "=HYPERLINK(\"x\")" : `gift ${i}`, status: 1, ref: `export-test:${i}`, createdAtMs: server.clock.nowMs() });
    });
    const csv = lines(new Uint8Array(await (await download(`/admin/export/funds.csv?userId=${bob.id}&from=2026-11-22&type=4`, operator.token)).arrayBuffer()));
    expect(csv[0]).toBe("ID,Time,Type,Amount,Balance after,Remark,Status");
    const ids = csv.slice(1).map((row) => Number(row.split(",")[0]));
    expect(ids).toHaveLength(250);
    expect(new Set(ids).size).toBe(250);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    // The type in words, as the player page says it, in the operator's language.
    expect(csv[1]).toBe(`${ids[0]},2026-11-22 10:00:00,Gift,2.50,2.50,"'=HYPERLINK(""x"")",Approved`);
    const tw = lines(new Uint8Array(await (await download(`/admin/export/funds.csv?userId=${bob.id}&from=2026-11-22&type=4`, operator.token, "tw")).arrayBuffer()));
    expect(tw[0]).toBe("編號,時間,類型,金額,變動後餘額,備註,狀態");
    expect(tw.slice(1).every((row) => row.split(",")[2] === "贈送")).toBe(true);
    const everyType = lines(new Uint8Array(await (await download(`/admin/export/funds.csv?userId=${bob.id}&from=2026-11-22`, operator.token, "jp")).arrayBuffer()));
    // Every type: bob's two deposit requests (under review) are there too, as 入金.
    expect(new Set(everyType.slice(1).map((row) => row.split(",")[2]))).toEqual(new Set(["ボーナス", "入金"]));
    expect(everyType.slice(1).filter((row) => row.split(",")[2] === "入金")).toHaveLength(2);
    expect((await download("/admin/export/funds.csv?from=2026-11-22", operator.token)).status).toBe(400);
    expect((await download(`/admin/export/funds.csv?userId=${bob.id}&type=99`, operator.token)).status).toBe(400);
  });

  it("downloads one player's bets of the days asked: settled ones with their draw and result in words, every bet of one instant once, refusals in words", async () => {
    const { operator } = fixture;
    const bettor = await newPlayer(server, { depositMinor: 1_000_00 });
    const round = currentRound(server);
    await bettor.call.bet.place({ roomId: ROOM, issue: round.issue, playTypes: [PLAY_TYPE.big], stake: "10", expectedTotal: "10" });
    await bettor.call.bet.place({ roomId: ROOM, issue: round.issue, playTypes: [100 + 13], stake: "2", expectedTotal: "2" });
    await finishRound(server);
    // 250 open bets at one instant: the (time, id) keyset must neither repeat nor drop any across its pages of 100.
    const next = currentRound(server).issue;
    await server.deps.store.transaction(async (tx) => {
      for (let i = 1; i <= 250; i += 1)
        await tx.bets.insert({ orderNo: `EXPORT${i}`, userId: bettor.user.id, gameId: GAME, roomId: ROOM, issue: next, playType: PLAY_TYPE.single, stakeMinor: 1_00, oddsHundredths: 1_95, placedAtMs: server.clock.nowMs(), followOfBetId: null });
    });
    const before = (await exports()).length;

    const response = await download(`/admin/export/bets.csv?userId=${bettor.user.id}&from=2026-11-22&to=2026-11-22`, operator.token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="bets-2026-11-22.csv"');
    const [header, ...rows] = lines(new Uint8Array(await response.arrayBuffer()));
    expect(header).toBe("ID,Order number,Time,Game,Room,Round,Play,Stake,Odds,Status,Draw,Payout,Net result,Settled at");
    const ids = rows.map((row) => Number(row.split(",")[0]));
    expect(ids).toHaveLength(252);
    expect(new Set(ids).size).toBe(252);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const cells = rows.map((row) => row.split(","));
    expect(cells.slice(0, 250).every((c) => c[6] === "Single" && c[9] === "Not drawn yet" && c[10] === "" && c[11] === "" && c[12] === "" && c[13] === "")).toBe(true);

    // The two settled bets, judged here from the draw: big wins on 14-27, "sum 13" on 13 only.
    const settled = await server.deps.store.read((tx) => tx.bets.ofUsers([bettor.user.id], { fromMs: 0, toMs: Number.MAX_SAFE_INTEGER }, { offset: 250, limit: 2 }));
    const big = settled.find((bet) => bet.playType === PLAY_TYPE.big)!;
    const thirteen = settled.find((bet) => bet.playType === 113)!;
    const digits = (await server.deps.store.read((tx) => tx.rounds.get(GAME, round.issue)))!.digits!;
    const sum = digits.reduce((a, b) => a + b, 0);
    const result = (bet: typeof big, wins: boolean) => {
      const payout = wins ? payoutMinor(bet.stakeMinor, bet.oddsHundredths) : 0;
      return [wins ? "Won" : "Lost", digits.join(" "), (payout / 100).toFixed(2), ((payout - bet.stakeMinor) / 100).toFixed(2)];
    };
    const rowOf = (id: number) => cells.find((c) => Number(c[0]) === id)!;
    const minute = expect.stringMatching(/^2026-11-22 10:\d\d:\d\d$/);
    expect(rowOf(big.id).slice(1)).toEqual([big.orderNo, minute, "Singapore", expect.any(String), round.issue, "Big", "10.00", (big.oddsHundredths / 100).toFixed(2), ...result(big, sum >= 14), minute]);
    expect(rowOf(thirteen.id).slice(6, 13)).toEqual(["Sum 13", "2.00", (thirteen.oddsHundredths / 100).toFixed(2), ...result(thirteen, sum === 13)]);
    expect(await exports()).toHaveLength(before + 1);
    expect((await exports())[0]).toMatchObject({ target: { type: "list", id: "bets" }, after: { filters: { userId: String(bettor.user.id), from: "2026-11-22", to: "2026-11-22" } } });

    // The filters: other days hold none of these bets, another player's none of this player's.
    expect(lines(new Uint8Array(await (await download(`/admin/export/bets.csv?userId=${bettor.user.id}&from=2026-11-21&to=2026-11-21`, operator.token)).arrayBuffer()))).toEqual([header]);
    expect(lines(new Uint8Array(await (await download(`/admin/export/bets.csv?userId=${fixture.bob.id}&from=2026-11-22`, operator.token)).arrayBuffer()))).toEqual([header]);
    // In traditional Chinese: the titles and words of the screen.
    const tw = lines(new Uint8Array(await (await download(`/admin/export/bets.csv?userId=${bettor.user.id}&from=2026-11-22`, operator.token, "tw")).arrayBuffer()));
    expect(tw[0]).toBe("編號,訂單號,時間,遊戲,房間,期號,玩法,投注額,賠率,狀態,開獎,派彩,淨輸贏,結算時間");
    expect(tw.slice(1, 251).every((row) => row.split(",")[6] === "單" && row.split(",")[9] === "未開獎")).toBe(true);
    // The demo game's name as the console shows it in that language.
    expect(new Set(tw.slice(1).map((row) => row.split(",")[3]))).toEqual(new Set(["新加坡"]));
    expect(tw.slice(251).map((row) => row.split(",")[9])).toEqual(tw.slice(251).map((row) => (rowOf(Number(row.split(",")[0]))[9] === "Won" ? "中獎" : "未中獎")));

    // Refusals, in words, before anything is read or audited.
    const audited = (await exports()).length;
    const noPlayer = await download("/admin/export/bets.csv?from=2026-11-22", operator.token);
    expect(noPlayer.status).toBe(400);
    expect(await noPlayer.json()).toMatchObject({ error: "INVALID_INPUT", params: { field: "userId" }, message: translate("INVALID_INPUT", "en", { field: "userId" }) });
    expect((await download("/admin/export/bets.csv?userId=abc", operator.token)).status).toBe(400);
    const reversed = await download(`/admin/export/bets.csv?userId=${bettor.user.id}&from=2026-11-22&to=2026-11-01`, operator.token, "tw");
    expect(await reversed.json()).toMatchObject({ error: "DATE_RANGE_REVERSED", message: translate("DATE_RANGE_REVERSED", "tw") });
    expect((await download(`/admin/export/bets.csv?userId=${bettor.user.id}&from=2017-01-01`, operator.token)).status).toBe(400);
    expect((await download(`/admin/export/bets.csv?userId=${bettor.user.id}`, bettor.token)).status).toBe(403);
    expect((await download(`/admin/export/bets.csv?userId=${bettor.user.id}`, null)).status).toBe(401);
    expect(await exports()).toHaveLength(audited);
  });
});
