/** The notifications screen (issue 39, web push) (en); en.ts is the shape the others must match. */
export const notifications = {
  entry: "Notifications",
  title: "Notifications",
  intro: "Choose what this phone tells you. Turning one on asks your browser's permission once. Nothing is ever sent for advertising.",
  deposit: "Deposit approved",
  withdrawal: "Withdrawal paid or rejected",
  win: "You won",
  winHint: "“You won X in round N”",
  closingTitle: "Round closes in 30 s",
  closingHint: "For the rooms you choose:",
  breakNote: "During a time-out or self-exclusion you only get deposit and withdrawal notices.",
  deniedTitle: "Notifications are blocked",
  deniedBody: "Your browser refused notifications for this app, so none can arrive. To allow them, open the browser's site settings for this app, set Notifications to Allow, then turn the switch on again.",
  unsupported: "This browser cannot receive notifications. On an iPhone, add the app to the home screen first and open it from there.",
  unavailable: "This server does not send notifications.",
  failed: "Notifications could not be turned on. Try again.",
  saved: "Saved",
};
