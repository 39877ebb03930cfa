/** The pieces every text that states the schedule is built from (jp); en.ts is the shape the others must match. */
export const schedule = {
  roundTheClock: "24 時間休みなし",
  windowSameDay: "毎日 {{start}} から {{end}} まで",
  windowNextDay: "毎日 {{start}} から翌日 {{end}} まで",
  windowInZone: "{{window}}（{{zone}}）",
  minutesAndSeconds: "{{minutes}} {{seconds}}",
  roomLine: "{{round}}ごとに1回 · 抽選の{{close}}前に締切 · {{window}}",
  notice: "{{window}}、{{round}}ごとに抽選。抽選の{{close}}前に締め切ります。",
};
