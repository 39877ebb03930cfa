import { fail, ok, type ErrorCode, type Result } from "../errors";

/** The rules of what operators publish: banners, notices, news, announcements, messages. */

/** The languages content is written in (SPEC section 1). */
export const CONTENT_LANGUAGES = ["zh", "tw", "en", "jp", "kor"] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
export const isContentLanguage = (value: unknown): value is ContentLanguage => typeof value === "string" && (CONTENT_LANGUAGES as readonly string[]).includes(value);

const TITLE_MAX_LENGTH = 120;
const LINK_MAX_LENGTH = 500;
/** Article HTML and announcement bodies; generous, but a bound. */
const BODY_MAX_LENGTH = 100_000;
const NOTICE_MAX_LENGTH = 1_000;

/** Whether the text holds a control character other than the line breaks and tabs bodies may hold. */
const hasControl = (text: string): boolean => /\p{Cc}/u.test(text.replace(/[\n\r\t]/g, ""));

function text<E extends ErrorCode>(value: string | null | undefined, field: string, max: number, whenEmpty: E | null): Result<string, E | "INVALID_INPUT"> {
  const trimmed = (value ?? "").trim();
  if (trimmed.length === 0 && whenEmpty !== null) return fail(whenEmpty);
  if (Array.from(trimmed).length > max || hasControl(trimmed)) return fail("INVALID_INPUT", { field, max });
  return ok(trimmed);
}

export const checkTitle = (value: string | null | undefined): Result<string, "TITLE_REQUIRED" | "INVALID_INPUT"> => text(value, "title", TITLE_MAX_LENGTH, "TITLE_REQUIRED");
export const checkBody = (value: string | null | undefined): Result<string, "CONTENT_REQUIRED" | "INVALID_INPUT"> => text(value, "content", BODY_MAX_LENGTH, "CONTENT_REQUIRED");
/** The scrolling notice may be empty: no notice. */
export const checkNotice = (value: string | null | undefined): Result<string, "INVALID_INPUT"> => text<never>(value, "notice", NOTICE_MAX_LENGTH, null);

/**
 * A link or image address: a path on this site ("/banners/1.jpg", not the
 * protocol-relative "//evil") or an https:// address; no blanks. Empty only
 * where the field is optional.
 */
export function checkLink(value: string | null | undefined, optional: boolean): Result<string, "LINK_INVALID"> {
  const link = (value ?? "").trim();
  if (link.length === 0) return optional ? ok("") : fail("LINK_INVALID");
  if (link.length > LINK_MAX_LENGTH || /\s/.test(link) || hasControl(link)) return fail("LINK_INVALID");
  if (link.startsWith("/") && !link.startsWith("//")) return ok(link);
  if (/^https:\/\/[^/]+/i.test(link)) return ok(link);
  return fail("LINK_INVALID");
}

/** A language code of content, or INVALID_INPUT. */
export function checkLanguage(value: string): Result<ContentLanguage, "INVALID_INPUT"> {
  return isContentLanguage(value) ? ok(value) : fail("INVALID_INPUT", { field: "lang" });
}
