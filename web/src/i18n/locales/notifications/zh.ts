import type { notifications as en } from "./en";

/** 通知设置（issue 39，网页推送）。 */
export const notifications: typeof en = {
  entry: "通知设置",
  title: "通知设置",
  intro: "选择这部手机要通知您的事项。第一次开启时，浏览器会询问一次权限。我们绝不发送广告。",
  deposit: "充值已批准",
  withdrawal: "提现已付款或被拒绝",
  win: "中奖通知",
  winHint: "“您在第 N 期赢得 X”",
  closingTitle: "30 秒后封盘",
  closingHint: "您选择的房间：",
  breakNote: "冷静期或自我排除期间，只会收到充值与提现通知。",
  deniedTitle: "通知已被屏蔽",
  deniedBody: "您的浏览器拒绝了本应用的通知，因此无法收到任何通知。如需允许，请打开浏览器中本网站的设置，将“通知”设为“允许”，然后再次打开开关。",
  unsupported: "此浏览器无法接收通知。iPhone 请先将本应用添加到主屏幕，再从主屏幕打开。",
  unavailable: "此服务器不发送通知。",
  failed: "无法开启通知，请重试。",
  saved: "已保存",
};
