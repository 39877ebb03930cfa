import type { notifications as en } from "./en";

/** 通知設定（issue 39，網頁推播）。 */
export const notifications: typeof en = {
  entry: "通知設定",
  title: "通知設定",
  intro: "選擇這支手機要通知您的事項。第一次開啟時，瀏覽器會詢問一次權限。我們絕不發送廣告。",
  deposit: "儲值已核准",
  withdrawal: "提領已付款或被拒絕",
  win: "中獎通知",
  winHint: "「您在第 N 期贏得 X」",
  closingTitle: "30 秒後封盤",
  closingHint: "您選擇的房間：",
  breakNote: "冷靜期或自我排除期間，只會收到儲值與提領通知。",
  deniedTitle: "通知已被封鎖",
  deniedBody: "您的瀏覽器拒絕了本應用的通知，因此無法收到任何通知。若要允許，請開啟瀏覽器中本網站的設定，將「通知」設為「允許」，然後再次開啟開關。",
  unsupported: "此瀏覽器無法接收通知。iPhone 請先將本應用加入主畫面，再從主畫面開啟。",
  unavailable: "此伺服器不發送通知。",
  failed: "無法開啟通知，請再試一次。",
  saved: "已儲存",
};
