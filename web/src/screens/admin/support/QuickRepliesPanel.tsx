import { useCallback, useState } from "react";
import { Button, Input, TextArea } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { SUPPORT_MAX_CHARS } from "../../../../../src/domain/support/conversation";
import { QUICK_REPLY_SHORTCUT_MAX_CHARS, QUICK_REPLY_TITLE_MAX_CHARS } from "../../../../../src/domain/support/quick-reply-rules";
import { LANGUAGES, NATIVE_NAMES, type Lang } from "../../../i18n/languages";
import { trpc } from "../../../trpc";
import { Panel } from "../ConsoleLayout";
import { QueryState } from "../QueryState";
import { LanguageChips } from "./LanguageChips";
import { useDeskSave } from "./useDeskSave";
import { useQuickReplyList, type QuickReplyItem } from "./useQuickReplies";
import { confirmDialog } from "../confirm";


function useReload() {
  const utils = trpc.useUtils();
  return useCallback(() => utils.admin.support.quickReplies.list.invalidate(), [utils]);
}

/** The quick replies of one language at a time: each with its shortcut, editable in place; a form adds one to the language shown. */
export function QuickRepliesPanel() {
  const { t, i18n } = useTranslation();
  const list = useQuickReplyList();
  const [lang, setLang] = useState<Lang>(LANGUAGES.find((l) => l === i18n.language) ?? "tw");
  const [editing, setEditing] = useState<number | null>(null);
  const replies = (list.data ?? []).filter((reply) => reply.lang === lang);
  const count = (l: Lang) => (list.data ?? []).filter((reply) => reply.lang === l).length;
  return (
    <Panel title={t("admin.supportContent.quickReplies")}>
      <p className="console-muted">{t("admin.supportContent.quickRepliesHint")}</p>
      <LanguageChips value={lang} onChange={setLang} note={(l) => String(count(l))} testId="quick-reply-langs" />
      <QueryState query={list} empty={false}>
        <ul className="console-list" data-testid="quick-reply-rows" data-lang={lang}>
          {replies.map((reply) =>
            editing === reply.id ? (
              <li key={reply.id}>
                <QuickReplyForm lang={lang} reply={reply} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <QuickReplyRow key={reply.id} reply={reply} onEdit={() => setEditing(reply.id)} />
            ),
          )}
          {replies.length === 0 && <li className="console-muted">{t("admin.supportContent.noReplies")}</li>}
        </ul>
      </QueryState>
      <div className="console-card console-card-new">
        <div className="console-card-title">
          {t("admin.supportContent.addReply")} · {NATIVE_NAMES[lang]}
        </div>
        <QuickReplyForm key={lang} lang={lang} reply={null} onDone={() => undefined} />
      </div>
    </Panel>
  );
}

function QuickReplyRow({ reply, onEdit }: { reply: QuickReplyItem; onEdit: () => void }) {
  const { t } = useTranslation();
  const remove = trpc.admin.support.quickReplies.remove.useMutation();
  const { run, busy } = useDeskSave(useReload());
  const drop = async () => {
    if (!(await confirmDialog(t("admin.supportContent.deleteReplyConfirm", { shortcut: reply.shortcut })))) return;
    await run(() => remove.mutateAsync({ id: reply.id }));
  };
  return (
    <li className="support-reply-row" data-testid="quick-reply-row" data-shortcut={reply.shortcut}>
      <div className="support-reply-body">
        <span>
          <span className="quick-reply-shortcut">/{reply.shortcut}</span> <span className="quick-reply-title">{reply.title}</span>
        </span>
        <span className="support-reply-text">{reply.text}</span>
      </div>
      <span className="console-actions">
        <Button size="mini" onClick={onEdit} data-testid="quick-reply-edit">
          {t("admin.common.edit")}
        </Button>
        <Button size="mini" color="danger" fill="outline" disabled={busy} onClick={() => void drop()} data-testid="quick-reply-delete">
          {t("admin.common.delete")}
        </Button>
      </span>
    </li>
  );
}

/** Adds a reply to `lang` (reply null: the form empties after a save) or edits one. */
function QuickReplyForm({ lang, reply, onDone }: { lang: Lang; reply: QuickReplyItem | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = trpc.admin.support.quickReplies.save.useMutation();
  const { run, busy } = useDeskSave(useReload());
  const [shortcut, setShortcut] = useState(reply?.shortcut ?? "");
  const [title, setTitle] = useState(reply?.title ?? "");
  const [text, setText] = useState(reply?.text ?? "");
  const submit = async () => {
    if (!(await run(() => save.mutateAsync({ id: reply?.id ?? null, lang, shortcut, title, text })))) return;
    if (reply === null) {
      setShortcut("");
      setTitle("");
      setText("");
    }
    onDone();
  };
  return (
    <div className="console-form" data-testid={reply === null ? "quick-reply-new" : "quick-reply-editor"}>
      <div className="console-field-grid">
        <label className="support-settings-field">
          {t("admin.supportContent.shortcut")}
          {/* One more for the "/" an operator may type before it, as in the composer. */}
          <Input className="console-input" value={shortcut} onChange={setShortcut} maxLength={QUICK_REPLY_SHORTCUT_MAX_CHARS + 1} placeholder="greet" data-testid="quick-reply-shortcut" />
        </label>
        <label className="support-settings-field">
          {t("admin.supportContent.replyTitle")}
          <Input className="console-input" value={title} onChange={setTitle} maxLength={QUICK_REPLY_TITLE_MAX_CHARS} data-testid="quick-reply-title" />
        </label>
      </div>
      <p className="console-muted">{t("admin.supportContent.shortcutHint")}</p>
      <label className="support-settings-field">
        {t("admin.supportContent.replyText")}
        <TextArea className="console-input" value={text} onChange={setText} rows={3} maxLength={SUPPORT_MAX_CHARS} showCount data-testid="quick-reply-text" />
      </label>
      <div className="console-actions">
        <Button size="small" color="primary" loading={busy} onClick={() => void submit()} data-testid="quick-reply-save">
          {reply === null ? t("admin.supportContent.addReply") : t("admin.common.save")}
        </Button>
        {reply !== null && (
          <Button size="small" onClick={onDone}>
            {t("admin.supportContent.cancel")}
          </Button>
        )}
      </div>
    </div>
  );
}
