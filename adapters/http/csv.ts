/**
 * CSV as RFC 4180 writes it, for the console's exports: fields separated by
 * commas, records by CRLF, a field quoted when it holds a comma, a quote or a
 * line break (its quotes doubled). Written by hand rather than with a library:
 * quoting is these few lines, and the rows arrive a page at a time from the
 * store, which is all the streaming a library would add.
 */

/** A UTF-8 byte order mark: without it Excel reads the file as the machine's code page and garbles Chinese names. */
export const UTF8_BOM = "\uFEFF";

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a tab or
 * carriage return before one) gets a leading apostrophe, so text a player
 * typed (a remark, a nickname, a payer name) stays text (OWASP "CSV injection").
 */
function neutralise(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One field, quoted when it must be. */
function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A cell of a row: text (anyone may have typed it: neutralised) or a figure we wrote ourselves (kept as is, "-50.00" included). */
export type Cell = string | { readonly figure: string };

/** One record, CRLF-terminated. */
export function csvRecord(cells: readonly Cell[]): string {
  return `${cells.map((cell) => csvField(typeof cell === "string" ? neutralise(cell) : cell.figure)).join(",")}\r\n`;
}
