import { CONTENT_LANGUAGES, type ContentLanguage } from "../content/content-rules";
import { fail, ok, type Result } from "../errors";
import { checkLineTitle } from "./quick-reply-rules";

/**
 * The knowledge base: short articles the FAQ page (/customer) shows players,
 * each written in up to five languages. A language left empty falls back the
 * way the rest of the product's content does: to the default language (tw,
 * as notices and the user agreement), then to the first written one.
 */
export interface SupportArticle {
  readonly id: number;
  /** Per language; "" where the language is not written (title and body are both written or both empty). */
  readonly title: Readonly<Record<ContentLanguage, string>>;
  readonly body: Readonly<Record<ContentLanguage, string>>;
  /** Lower first on the FAQ page. */
  readonly sortOrder: number;
  /** Shown to players; a draft is seen on the console only. */
  readonly published: boolean;
  readonly createdAtMs: number;
  readonly updatedAtMs: number;
}

export type SupportArticleDraft = Pick<SupportArticle, "title" | "body" | "sortOrder" | "published">;

export const SUPPORT_ARTICLE_TITLE_MAX_CHARS = 120;
/** Five languages of it, in CJK, stay under the API's 64 KB request limit. */
export const SUPPORT_ARTICLE_BODY_MAX_CHARS = 3_000;
const SUPPORT_ARTICLE_ORDER_MAX = 10_000;
/** The whole knowledge base: a FAQ page, not a library. */
export const SUPPORT_ARTICLES_MAX = 100;

/** The language whose text stands in for one left empty (SPEC: the default locale, as notices and terms). */
const DEFAULT_LANG: ContentLanguage = "tw";

/** Control characters other than the line breaks and tabs a body may hold. */
const hasControl = (text: string): boolean => /\p{Cc}/u.test(text.replace(/[\n\t]/g, ""));

function checkBodyText(raw: string, field: string): Result<string, "INVALID_INPUT"> {
  const body = raw.replace(/\r\n?/g, "\n").trim();
  if (Array.from(body).length > SUPPORT_ARTICLE_BODY_MAX_CHARS || hasControl(body)) return fail("INVALID_INPUT", { field, max: SUPPORT_ARTICLE_BODY_MAX_CHARS });
  return ok(body);
}

export type SupportArticleRefusal = "TITLE_REQUIRED" | "CONTENT_REQUIRED" | "INVALID_INPUT";

/**
 * An article as it will be stored: plain text (shown as typed, never as
 * HTML); each language has both a title and a body or neither; at least one
 * language is written. A refusal names the field (`title.en`, `body.jp`).
 */
export function checkSupportArticle(input: {
  readonly title: Readonly<Partial<Record<string, string>>>;
  readonly body: Readonly<Partial<Record<string, string>>>;
  readonly sortOrder: number;
  readonly published: boolean;
}): Result<SupportArticleDraft, SupportArticleRefusal> {
  const known = new Set<string>(CONTENT_LANGUAGES);
  const unknown = [...Object.keys(input.title), ...Object.keys(input.body)].find((lang) => !known.has(lang));
  if (unknown !== undefined) return fail("INVALID_INPUT", { field: "lang" });
  if (!Number.isSafeInteger(input.sortOrder) || input.sortOrder < 0 || input.sortOrder > SUPPORT_ARTICLE_ORDER_MAX) return fail("INVALID_INPUT", { field: "sortOrder", max: SUPPORT_ARTICLE_ORDER_MAX });
  const title: Partial<Record<ContentLanguage, string>> = {};
  const body: Partial<Record<ContentLanguage, string>> = {};
  for (const lang of CONTENT_LANGUAGES) {
    const rawTitle = input.title[lang] ?? "";
    const text = checkBodyText(input.body[lang] ?? "", `body.${lang}`);
    if (!text.ok) return text;
    if (rawTitle.trim() === "") {
      if (text.value !== "") return fail("TITLE_REQUIRED", { field: `title.${lang}` });
      title[lang] = "";
      body[lang] = "";
      continue;
    }
    const checked = checkLineTitle(rawTitle, SUPPORT_ARTICLE_TITLE_MAX_CHARS, `title.${lang}`);
    if (!checked.ok) return checked;
    if (text.value === "") return fail("CONTENT_REQUIRED", { field: `body.${lang}` });
    title[lang] = checked.value;
    body[lang] = text.value;
  }
  if (CONTENT_LANGUAGES.every((lang) => title[lang] === "")) return fail("TITLE_REQUIRED", { field: `title.${DEFAULT_LANG}` });
  return ok({ title: title as Record<ContentLanguage, string>, body: body as Record<ContentLanguage, string>, sortOrder: input.sortOrder, published: input.published });
}

/** The languages an article is written in, in the product's order. */
const writtenLanguages = (article: Pick<SupportArticle, "title">): ContentLanguage[] => CONTENT_LANGUAGES.filter((lang) => article.title[lang] !== "");

/** The article as a reader of `lang` sees it: their language, else the default one, else the first written; null if none is. */
export function articleIn(article: Pick<SupportArticle, "title" | "body">, lang: string): { readonly lang: ContentLanguage; readonly title: string; readonly body: string } | null {
  const written = writtenLanguages(article);
  const shown = written.find((l) => l === lang) ?? written.find((l) => l === DEFAULT_LANG) ?? written[0];
  return shown === undefined ? null : { lang: shown, title: article.title[shown], body: article.body[shown] };
}

/** The FAQ page's order: by sortOrder, then oldest first. */
export const byArticleOrder = (a: Pick<SupportArticle, "sortOrder" | "id">, b: Pick<SupportArticle, "sortOrder" | "id">): number => a.sortOrder - b.sortOrder || a.id - b.id;
