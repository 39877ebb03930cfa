/** The reports page's support desk figures (jp); en.ts is the shape the others must match. */
export const supportFigures = {
  title: "サポート窓口",
  definitions:
    "初回返信：お客様の待ちの最初のメッセージからスタッフの最初の返信まで（自動返信は含みません）。返信したオペレーターと返信日に計上します。解決時間：開始または前回の解決後のお客様の最初のメッセージから解決まで。解決したオペレーターと解決日に計上します。日付と時間帯は {{zone}} の時刻です。",
  day: "日付",
  operator: "オペレーター",
  firstResponse: "初回返信",
  resolution: "解決時間",
  answered: "返信数",
  resolved: "解決数",
  average: "平均",
  median: "中央値",
  allOperators: "全オペレーター",
  allDays: "全期間",
  notRecorded: "記録なし",
  empty: "この期間に返信や解決はありません",
  openTitle: "各時間帯の終わりに未解決の会話",
  openHint: "各時間帯の終わりに未解決だった会話の数です。まだ終わっていない時間帯は空欄です。",
  seconds: "{{s}}秒",
  minutes: "{{m}}分{{s}}秒",
  hours: "{{h}}時間{{m}}分",
};
