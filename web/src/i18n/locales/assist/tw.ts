import type { assist as en } from "./en";

export const assist: typeof en = {
  back: "返回",
  roundOpen: "第 {{issue}} 期開始投注，{{left}} 後封盤。",
  roundClosed: "第 {{issue}} 期已封盤，停止購買，即將開獎。",
  drawn: "第 {{issue}} 期開獎：{{digits}}，和值 {{sum}}，{{labels}}。",
  banners: "橫幅廣告",
  banner: "第 {{n}} 則橫幅，共 {{total}} 則",
};
