import { CONTENT_LANGUAGES, type ContentLanguage } from "../../domain/content/content-rules";
import { fail, ok, type Result } from "../../domain/errors";
import { autoReplySetting } from "../../domain/support/auto-reply";
import { SUPPORT_HOURS_SETTING } from "../../domain/support/hours-rules";
import { checkAutoReply, checkSupportHours } from "../../domain/support/settings-rules";
import type { AppDeps } from "../deps";
import { recordAudit } from "../operations/audit-trail";
import { inTransaction } from "../unit-of-work";
import { deskSettings, type DeskSettings } from "./desk-settings";

export type SaveDeskSettingsRefusal = "INVALID_INPUT" | "SUPPORT_HOURS_INVALID" | "SUPPORT_MESSAGE_TOO_LONG";

/**
 * An operator sets the desk's hours and/or automatic replies (a language
 * left out keeps its text; "" brings the default back). Everything is checked
 * before anything is written: one bad field refuses the whole change. What
 * changed is one audit line `support.settings`, before and after.
 */
export async function saveDeskSettings(
  deps: Pick<AppDeps, "store" | "events" | "clock" | "schedule">,
  input: { readonly operatorId: number; readonly hours?: string | null; readonly autoReplies?: Readonly<Record<string, string>> | null },
): Promise<Result<DeskSettings, SaveDeskSettingsRefusal>> {
  const changes = new Map<string, string>();
  if (input.hours !== undefined && input.hours !== null) {
    const hours = checkSupportHours(input.hours);
    if (!hours.ok) return hours;
    changes.set(SUPPORT_HOURS_SETTING, hours.value);
  }
  for (const [lang, raw] of Object.entries(input.autoReplies ?? {})) {
    if (!(CONTENT_LANGUAGES as readonly string[]).includes(lang)) return fail("INVALID_INPUT", { field: "autoReplies" });
    const text = checkAutoReply(raw);
    if (!text.ok) return fail(text.error.code, { ...text.error.params, field: `autoReplies.${lang}` });
    changes.set(autoReplySetting(lang as ContentLanguage), text.value);
  }
  const written = await inTransaction(deps, async (work) => {
    const before: Record<string, string | null> = {};
    const after: Record<string, string> = {};
    for (const [key, value] of changes) {
      const stored = await work.tx.content.setting(key);
      if ((stored ?? "") === value) continue;
      await work.tx.content.setSetting(key, value);
      before[key] = stored;
      after[key] = value;
    }
    if (Object.keys(after).length > 0) {
      await recordAudit(work, { operatorId: input.operatorId, action: "support.settings", target: { type: "setting", id: "support" }, before, after, atMs: deps.clock.nowMs() });
    }
  });
  if (!written.ok) return written;
  return ok(await deskSettings(deps));
}
