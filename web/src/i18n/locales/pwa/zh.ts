import type { pwa as en } from "./en";

export const pwa: typeof en = {
  updateReady: "有新版本可用",
  reload: "重新加载",
  installTitle: "安装和值彩",
  installText: "把应用添加到主屏幕：全屏打开，启动更快。",
  install: "安装",
  notNow: "以后再说",
  iosTitle: "将和值彩添加到主屏幕",
  iosShare: "点击 Safari 工具栏的“分享”按钮",
  iosAdd: "再选择“添加到主屏幕”",
  offlineTitle: "当前离线",
  offlineText: "没有网络连接。恢复连接后即可下注、使用钱包和账户。",
  offlineRetry: "重试",
  lastResults: "最近一次看到的开奖结果",
  savedAt: "截至 {{time}}",
  noResults: "这台设备还没有看过开奖结果。",
};
