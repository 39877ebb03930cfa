import type { Result } from "../../domain/errors";
import { checkBody, checkLanguage, type ContentLanguage } from "../../domain/content/content-rules";
import type { AppDeps } from "../deps";
import { inTransaction } from "../unit-of-work";
import { recordAudit } from "../operations/audit-trail";

/** The language whose terms stand in when a language has none (SPEC: the default locale). */
const DEFAULT_LANG: ContentLanguage = "tw";

/** The setting that holds the user agreement (terms of use) of a language, as HTML the client sanitises. */
export const termsSetting = (lang: ContentLanguage): string => `terms:${lang}`;

export interface TermsView {
  /** The language the text is written in: the one asked for, or the default language's standing in. */
  readonly lang: string;
  /** HTML as the operator wrote it; empty when none is set in either language. */
  readonly html: string;
}

/** The user agreement the register form links to (/terms): open to guests. */
export async function termsOf(deps: Pick<AppDeps, "store">, lang: string): Promise<TermsView> {
  const checked = checkLanguage(lang);
  const asked = checked.ok ? checked.value : DEFAULT_LANG;
  return deps.store.read(async (tx) => {
    const own = await tx.content.setting(termsSetting(asked));
    if (own !== null && own.trim() !== "") return { lang: asked, html: own };
    return { lang: DEFAULT_LANG, html: (await tx.content.setting(termsSetting(DEFAULT_LANG))) ?? "" };
  });
}

/** The operator writes the user agreement of one language; it may not be empty (players must be able to read what they agree to). */
export async function setTerms(
  deps: Pick<AppDeps, "store" | "events" | "clock">,
  input: { readonly operatorId: number; readonly lang: string; readonly html: string },
): Promise<Result<{ readonly lang: ContentLanguage; readonly html: string }, "CONTENT_REQUIRED" | "INVALID_INPUT">> {
  const lang = checkLanguage(input.lang);
  if (!lang.ok) return lang;
  const html = checkBody(input.html);
  if (!html.ok) return html;
  const key = termsSetting(lang.value);
  const nowMs = deps.clock.nowMs();
  return inTransaction(deps, async (work) => {
    const before = await work.tx.content.setting(key);
    if (before !== html.value) {
      await work.tx.content.setSetting(key, html.value);
      await recordAudit(work, { operatorId: input.operatorId, action: "setting.save", target: { type: "setting", id: key }, before: before === null ? null : { value: before }, after: { value: html.value }, atMs: nowMs });
    }
    return { lang: lang.value, html: html.value };
  });
}
