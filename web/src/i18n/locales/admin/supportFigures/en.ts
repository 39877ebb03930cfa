/** The reports page's support desk figures (en); en.ts is the shape the others must match. */
export const supportFigures = {
  title: "Support desk",
  definitions:
    "First response: from the customer's first message of a wait to the first staff answer (automatic replies do not count), for the operator who answered, on the day of the answer. Resolution: from the first customer message after the start or the last close to the close, for the operator who closed, on the day of the close. Days and hours in {{zone}}.",
  day: "Day",
  operator: "Operator",
  firstResponse: "First response",
  resolution: "Resolution",
  answered: "Answered",
  resolved: "Resolved",
  average: "Average",
  median: "Median",
  allOperators: "All operators",
  allDays: "All days",
  notRecorded: "Not recorded",
  empty: "No answers or closes on these days",
  openTitle: "Open conversations at the end of each hour",
  openHint: "How many conversations were open when each hour ended; an hour not over yet is left blank.",
  seconds: "{{s}} s",
  minutes: "{{m}} min {{s}} s",
  hours: "{{h}} h {{m}} min",
};
