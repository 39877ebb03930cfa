/** The performance budget: each figure's target, and how the bench prints the figures it measured. */

/** The issues' targets: [figure, comparison, bound]. */
const TARGETS: Record<string, [">=" | "<" | "<=", number]> = {
  bet_http_per_s: [">=", 10_000],
  bet_http_p99_ms: ["<", 20],
  bet_http_vs_raw: [">=", 0.4],
  heart_per_s: [">=", 20_000],
  heart_p99_ms: ["<", 10],
  settle_100k_ms: ["<", 500],
  settle_max_block_ms: ["<", 50],
  close_max_block_ms: ["<", 50],
  sse_2000_cpu_pct: ["<", 15],
  web_initial_kb_gz: ["<", 250],
  // Issue 17: PostgreSQL, the scale-out path, against SQLite in the same run.
  pg_bet_http_vs_sqlite: [">=", 0.5],
  pg_bet_http_p99_ms: ["<", 50],
  pg_bet_http_2proc_vs_1proc: [">=", 1.3],
  pg_settle_vs_sqlite: ["<", 2],
  pg_settle_max_block_ms: ["<", 50],
  // Issue 40: the growth engine's end-of-day run over 100,000 players and 1,000,000 settled bets, and the bets
  // placed while it runs.
  eod_run_ms: ["<", 60_000],
  eod_bet_max_wait_ms: ["<=", 50],
};
/** Every figure the bench can print, in the order it prints them. */
const FIGURES_IN_ORDER = [
  "bet_http_per_s", "bet_http_p50_ms", "bet_http_p99_ms", "bet_http_failed", "bet_http_server_cpu_ms", "bet_http_client_cpu_ms", "bet_http_busy_pct", "bet_http_kernel_pct", "bet_usecase_per_s", "bet_usecase_cpu_ms", "bet_layers_cpu_ms", "bet_raw_per_s", "bet_http_vs_raw",
  "heart_per_s", "heart_p50_ms", "heart_p99_ms", "heart_failed", "http_floor_per_s",
  "settle_100k_ms", "settle_max_block_ms", "settle_chunks", "close_100k_ms", "close_max_block_ms",
  "sse_2000_cpu_pct", "sse_events_received", "sse_bets_placed",
  "web_initial_kb_gz",
  "sha256_per_s", "draw_hmac_per_s", "verify_draw_per_s",
  "pg_bet_http_per_s", "pg_bet_http_p50_ms", "pg_bet_http_p99_ms", "pg_bet_http_failed", "pg_bet_http_server_cpu_ms", "pg_bet_http_db_cpu_ms", "pg_bet_http_client_cpu_ms", "pg_bet_http_busy_pct", "pg_bet_http_kernel_pct", "pg_bet_http_vs_sqlite",
  "pg_bet_http_2proc_per_s", "pg_bet_http_2proc_p50_ms", "pg_bet_http_2proc_p99_ms", "pg_bet_http_2proc_failed", "pg_bet_http_2proc_server_cpu_ms", "pg_bet_http_2proc_db_cpu_ms", "pg_bet_http_2proc_client_cpu_ms", "pg_bet_http_2proc_busy_pct", "pg_bet_http_2proc_kernel_pct", "pg_bet_http_2proc_vs_1proc",
  "pg_settle_100k_ms", "pg_settle_max_block_ms", "pg_close_100k_ms", "pg_settle_vs_sqlite",
  "eod_players", "eod_bets", "eod_seed_ms", "eod_run_ms", "eod_rebates_ms", "eod_vip_ms", "eod_commissions_ms", "eod_bet_max_wait_ms", "eod_bet_p99_ms", "eod_bets_placed",
];
/** The table of the figures measured (figure, value, target, verdict), and whether each figure with a target met it. */
export function budgetTable(figures: Readonly<Record<string, number | string | null>>): { lines: string[]; verdicts: Record<string, boolean> } {
  const verdicts: Record<string, boolean> = {};
  const rows = FIGURES_IN_ORDER.filter((key) => key in figures).map((key) => {
    const value = figures[key];
    const target = TARGETS[key];
    let verdict = "";
    if (target && typeof value === "number") {
      verdicts[key] = target[0] === ">=" ? value >= target[1] : target[0] === "<=" ? value <= target[1] : value < target[1];
      verdict = verdicts[key] ? "ok" : "MISSED";
    }
    return [key, value === null ? "n/a" : String(value), target ? `${target[0]} ${target[1]}` : "", verdict];
  });
  const table = [["figure", "value", "target", ""], ...rows];
  const widths = [0, 1, 2, 3].map((i) => Math.max(...table.map((row) => row[i]!.length)));
  const line = (row: string[]) => row.map((cell, i) => (i === 1 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join("  ").trimEnd();
  return { lines: table.map(line), verdicts };
}
