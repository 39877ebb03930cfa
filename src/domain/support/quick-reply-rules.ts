import { CONTENT_LANGUAGES, checkLanguage, type ContentLanguage } from "../content/content-rules";
import { fail, ok, type Result } from "../errors";
import { checkSupportText } from "./message-rules";

/**
 * Quick replies: texts the staff write once and insert into an answer by a
 * shortcut ("/greet" then Tab in the composer), one set per language. A
 * shortcut is unique within its language, so "greet" may exist in English and
 * in Japanese, each answering in its own words.
 */
export interface QuickReply {
  readonly id: number;
  readonly lang: ContentLanguage;
  /** Lowercase letters, digits and single dashes between them: "greet", "deposit-late". */
  readonly shortcut: string;
  /** What the picker lists; the player never sees it. */
  readonly title: string;
  /** What is inserted: plain text under the same rules as a support message. */
  readonly text: string;
  readonly updatedAtMs: number;
}

export type QuickReplyDraft = Pick<QuickReply, "lang" | "shortcut" | "title" | "text">;

export const QUICK_REPLY_SHORTCUT_MAX_CHARS = 24;
export const QUICK_REPLY_TITLE_MAX_CHARS = 60;
/** Per language: a list an operator can still scroll through. */
export const QUICK_REPLIES_MAX_PER_LANG = 200;

const SHORTCUT_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Control characters, line breaks included: a title is one line. */
const hasControl = (text: string): boolean => /\p{Cc}/u.test(text);

/** A shortcut as stored: trimmed, lowercase, without the "/" the composer types before it. */
const normalShortcut = (raw: string): string => raw.trim().replace(/^\//, "").toLowerCase();

export function checkShortcut(raw: string): Result<string, "QUICK_REPLY_SHORTCUT_INVALID"> {
  const shortcut = normalShortcut(raw);
  if (shortcut.length === 0 || shortcut.length > QUICK_REPLY_SHORTCUT_MAX_CHARS || !SHORTCUT_PATTERN.test(shortcut)) {
    return fail("QUICK_REPLY_SHORTCUT_INVALID", { max: QUICK_REPLY_SHORTCUT_MAX_CHARS });
  }
  return ok(shortcut);
}

/** A one-line title of 1..max characters (code points), trimmed. */
export function checkLineTitle(raw: string, max: number, field: string): Result<string, "TITLE_REQUIRED" | "INVALID_INPUT"> {
  const title = raw.trim();
  if (title.length === 0) return fail("TITLE_REQUIRED", { field });
  if (Array.from(title).length > max || hasControl(title)) return fail("INVALID_INPUT", { field, max });
  return ok(title);
}

export type QuickReplyRefusal = "INVALID_INPUT" | "QUICK_REPLY_SHORTCUT_INVALID" | "TITLE_REQUIRED" | "SUPPORT_MESSAGE_EMPTY" | "SUPPORT_MESSAGE_TOO_LONG";

/** A quick reply as it will be stored, checked field by field in the order the form shows them. */
export function checkQuickReply(input: { readonly lang: string; readonly shortcut: string; readonly title: string; readonly text: string }): Result<QuickReplyDraft, QuickReplyRefusal> {
  const lang = checkLanguage(input.lang);
  if (!lang.ok) return lang;
  const shortcut = checkShortcut(input.shortcut);
  if (!shortcut.ok) return shortcut;
  const title = checkLineTitle(input.title, QUICK_REPLY_TITLE_MAX_CHARS, "title");
  if (!title.ok) return title;
  const text = checkSupportText(input.text);
  if (!text.ok) return text;
  return ok({ lang: lang.value, shortcut: shortcut.value, title: title.value, text: text.value });
}

/** The rank of a language in the picker: the conversation's own first, then the product's order (anything else last). */
function rankOf(lang: string, first: string | null): number {
  if (lang === first) return -1;
  const index = (CONTENT_LANGUAGES as readonly string[]).indexOf(lang);
  return index === -1 ? CONTENT_LANGUAGES.length : index;
}

/** What the picker needs of a reply (the console's list sends the language as a plain string). */
type Listed = Readonly<{ lang: string; shortcut: string; title: string }>;

/**
 * What the picker lists for a conversation in `lang` (null: unknown) while the
 * operator types `query`: replies whose shortcut starts with it, or whose title
 * contains it; the conversation's language first, each language by shortcut.
 */
export function quickRepliesFor<R extends Listed>(replies: readonly R[], lang: string | null, query: string): R[] {
  const wanted = normalShortcut(query);
  const matches = wanted === "" ? [...replies] : replies.filter((r) => r.shortcut.startsWith(wanted) || r.title.toLowerCase().includes(wanted));
  return matches.sort((a, b) => rankOf(a.lang, lang) - rankOf(b.lang, lang) || (a.shortcut < b.shortcut ? -1 : a.shortcut > b.shortcut ? 1 : 0));
}

/** The reply a typed "/shortcut" names: exactly that shortcut, in the conversation's language if it has one. */
export function quickReplyByShortcut<R extends Listed>(replies: readonly R[], lang: string | null, shortcut: string): R | null {
  const wanted = normalShortcut(shortcut);
  return quickRepliesFor(replies, lang, "").find((r) => r.shortcut === wanted) ?? null;
}

/**
 * The "/shortcut" a composer's text ends with before the cursor (at the start
 * or after a blank), as its position and the shortcut typed; null when the
 * text before the cursor ends otherwise.
 */
export function shortcutBefore(textBeforeCursor: string): { readonly start: number; readonly shortcut: string } | null {
  const match = /(?:^|\s)\/([a-z0-9-]{1,24})$/i.exec(textBeforeCursor);
  if (!match) return null;
  const typed = match[1]!;
  return { start: textBeforeCursor.length - typed.length - 1, shortcut: typed.toLowerCase() };
}
