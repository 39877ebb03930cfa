/** The reports page's support desk figures (kor); en.ts is the shape the others must match. */
export const supportFigures = {
  title: "고객센터",
  definitions:
    "첫 응답: 고객 대기의 첫 메시지부터 상담원의 첫 답변까지(자동 답변 제외), 답변한 상담원과 답변한 날에 집계합니다. 해결 시간: 시작 또는 마지막 종료 이후 고객의 첫 메시지부터 종료까지, 종료한 상담원과 종료한 날에 집계합니다. 날짜와 시간대는 {{zone}} 기준입니다.",
  day: "날짜",
  operator: "상담원",
  firstResponse: "첫 응답",
  resolution: "해결 시간",
  answered: "응답 수",
  resolved: "해결 수",
  average: "평균",
  median: "중앙값",
  allOperators: "전체 상담원",
  allDays: "전체 기간",
  notRecorded: "기록 없음",
  empty: "이 기간에 답변이나 종료가 없습니다",
  openTitle: "시간대 종료 시 미해결 대화",
  openHint: "각 시간대가 끝날 때 열려 있던 대화 수입니다. 아직 끝나지 않은 시간대는 비워 둡니다.",
  seconds: "{{s}}초",
  minutes: "{{m}}분 {{s}}초",
  hours: "{{h}}시간 {{m}}분",
};
