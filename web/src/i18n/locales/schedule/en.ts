/**
 * The pieces every text that states the schedule is built from (web/src/format/schedule.ts), filled from the
 * schedule the server reports (home.schedule); en.ts is the shape the others must match.
 */
export const schedule = {
  roundTheClock: "round the clock",
  windowSameDay: "every day from {{start}} to {{end}}",
  windowNextDay: "every day from {{start}} to {{end}} the next day",
  windowInZone: "{{window}} ({{zone}})",
  minutesAndSeconds: "{{minutes}} {{seconds}}",
  roomLine: "A round every {{round}} · betting closes {{close}} before the draw · {{window}}",
  notice: "A new round every {{round}}, {{window}}; betting closes {{close}} before each draw.",
};
