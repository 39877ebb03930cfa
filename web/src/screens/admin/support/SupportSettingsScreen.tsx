import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConsoleLayout, Panel } from "../ConsoleLayout";
import { ArticlesPanel } from "./ArticlesPanel";
import { DeskSettingsPanel } from "./DeskSettingsPanel";
import { QuickReplyPicker } from "./QuickReplyPicker";
import { QuickRepliesPanel } from "./QuickRepliesPanel";
import { useQuickReplyKeys } from "./useQuickReplies";
import "./support-content.css";

/**
 * /admin/support-settings: what the desk answers with besides the staff's own
 * words. Quick replies (per language, with a shortcut), the knowledge base the
 * FAQ page shows players, the desk's hours and its automatic first reply.
 */
export default function SupportSettingsScreen() {
  const { t } = useTranslation();
  return (
    <ConsoleLayout title={t("admin.supportContent.title")} testId="console-support-settings">
      <p className="console-muted">{t("admin.supportContent.intro")}</p>
      <div className="console-columns">
        <DeskSettingsPanel />
        <TryQuickReplies />
      </div>
      <QuickRepliesPanel />
      <ArticlesPanel />
    </ConsoleLayout>
  );
}

/** A reply box as the inbox's composer has it, to try the quick replies out: the button, and "/shortcut" then Tab. */
function TryQuickReplies() {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState("");
  const onKeyDown = useQuickReplyKeys(i18n.language, setText);
  const insert = (reply: string) => setText((current) => (current.trim() === "" ? reply : `${current.replace(/\s+$/, "")}\n${reply}`));
  return (
    <Panel title={t("admin.supportContent.tryTitle")}>
      <div className="support-try">
        <p className="console-muted">{t("admin.supportContent.tryHint")}</p>
        <textarea className="console-input" value={text} onChange={(event) => setText(event.target.value)} onKeyDown={onKeyDown} placeholder={t("admin.supportContent.tryPlaceholder")} data-testid="quick-reply-try" />
        <div className="console-actions">
          <QuickReplyPicker lang={i18n.language} onInsert={insert} />
        </div>
      </div>
    </Panel>
  );
}
