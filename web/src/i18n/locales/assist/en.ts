/** What only assistive technology says (issue 39): names of icon-only controls and the bet room's announcements. */
export const assist = {
  back: "Back",
  roundOpen: "Round {{issue}} is open. Betting closes in {{left}}.",
  roundClosed: "Round {{issue}} has closed. Stop buying; the draw is coming.",
  drawn: "Round {{issue}} drawn: {{digits}}, sum {{sum}}, {{labels}}.",
  banners: "Banners",
  banner: "Banner {{n}} of {{total}}",
};
