/** 控制台的风控设置与警报（issue 41）。 */
export const risk = {
  nav: "风控设置",
  title: "风控设置",
  auditSettings: "修改了风控设置",
  autoVoid: "开奖延迟超过此时间即作废该期（分钟）",
  autoVoidHint: "该期注单全额退还；1 至 1440 分钟。",
  stall: "开奖延迟超过此时间即发出开奖停滞警报（秒）",
  stallHint: "5 至 3600 秒，且须早于自动作废。",
  save: "保存",
  saved: "已保存",
  notNumber: "请输入整数。",
  bannerStalled: "开奖停滞：{{game}} 第 {{issue}} 期已延迟 {{late}}。",
  bannerAction: "查看开奖",
  late: "{{minutes}} 分 {{seconds}} 秒",
};
