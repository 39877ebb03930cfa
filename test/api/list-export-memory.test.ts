import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerUser } from "../../src/application/accounts/register-user";
import type { Store } from "../../src/ports/store";
import { TEST_ORIGIN, testServer, type TestServer } from "../support/server";
import { openWithRawSql, STORE_NAMES, postgresProblem } from "../support/stores";
import { newPlayer, ok } from "../trpc/helpers";

/**
 * A big export streams (issue 37, item 13): 100,000 deposits (fewer on
 * PostgreSQL, whose seeding and paging are slower here) leave as CSV while the
 * server's heap stays flat, and the store is read only as fast as the download
 * takes the pages. A control run that holds the whole file, as a buffering
 * server would, must break the same bound, so the bound is one that means
 * something.
 */

const ROWS = { sqlite: 100_000, postgres: 30_000 } as const;
/** Live heap growth allowed while streaming: pages of 100 rows come and go; the whole file (8 MB of CSV) would not fit. */
const HEAP_BOUND_BYTES = 6 * 1024 * 1024;
const MB = 1024 * 1024;

// A full collection before each sample, so the samples are what is still held, not garbage not yet collected.
setFlagsFromString("--expose-gc");
const collect = runInNewContext("gc") as () => void;
const liveHeap = () => {
  collect();
  return process.memoryUsage().heapUsed;
};

/** A store whose reads are counted: each page of an export is one read. */
function countingReads(store: Store, count: { reads: number }): Store {
  return {
    ...store,
    read: (work) => {
      count.reads += 1;
      return store.read(work);
    },
  };
}

for (const name of STORE_NAMES) {
  describe.skipIf(name === "postgres" && postgresProblem !== null)(name, () => {
    const rows = ROWS[name];
    let server: TestServer;
    let token: string;
    const count = { reads: 0 };
    beforeAll(async () => {
      const { store, exec } = await openWithRawSql(name);
      server = await testServer(countingReads(store, count));
      token = (await newPlayer(server, { role: "operator" })).token;
      const players = [];
      for (const [username, nickname] of [["wang_ming", "王小明"], ["li_tong", "李大同"], ["chen_mei", "陳美麗"]] as const) {
        const user = ok(await registerUser(server.deps, { username, password: "secret123" }, { systemAccount: true }));
        await server.deps.store.transaction((tx) => tx.users.update(user.id, { nickname }));
        players.push(user.id);
      }
      const series = name === "sqlite" ? `with recursive n(i) as (select 1 union all select i + 1 from n where i < ${rows}) select i from n` : `select i from generate_series(1, ${rows}) as n(i)`;
      await exec(
        `insert into deposit_requests (user_id, amount_minor, currency, status, remark, created_at_ms, reviewed_at_ms, fund_log_id, channel_id, reference, tx_hash)
         select case i % 3 when 0 then ${players[0]} when 1 then ${players[1]} else ${players[2]} end, 10000 + i, 'TWD', 0, '', ${server.clock.nowMs()}, null, 0, null, '王小明 ' || i, null
         from (${series}) as s`,
      );
    }, 120_000);
    afterAll(() => server?.close());

    const open = () => server.app.request(`${TEST_ORIGIN}/admin/export/deposits.csv`, { headers: { cookie: `sid=${token}`, "x-lang": "tw" } });

    it("reads a page only when the download has taken the last one", async () => {
      const reader = (await open()).body!.getReader();
      const readsBefore = count.reads;
      await reader.read(); // the BOM and header line
      await reader.read(); // the first page
      await new Promise((resolve) => setTimeout(resolve, 100));
      // The page sent, at most one more waiting: nowhere near the list's thousand pages.
      expect(count.reads - readsBefore).toBeLessThanOrEqual(3);
      await reader.cancel();
    });

    it(`streams ${rows} rows with the heap flat; holding the file instead would not stay under the bound`, async () => {
      const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
      const reader = (await open()).body!.getReader();
      let lines = 0;
      let bytes = 0;
      let chunks = 0;
      let first = "";
      let last = "";
      const baseline = liveHeap();
      let peak = baseline;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.byteLength;
        const text = decoder.decode(value, { stream: true });
        if (chunks === 0) first = text;
        last = text;
        lines += text.split("\r\n").length - 1;
        chunks += 1;
        if (chunks % 25 === 0) peak = Math.max(peak, liveHeap());
      }
      const growth = peak - baseline;
      console.info(`${name}: ${rows} rows, ${(bytes / MB).toFixed(1)} MB of CSV in ${chunks} chunks, live heap growth at most ${(growth / MB).toFixed(1)} MB while streaming`);
      expect(lines).toBe(rows + 1);
      expect(first.startsWith("\uFEFF編號,會員編號,帳號,暱稱,金額,")).toBe(true);
      expect(last).toMatch(new RegExp(`,(王小明|李大同|陳美麗),${((10_000 + rows) / 100).toFixed(2)},TWD,,王小明 ${rows},審核中,,2026-11-22 10:00:00,\r\n$`));
      expect(growth).toBeLessThan(HEAP_BOUND_BYTES);

      // The control: the same download held whole, as a server that buffers would hold it.
      const held: string[] = [];
      const again = (await open()).body!.getReader();
      const start = liveHeap();
      for (;;) {
        const { done, value } = await again.read();
        if (done) break;
        held.push(decoder.decode(value));
      }
      const holding = liveHeap() - start;
      console.info(`${name}: holding the whole file instead grew the live heap by ${(holding / MB).toFixed(1)} MB`);
      expect(held.length).toBe(chunks);
      if (rows >= 100_000) expect(holding).toBeGreaterThan(HEAP_BOUND_BYTES);
    }, 90_000);
  });
}
