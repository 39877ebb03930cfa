import { useCallback, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { quickReplyByShortcut, shortcutBefore } from "../../../../../src/domain/support/quick-reply-rules";
import { trpc, type RouterOutputs } from "../../../trpc";

export type QuickReplyItem = RouterOutputs["admin"]["support"]["quickReplies"]["list"][number];

/** The language whose replies come first: the conversation's if known, else the one the operator reads the console in. */
export function usePreferredLang(lang: string | null): string {
  const { i18n } = useTranslation();
  return lang ?? i18n.language;
}

/** Every quick reply (the console's list); kept a minute, re-read when the settings page saves one. */
export function useQuickReplyList() {
  return trpc.admin.support.quickReplies.list.useQuery(undefined, { staleTime: 60_000 });
}

/**
 * The composer's keyboard part of the quick replies: in a textarea, "/greet"
 * typed just before the cursor (at the start or after a blank), then Tab,
 * becomes that reply's text (the conversation's language first); Tab does
 * what it always does otherwise (a conversation of unknown language prefers
 * the console's). `onChange` receives the composer's new text;
 * the cursor lands after the inserted reply.
 *
 *   const onKeyDown = useQuickReplyKeys(lang, setText);
 *   <textarea value={text} onChange={...} onKeyDown={onKeyDown} />
 */
export function useQuickReplyKeys(lang: string | null, onChange: (text: string) => void): (event: KeyboardEvent<HTMLTextAreaElement>) => void {
  const replies = useQuickReplyList();
  const preferred = usePreferredLang(lang);
  return useCallback(
    (event: KeyboardEvent<HTMLTextAreaElement>) => {
      if (event.key !== "Tab" || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey || event.nativeEvent.isComposing) return;
      const area = event.currentTarget;
      if (area.selectionStart !== area.selectionEnd) return;
      const cursor = area.selectionStart;
      const typed = shortcutBefore(area.value.slice(0, cursor));
      const reply = typed === null ? null : quickReplyByShortcut(replies.data ?? [], preferred, typed.shortcut);
      if (typed === null || reply === null) return;
      event.preventDefault();
      const caret = typed.start + reply.text.length;
      onChange(area.value.slice(0, typed.start) + reply.text + area.value.slice(cursor));
      // After React has written the new value: the cursor goes where the reply ends.
      requestAnimationFrame(() => area.setSelectionRange(caret, caret));
    },
    [preferred, onChange, replies.data],
  );
}
