import type { assist as en } from "./en";

export const assist: typeof en = {
  back: "뒤로",
  roundOpen: "{{issue}}회차 베팅이 시작되었습니다. 마감까지 {{left}}.",
  roundClosed: "{{issue}}회차가 마감되었습니다. 구매를 중지하세요. 곧 추첨합니다.",
  drawn: "{{issue}}회차 추첨 결과: {{digits}}, 합계 {{sum}}, {{labels}}.",
  banners: "배너",
  banner: "배너 {{n}} / {{total}}",
};
