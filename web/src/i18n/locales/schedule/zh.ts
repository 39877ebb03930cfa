/** The pieces every text that states the schedule is built from (zh); en.ts is the shape the others must match. */
export const schedule = {
  roundTheClock: "全天 24 小时不间断",
  windowSameDay: "每天 {{start}} 至 {{end}}",
  windowNextDay: "每天 {{start}} 至次日 {{end}}",
  windowInZone: "{{window}}（{{zone}}）",
  minutesAndSeconds: "{{minutes}}{{seconds}}",
  roomLine: "每{{round}}一期 · 开奖前{{close}}封盘 · {{window}}",
  notice: "{{window}}，每{{round}}开奖一期，开奖前{{close}}封盘。",
};
