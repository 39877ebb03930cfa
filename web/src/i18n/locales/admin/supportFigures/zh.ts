/** The reports page's support desk figures (zh); en.ts is the shape the others must match. */
export const supportFigures = {
  title: "客服中心",
  definitions:
    "首次回复：从客户一次等待中的第一条消息到客服的第一条回复（自动回复不算），计入回复的客服与回复当日。结案用时：从开始或上次结案后客户的第一条消息到结案，计入结案的客服与结案当日。日期与时段以 {{zone}} 时间计。",
  day: "日期",
  operator: "客服",
  firstResponse: "首次回复",
  resolution: "结案用时",
  answered: "回复数",
  resolved: "结案数",
  average: "平均",
  median: "中位数",
  allOperators: "全体客服",
  allDays: "全部日期",
  notRecorded: "未记录",
  empty: "这些日期没有回复或结案",
  openTitle: "每个时段结束时未结案的对话",
  openHint: "各时段结束时仍未结案的对话数；尚未结束的时段留空。",
  seconds: "{{s}} 秒",
  minutes: "{{m}} 分 {{s}} 秒",
  hours: "{{h}} 小时 {{m}} 分",
};
