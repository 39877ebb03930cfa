import { formatSalesWindow, parseSalesWindow } from "../rounds/schedule-config";
import { fail, ok, type Result } from "../errors";
import { checkSupportText } from "./message-rules";

/**
 * What an operator may set about the desk: its hours (setting `support.hours`)
 * and the automatic first reply per language (`support.autoReply:<lang>`).
 */

/**
 * The hours as they will be stored, "HH:MM-HH:MM": a start of 00:00-23:59, an
 * end of 00:00-24:00 (one at or before the start runs past midnight; equal to
 * it is round the clock). Anything else is SUPPORT_HOURS_INVALID: the desk
 * reads a malformed stored value as the default, so one must never be stored.
 */
export function checkSupportHours(raw: string): Result<string, "SUPPORT_HOURS_INVALID"> {
  const window = parseSalesWindow(raw.replace(/\s+/g, ""));
  if (window === null) return fail("SUPPORT_HOURS_INVALID");
  // Written back the one way ("9:00-2:00" is stored as "09:00-02:00"; "00:00-00:00" as "00:00-24:00").
  return ok(formatSalesWindow({ salesStartMinute: window.startMinute, salesEndMinute: window.endMinute }));
}

/** An automatic reply as it will be stored: empty (the default text answers) or a valid support message. */
export function checkAutoReply(raw: string): Result<string, "SUPPORT_MESSAGE_TOO_LONG" | "INVALID_INPUT"> {
  if (raw.trim() === "") return ok("");
  const text = checkSupportText(raw);
  if (!text.ok) return text.error.code === "SUPPORT_MESSAGE_EMPTY" ? ok("") : fail(text.error.code, text.error.params);
  return ok(text.value);
}
