import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from "react";
import { Button, TextArea, type TextAreaRef } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { ImageIcon } from "../../components/icons";
import { canSend, counterOf, IMAGE_TYPES, imageProblem } from "./thread";
import type { Refusal } from "./useSupportThread";

type Outcome = { ok: true } | { ok: false; refusal: Refusal };

interface ChatComposerProps {
  /** What the box starts with (a prepared request: /chat?topic=password); the caret waits at its end. */
  readonly initialText: string;
  readonly sending: boolean;
  readonly uploading: boolean;
  readonly onSend: (text: string) => Promise<Outcome>;
  readonly onImage: (file: File) => Promise<Outcome>;
}

/**
 * Writing to the staff: a box of several lines, a Send button (Ctrl/Cmd+Enter
 * sends too), an image button. While a message is on its way the box is
 * read-only and the button waits; a refusal (too fast, muted, too long) is
 * shown in the server's words and the text stays, so nothing typed is lost.
 */
export function ChatComposer({ initialText, sending, uploading, onSend, onImage }: ChatComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<TextAreaRef>(null);
  const file = useRef<HTMLInputElement>(null);
  const counter = counterOf(text);

  useEffect(() => {
    if (initialText === "") return;
    const element = input.current?.nativeElement;
    if (!element) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  }, [initialText]);

  const say = (outcome: Outcome): boolean => {
    if (outcome.ok) {
      setError(null);
      return true;
    }
    setError(outcome.refusal ?? t("common.networkError"));
    return false;
  };

  const send = async () => {
    if (sending || !canSend(text)) return;
    const sent = text;
    if (say(await onSend(sent))) setText((now) => (now === sent ? "" : now));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    }
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // The same file may be chosen again after a refusal.
    event.target.value = "";
    if (!chosen) return;
    const problem = imageProblem(chosen);
    if (problem !== null) {
      setError(problem === "type" ? t("support.imageType") : t("support.imageSize"));
      return;
    }
    say(await onImage(chosen));
  };

  return (
    <div className="chat-composer" data-testid="chat-composer">
      {error !== null && (
        <div className="chat-error" role="alert" data-testid="chat-error">
          {error}
        </div>
      )}
      <div className="chat-composer-row">
        <button
          type="button"
          className="chat-image-button"
          aria-label={t("support.image")}
          title={t("support.image")}
          disabled={uploading}
          onClick={() => file.current?.click()}
          data-testid="chat-image-button"
        >
          <ImageIcon />
        </button>
        <input ref={file} type="file" accept={IMAGE_TYPES.join(",")} hidden onChange={(event) => void onFile(event)} data-testid="chat-image-input" />
        <TextArea
          ref={input}
          className="chat-input"
          value={text}
          onChange={(value) => {
            setText(value);
            if (error !== null) setError(null);
          }}
          onKeyDown={onKeyDown}
          placeholder={t("support.placeholder")}
          rows={1}
          autoSize={{ minRows: 1, maxRows: 5 }}
          readOnly={sending}
          aria-label={t("support.placeholder")}
          data-testid="chat-input"
        />
        <Button
          color="primary"
          shape="rounded"
          size="small"
          className="chat-send"
          disabled={!canSend(text)}
          loading={sending}
          onClick={() => void send()}
          data-testid="chat-send"
          data-primary-action
        >
          {t("support.send")}
        </Button>
      </div>
      <div className="chat-composer-foot">
        {/* Only where there is a keyboard with Ctrl (support.css hides it on touch screens). */}
        <span className="chat-hint">{t("support.sendHint")}</span>
        {counter.shown && (
          <span className={`chat-counter${counter.over ? " chat-counter-over" : ""}`} data-testid="chat-counter">
            {t("support.counter", { count: counter.count, max: counter.max })}
          </span>
        )}
      </div>
    </div>
  );
}
