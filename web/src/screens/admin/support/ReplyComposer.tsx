import { useCallback, useRef, useState, type ReactNode } from "react";
import { Button, Toast } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useShowError } from "../../../errors";
import { trpc } from "../../../trpc";
import { SUPPORT_MAX_CHARS } from "../../../../../src/domain/support/conversation";
import { IMAGE_ACCEPT, IMAGE_MAX_MB, imageProblem, sendStaffImage } from "./support-image";
import { QuickReplyPicker } from "./QuickReplyPicker";
import { useQuickReplyKeys } from "./useQuickReplies";

/**
 * The staff's answer box under a thread: plain text (sent as typed, shown as
 * text, never as HTML), Ctrl/Cmd+Enter or the button sends; the image button
 * sends a picture as a message of its own. `insert` puts a text at the cursor:
 * the quick-reply picker goes in the tools row and calls it.
 */
export function ReplyComposer({
  conversationId,
  lang,
  onSent,
  tools,
}: {
  conversationId: number;
  /** The customer's language if known (null: any), for tools that offer texts per language. */
  lang: string | null;
  onSent: () => void;
  /** Extra tools beside the image button, given the way to insert a text at the cursor. */
  tools?: (composer: { lang: string | null; insert: (text: string) => void }) => ReactNode;
}) {
  const { t } = useTranslation();
  const showError = useShowError();
  const reply = trpc.admin.support.reply.useMutation();
  const [text, setText] = useState("");
  const [uploading, setUploading] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const file = useRef<HTMLInputElement>(null);
  // "/greet" then Tab becomes that quick reply (the customer's language first).
  const quickReplyKeys = useQuickReplyKeys(lang, setText);

  /** Puts `snippet` where the cursor is (or at the end), and keeps the cursor after it. */
  const insert = useCallback((snippet: string) => {
    const element = box.current;
    setText((current) => {
      const start = element?.selectionStart ?? current.length;
      const end = element?.selectionEnd ?? current.length;
      const next = current.slice(0, start) + snippet + current.slice(end);
      requestAnimationFrame(() => {
        element?.focus();
        element?.setSelectionRange(start + snippet.length, start + snippet.length);
      });
      return next;
    });
  }, []);

  const send = () => {
    if (reply.isPending || text.trim() === "") return;
    reply.mutate(
      { conversationId, text },
      {
        onSuccess: () => {
          setText("");
          onSent();
        },
        onError: showError,
      },
    );
  };

  const pickImage = async (chosen: File | undefined) => {
    if (file.current) file.current.value = "";
    if (!chosen) return;
    const problem = imageProblem(chosen);
    if (problem) {
      Toast.show({ icon: "fail", content: problem === "imageTooLarge" ? t("admin.inbox.imageTooLarge", { mb: IMAGE_MAX_MB }) : t("admin.inbox.imageType") });
      return;
    }
    setUploading(true);
    const sent = await sendStaffImage(conversationId, chosen);
    setUploading(false);
    if (sent.ok) onSent();
    else Toast.show({ icon: "fail", content: sent.message });
  };

  return (
    <div className="support-composer" data-testid="support-composer">
      <textarea
        ref={box}
        className="console-input support-composer-text"
        value={text}
        rows={3}
        maxLength={SUPPORT_MAX_CHARS * 2}
        placeholder={t("admin.inbox.composerPlaceholder")}
        aria-label={t("admin.inbox.composerPlaceholder")}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          quickReplyKeys(event);
          if (event.defaultPrevented) return;
          if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            send();
          }
        }}
        data-testid="support-composer-text"
      />
      <div className="support-composer-tools">
        <QuickReplyPicker lang={lang} onInsert={insert} />
        {/* Other tools that add to the text go here and call insert(text). */}
        {tools?.({ lang, insert })}
        <input ref={file} type="file" accept={IMAGE_ACCEPT} hidden onChange={(event) => void pickImage(event.target.files?.[0])} data-testid="support-image-input" />
        <Button size="small" loading={uploading} onClick={() => file.current?.click()} data-testid="support-image-button">
          {t("admin.inbox.attachImage")}
        </Button>
        <span className="console-grow" />
        <Button size="small" color="primary" loading={reply.isPending} disabled={text.trim() === ""} onClick={send} data-testid="support-send">
          {t("admin.inbox.send")}
        </Button>
      </div>
    </div>
  );
}
