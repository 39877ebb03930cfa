import type { lists as en } from "./en";

/** The console's list filters and CSV export (jp). */
export const lists: typeof en = {
  filters: "絞り込み",
  player: "会員",
  playerHint: "ユーザー名・ID・携帯番号",
  minAmount: "最小金額",
  maxAmount: "最大金額",
  from: "開始日",
  to: "終了日",
  channel: "チャネル",
  anyChannel: "すべてのチャネル",
  apply: "検索",
  clear: "クリア",
  exportCsv: "CSV出力",
  exportHint: "条件に合うすべての行をCSVファイルでダウンロードします",
  auditExport: "一覧を出力",
  fieldError: "{{field}}：{{message}}",
};
