/** The pieces every text that states the schedule is built from (kor); en.ts is the shape the others must match. */
export const schedule = {
  roundTheClock: "24시간 내내",
  windowSameDay: "매일 {{start}}부터 {{end}}까지",
  windowNextDay: "매일 {{start}}부터 다음 날 {{end}}까지",
  windowInZone: "{{window}} ({{zone}})",
  minutesAndSeconds: "{{minutes}} {{seconds}}",
  roomLine: "{{round}}마다 1회 · 추첨 {{close}} 전 마감 · {{window}}",
  notice: "{{window}} {{round}}마다 추첨합니다. 추첨 {{close}} 전에 베팅이 마감됩니다.",
};
