import type { pwa as en } from "./en";

export const pwa: typeof en = {
  updateReady: "有新版本可用",
  reload: "重新載入",
  installTitle: "安裝和值彩",
  installText: "把 App 加到主畫面：全螢幕開啟，啟動更快。",
  install: "安裝",
  notNow: "稍後",
  iosTitle: "將和值彩加入主畫面",
  iosShare: "點 Safari 工具列的「分享」按鈕",
  iosAdd: "再選「加入主畫面」",
  offlineTitle: "目前離線",
  offlineText: "沒有網路連線。恢復連線後即可下注、使用錢包與帳戶。",
  offlineRetry: "重試",
  lastResults: "最近一次看到的開獎結果",
  savedAt: "截至 {{time}}",
  noResults: "這台裝置還沒有看過開獎結果。",
};
