import type { assist as en } from "./en";

export const assist: typeof en = {
  back: "戻る",
  roundOpen: "第{{issue}}回の受付を開始しました。締め切りまで{{left}}。",
  roundClosed: "第{{issue}}回は締め切りました。購入を停止してください。まもなく抽選です。",
  drawn: "第{{issue}}回の抽選結果：{{digits}}、合計 {{sum}}、{{labels}}。",
  banners: "バナー",
  banner: "バナー {{n}} / {{total}}",
};
