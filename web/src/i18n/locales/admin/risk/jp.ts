/** コンソールのリスク設定とアラーム（issue 41）。 */
export const risk = {
  nav: "リスク設定",
  title: "リスク設定",
  auditSettings: "リスク設定を変更しました",
  autoVoid: "抽選がこの時間以上遅れたら回を無効にする（分）",
  autoVoidHint: "その回のベットは返金されます。1〜1440 分。",
  stall: "抽選がこの時間以上遅れたら抽選停止アラームを出す（秒）",
  stallHint: "5〜3600 秒、自動無効より前。",
  save: "保存",
  saved: "保存しました",
  notNumber: "整数を入力してください。",
  bannerStalled: "抽選停止：{{game}} 第 {{issue}} 回が {{late}} 遅れています。",
  bannerAction: "抽選を見る",
  late: "{{minutes}} 分 {{seconds}} 秒",
};
