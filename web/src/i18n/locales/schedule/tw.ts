/** The pieces every text that states the schedule is built from (tw); en.ts is the shape the others must match. */
export const schedule = {
  roundTheClock: "全天 24 小時不間斷",
  windowSameDay: "每天 {{start}} 至 {{end}}",
  windowNextDay: "每天 {{start}} 至隔日 {{end}}",
  windowInZone: "{{window}}（{{zone}}）",
  minutesAndSeconds: "{{minutes}} {{seconds}}",
  roomLine: "每{{round}}一期 · 開獎前{{close}}封盤 · {{window}}",
  notice: "{{window}}，每{{round}}開獎一期，開獎前{{close}}封盤。",
};
