import type { Lang } from "./languages";

/**
 * The column titles and cell words of the support desk's figures exports
 * (support-figures.csv, support-hours.csv), in the operator's language;
 * csv-headers.ts joins them to every other list's.
 */
const en = {
  firstResponses: "First responses",
  firstResponseAverage: "First response: average",
  firstResponseMedian: "First response: median",
  resolutions: "Resolved",
  resolutionAverage: "Resolution: average",
  resolutionMedian: "Resolution: median",
  allOperators: "All operators",
  hour: "Hour",
  openConversations: "Open at the hour's end",
} as const;

export const SUPPORT_FIGURE_HEADERS: Readonly<Record<Lang, Readonly<Record<keyof typeof en, string>>>> = {
  en,
  tw: {
    firstResponses: "首次回覆數",
    firstResponseAverage: "首次回覆：平均",
    firstResponseMedian: "首次回覆：中位數",
    resolutions: "結案數",
    resolutionAverage: "結案用時：平均",
    resolutionMedian: "結案用時：中位數",
    allOperators: "全體客服",
    hour: "時段",
    openConversations: "時段結束時未結案的對話",
  },
  zh: {
    firstResponses: "首次回复数",
    firstResponseAverage: "首次回复：平均",
    firstResponseMedian: "首次回复：中位数",
    resolutions: "结案数",
    resolutionAverage: "结案用时：平均",
    resolutionMedian: "结案用时：中位数",
    allOperators: "全体客服",
    hour: "时段",
    openConversations: "时段结束时未结案的对话",
  },
  jp: {
    firstResponses: "初回返信数",
    firstResponseAverage: "初回返信：平均",
    firstResponseMedian: "初回返信：中央値",
    resolutions: "解決数",
    resolutionAverage: "解決時間：平均",
    resolutionMedian: "解決時間：中央値",
    allOperators: "全オペレーター",
    hour: "時間帯",
    openConversations: "時間帯の終わりに未解決の会話",
  },
  kor: {
    firstResponses: "첫 응답 수",
    firstResponseAverage: "첫 응답: 평균",
    firstResponseMedian: "첫 응답: 중앙값",
    resolutions: "해결 수",
    resolutionAverage: "해결 시간: 평균",
    resolutionMedian: "해결 시간: 중앙값",
    allOperators: "전체 상담원",
    hour: "시간대",
    openConversations: "시간대 종료 시 미해결 대화",
  },
};
