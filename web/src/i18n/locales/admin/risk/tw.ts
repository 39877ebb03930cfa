/** 控制台的風控設定與警報（issue 41）。 */
export const risk = {
  nav: "風控設定",
  title: "風控設定",
  auditSettings: "修改了風控設定",
  autoVoid: "開獎延遲超過此時間即作廢該期（分鐘）",
  autoVoidHint: "該期注單全額退還；1 至 1440 分鐘。",
  stall: "開獎延遲超過此時間即發出開獎停滯警報（秒）",
  stallHint: "5 至 3600 秒，且須早於自動作廢。",
  save: "儲存",
  saved: "已儲存",
  notNumber: "請輸入整數。",
  bannerStalled: "開獎停滯：{{game}} 第 {{issue}} 期已延遲 {{late}}。",
  bannerAction: "查看開獎",
  late: "{{minutes}} 分 {{seconds}} 秒",
};
