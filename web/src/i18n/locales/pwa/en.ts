/** The installable app: the update offer, the install prompt (with iOS instructions) and the offline page. */
export const pwa = {
  updateReady: "A new version is available",
  reload: "Reload",
  installTitle: "Install Sum Lottery",
  installText: "Add the app to your home screen: it opens full screen and starts faster.",
  install: "Install",
  notNow: "Not now",
  iosTitle: "Add Sum Lottery to your Home Screen",
  iosShare: "Tap the Share button in Safari's toolbar",
  iosAdd: "Then choose \"Add to Home Screen\"",
  offlineTitle: "You are offline",
  offlineText: "No network connection. Betting, your wallet and your account come back as soon as you are online again.",
  offlineRetry: "Try again",
  lastResults: "Last known draw results",
  savedAt: "as of {{time}}",
  noResults: "No draw results have been seen on this device yet.",
};
