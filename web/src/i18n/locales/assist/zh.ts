import type { assist as en } from "./en";

export const assist: typeof en = {
  back: "返回",
  roundOpen: "第 {{issue}} 期开始投注，{{left}} 后封盘。",
  roundClosed: "第 {{issue}} 期已封盘，停止购买，即将开奖。",
  drawn: "第 {{issue}} 期开奖：{{digits}}，和值 {{sum}}，{{labels}}。",
  banners: "横幅广告",
  banner: "第 {{n}} 条横幅，共 {{total}} 条",
};
