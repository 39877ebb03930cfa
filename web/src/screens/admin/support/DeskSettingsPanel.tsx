import { useCallback, useState } from "react";
import { Button, Input, TextArea } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { SUPPORT_MAX_CHARS } from "../../../../../src/domain/support/conversation";
import { LANGUAGES, type Lang } from "../../../i18n/languages";
import { trpc, type RouterOutputs } from "../../../trpc";
import { Panel } from "../ConsoleLayout";
import { QueryState } from "../QueryState";
import { LanguageChips } from "./LanguageChips";
import { useDeskSave } from "./useDeskSave";

type DeskSettings = RouterOutputs["admin"]["support"]["settings"]["get"];


/** The desk's hours ("HH:MM-HH:MM" in the schedule's zone) and its automatic first reply per language. */
export function DeskSettingsPanel() {
  const { t } = useTranslation();
  const settings = trpc.admin.support.settings.get.useQuery(undefined, { staleTime: 0 });
  return (
    <Panel title={t("admin.supportContent.settingsTitle")}>
      <QueryState query={settings} empty={false}>
        {/* Keyed by what was loaded: a save re-reads it, and the form starts from the stored values. */}
        {settings.data && <DeskSettingsForm key={JSON.stringify(settings.data)} initial={settings.data} />}
      </QueryState>
    </Panel>
  );
}

function DeskSettingsForm({ initial }: { initial: DeskSettings }) {
  const { t, i18n } = useTranslation();
  const utils = trpc.useUtils();
  const save = trpc.admin.support.settings.save.useMutation();
  const { run, busy } = useDeskSave(useCallback(() => utils.admin.support.settings.get.invalidate(), [utils]));
  const [hours, setHours] = useState(initial.hours);
  const [replies, setReplies] = useState<Record<Lang, string>>({ ...initial.autoReplies });
  const [lang, setLang] = useState<Lang>(LANGUAGES.find((l) => l === i18n.language) ?? "tw");
  const changed = hours !== initial.hours || LANGUAGES.some((l) => replies[l] !== initial.autoReplies[l]);
  return (
    <div className="console-form" data-testid="support-settings">
      <label className="support-settings-field">
        {t("admin.supportContent.hours")}
        <Input className="console-input support-hours-input" value={hours} onChange={setHours} maxLength={20} placeholder="12:00-23:30" data-testid="support-hours" />
      </label>
      <p className="console-muted">{t("admin.supportContent.hoursHint", { zone: initial.timeZone })}</p>
      <div className="support-settings-field">
        {t("admin.supportContent.autoReply")}
        <LanguageChips value={lang} onChange={setLang} note={(l) => (replies[l].trim() === "" ? "" : "✓")} testId="auto-reply-langs" />
        <TextArea
          key={lang}
          className="console-input"
          value={replies[lang]}
          onChange={(text) => setReplies((all) => ({ ...all, [lang]: text }))}
          rows={3}
          maxLength={SUPPORT_MAX_CHARS}
          showCount
          placeholder={initial.defaultAutoReplies[lang]}
          data-testid="auto-reply-input"
          data-lang={lang}
        />
      </div>
      <p className="console-muted">{t("admin.supportContent.autoReplyHint")}</p>
      <div className="support-settings-field">
        {t("admin.supportContent.autoReplyDefault")}
        <p className="support-default-text">{initial.defaultAutoReplies[lang]}</p>
      </div>
      <Button color="primary" loading={busy} disabled={!changed} onClick={() => void run(() => save.mutateAsync({ hours, autoReplies: replies }))} data-testid="support-settings-save">
        {t("admin.supportContent.saveSettings")}
      </Button>
    </div>
  );
}
