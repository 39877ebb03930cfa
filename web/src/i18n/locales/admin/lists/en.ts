/** The console's list filters and CSV export (en); en.ts is the shape the others must match. */
export const lists = {
  filters: "Filters",
  player: "Player",
  playerHint: "Username, ID or mobile",
  minAmount: "Min amount",
  maxAmount: "Max amount",
  from: "From",
  to: "To",
  channel: "Channel",
  anyChannel: "Any channel",
  apply: "Search",
  clear: "Clear",
  exportCsv: "Export CSV",
  exportHint: "Downloads every row matching the filters as a CSV file",
  auditExport: "Exported a list",
  /** A filter the server refused, named: "Min amount: Invalid input ...". */
  fieldError: "{{field}}: {{message}}",
};
