import type { lists as en } from "./en";

/** The console's list filters and CSV export (tw). */
export const lists: typeof en = {
  filters: "篩選",
  player: "會員",
  playerHint: "帳號、編號或手機號",
  minAmount: "最低金額",
  maxAmount: "最高金額",
  from: "開始日期",
  to: "結束日期",
  channel: "通道",
  anyChannel: "全部通道",
  apply: "查詢",
  clear: "清除",
  exportCsv: "匯出 CSV",
  exportHint: "將符合篩選條件的所有資料下載為 CSV 檔",
  auditExport: "匯出列表",
  fieldError: "{{field}}：{{message}}",
};
