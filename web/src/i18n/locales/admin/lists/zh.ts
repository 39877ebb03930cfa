import type { lists as en } from "./en";

/** The console's list filters and CSV export (zh). */
export const lists: typeof en = {
  filters: "筛选",
  player: "会员",
  playerHint: "账号、编号或手机号",
  minAmount: "最低金额",
  maxAmount: "最高金额",
  from: "开始日期",
  to: "结束日期",
  channel: "通道",
  anyChannel: "全部通道",
  apply: "查询",
  clear: "清除",
  exportCsv: "导出 CSV",
  exportHint: "将符合筛选条件的所有数据下载为 CSV 文件",
  auditExport: "导出列表",
  fieldError: "{{field}}：{{message}}",
};
