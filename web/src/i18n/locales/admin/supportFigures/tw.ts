/** The reports page's support desk figures (tw); en.ts is the shape the others must match. */
export const supportFigures = {
  title: "客服中心",
  definitions:
    "首次回覆：從客戶一次等待中的第一則訊息到客服的第一則回覆（自動回覆不算），計入回覆的客服與回覆當日。結案用時：從開始或上次結案後客戶的第一則訊息到結案，計入結案的客服與結案當日。日期與時段以 {{zone}} 時間計。",
  day: "日期",
  operator: "客服",
  firstResponse: "首次回覆",
  resolution: "結案用時",
  answered: "回覆數",
  resolved: "結案數",
  average: "平均",
  median: "中位數",
  allOperators: "全體客服",
  allDays: "全部日期",
  notRecorded: "未記錄",
  empty: "這些日期沒有回覆或結案",
  openTitle: "每個時段結束時未結案的對話",
  openHint: "各時段結束時仍未結案的對話數；尚未結束的時段留空。",
  seconds: "{{s}} 秒",
  minutes: "{{m}} 分 {{s}} 秒",
  hours: "{{h}} 小時 {{m}} 分",
};
