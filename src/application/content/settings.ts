import type { Result } from "../../domain/errors";
import { checkLanguage, checkLink, checkNotice, type ContentLanguage } from "../../domain/content/content-rules";
import type { AppDeps } from "../deps";
import { CUSTOMER_SERVICE_URL_SETTING } from "./home-content";
import { inTransaction } from "../unit-of-work";
import { recordAudit } from "../operations/audit-trail";

type Deps = Pick<AppDeps, "store" | "events" | "clock">;

/** The setting that holds the scrolling notice of a language. */
export const noticeSetting = (lang: ContentLanguage): string => `notice:${lang}`;

async function saveSetting(deps: Deps, operatorId: number, key: string, value: string): Promise<Result<{ readonly key: string; readonly value: string }>> {
  const nowMs = deps.clock.nowMs();
  return inTransaction(deps, async (work) => {
    const before = await work.tx.content.setting(key);
    if (before === value) return { key, value };
    await work.tx.content.setSetting(key, value);
    await recordAudit(work, { operatorId, action: "setting.save", target: { type: "setting", id: key }, before: before === null ? null : { value: before }, after: { value }, atMs: nowMs });
    return { key, value };
  });
}

/** The home page's scrolling notice in one language; empty removes it (the default language's then stands in). */
export async function setNotice(deps: Deps, input: { readonly operatorId: number; readonly lang: string; readonly text: string }) {
  const lang = checkLanguage(input.lang);
  if (!lang.ok) return lang;
  const text = checkNotice(input.text);
  if (!text.ok) return text;
  return saveSetting(deps, input.operatorId, noticeSetting(lang.value), text.value);
}

/** Where "online customer service" leads: a path on this site or an https address. */
export async function setCustomerServiceLink(deps: Deps, input: { readonly operatorId: number; readonly url: string }) {
  const url = checkLink(input.url, false);
  if (!url.ok) return url;
  return saveSetting(deps, input.operatorId, CUSTOMER_SERVICE_URL_SETTING, url.value);
}
