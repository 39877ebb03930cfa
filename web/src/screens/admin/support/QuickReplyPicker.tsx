import { useMemo, useState } from "react";
import { Button, Input, Popup } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { quickRepliesFor } from "../../../../../src/domain/support/quick-reply-rules";
import { isLang, NATIVE_NAMES } from "../../../i18n/languages";
import { usePreferredLang, useQuickReplyList, type QuickReplyItem } from "./useQuickReplies";
import "./support-content.css";

/**
 * The composer's quick-reply button: it opens the list of quick replies, the
 * conversation's language (`lang`; null when unknown: the console's) first; typing filters
 * by shortcut (or part of a title); a click, or Enter for the first match,
 * hands the reply's text to `onInsert`. For the keyboard way ("/greet" then
 * Tab in the textarea) see useQuickReplyKeys.
 */
export function QuickReplyPicker({ lang, onInsert }: { lang: string | null; onInsert(text: string): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const list = useQuickReplyList();
  const preferred = usePreferredLang(lang);
  const shown = useMemo(() => quickRepliesFor(list.data ?? [], preferred, query), [list.data, preferred, query]);
  const close = () => {
    setOpen(false);
    setQuery("");
  };
  const pick = (reply: QuickReplyItem) => {
    onInsert(reply.text);
    close();
  };
  return (
    <>
      <Button size="small" fill="outline" onClick={() => setOpen(true)} data-testid="quick-reply-button" aria-haspopup="dialog">
        {t("admin.supportContent.picker")}
      </Button>
      <Popup visible={open} onMaskClick={close} onClose={close} position="bottom" bodyClassName="quick-reply-sheet" destroyOnClose>
        <div className="quick-reply-picker" role="dialog" aria-label={t("admin.supportContent.picker")} data-testid="quick-reply-picker">
          <Input
            className="console-input"
            value={query}
            onChange={setQuery}
            placeholder={t("admin.supportContent.pickerFilter")}
            autoFocus
            clearable
            onEnterPress={() => shown[0] && pick(shown[0])}
            data-testid="quick-reply-filter"
          />
          <ul className="quick-reply-list">
            {shown.map((reply) => (
              <li key={reply.id}>
                <button type="button" className="quick-reply-item" onClick={() => pick(reply)} data-testid="quick-reply-item" data-shortcut={reply.shortcut} data-lang={reply.lang}>
                  <span className="quick-reply-head">
                    <span className="quick-reply-shortcut">/{reply.shortcut}</span>
                    <span className="console-tag">{isLang(reply.lang) ? NATIVE_NAMES[reply.lang] : reply.lang}</span>
                    <span className="quick-reply-title">{reply.title}</span>
                  </span>
                  <span className="quick-reply-text">{reply.text}</span>
                </button>
              </li>
            ))}
            {list.data && shown.length === 0 && <li className="console-muted">{t("admin.supportContent.pickerNone")}</li>}
          </ul>
          <p className="console-muted">{t("admin.supportContent.pickerHint")}</p>
        </div>
      </Popup>
    </>
  );
}
