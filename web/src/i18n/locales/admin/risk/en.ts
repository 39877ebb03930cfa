/** The console's risk settings and alarms (issue 41). */
export const risk = {
  nav: "Risk settings",
  title: "Risk settings",
  auditSettings: "Changed the risk settings",
  autoVoid: "Void a round when its draw is late by (minutes)",
  autoVoidHint: "Its bets are refunded; 1 to 1440 minutes.",
  stall: "Raise the stalled-draw alarm when a draw is late by (seconds)",
  stallHint: "5 to 3600 seconds, and sooner than the automatic void.",
  save: "Save",
  saved: "Saved",
  notNumber: "Enter a whole number.",
  bannerStalled: "Draw stalled: {{game}} round {{issue}} is {{late}} late.",
  bannerAction: "See the draws",
  late: "{{minutes}} min {{seconds}} s",
};
