import { useLayoutEffect, useRef, useState } from "react";
import { ImageViewer } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { isMine, messageTime, type ThreadMessage } from "./thread";

/** Within this many pixels of the end the thread counts as read to the bottom: a new message scrolls it along. */
const NEAR_BOTTOM_PX = 80;

const imageUrl = (imageId: number | string): string => `/support/images/${encodeURIComponent(String(imageId))}`;

interface ChatThreadProps {
  readonly messages: readonly ThreadMessage[];
  readonly receipt: { readonly seq: number; readonly read: boolean } | null;
  readonly hasEarlier: boolean;
  readonly onEarlier: () => void;
}

/**
 * The conversation, oldest at the top, newest at the bottom (where it opens
 * and where a new message takes it, unless the player scrolled up to read).
 * Text is shown as typed, plain text: React writes it as text, never as HTML,
 * and a link in it is not made clickable.
 */
export function ChatThread({ messages, receipt, hasEarlier, onEarlier }: ChatThreadProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const shown = useRef<{ first: number | null; last: number | null; height: number }>({ first: null, last: null, height: 0 });
  const [viewing, setViewing] = useState<string | null>(null);

  const first = messages[0]?.seq ?? null;
  const lastMessage = messages[messages.length - 1];
  const last = lastMessage?.seq ?? null;
  const lastIsMine = lastMessage ? isMine(lastMessage) : false;

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const before = shown.current;
    if (before.first !== null && first !== null && first < before.first && last === before.last) {
      // Earlier messages came in above: the ones being read stay where they were.
      element.scrollTop += element.scrollHeight - before.height;
    } else if (last !== before.last && (atBottom.current || lastIsMine || before.last === null)) {
      element.scrollTop = element.scrollHeight;
      atBottom.current = true;
    }
    shown.current = { first, last, height: element.scrollHeight };
  }, [first, last, lastIsMine]);

  const onScroll = () => {
    const element = box.current;
    if (element) atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
  };
  // A picture that finishes loading grows the thread: the bottom stays in view if it was.
  const onImageLoad = () => {
    const element = box.current;
    if (element && atBottom.current) element.scrollTop = element.scrollHeight;
  };

  const nowMs = Date.now();
  return (
    <div className="chat-thread" ref={box} onScroll={onScroll} data-testid="chat-thread">
      {hasEarlier && (
        <button type="button" className="chat-earlier" onClick={onEarlier} data-testid="chat-earlier">
          {t("support.earlier")}
        </button>
      )}
      {messages.length === 0 && (
        <div className="chat-empty" data-testid="chat-empty">
          {t("support.empty")}
        </div>
      )}
      {messages.map((message) => {
        const mine = isMine(message);
        return (
          <div
            key={message.seq}
            className={`chat-row ${mine ? "chat-row-mine" : "chat-row-staff"}`}
            data-testid="chat-message"
            data-author={message.author}
            data-seq={message.seq}
          >
            {!mine && <div className="chat-author">{message.author === "system" ? t("support.auto") : t("support.staff")}</div>}
            <div className={`chat-bubble${message.author === "system" ? " chat-bubble-auto" : ""}${message.imageId !== null && message.text === "" ? " chat-bubble-image" : ""}`}>
              {message.imageId !== null && (
                <button type="button" className="chat-image" onClick={() => setViewing(imageUrl(message.imageId!))} data-testid="chat-image">
                  <img src={imageUrl(message.imageId)} alt={t("support.imageAlt")} loading="lazy" onLoad={onImageLoad} />
                </button>
              )}
              {message.text !== "" && (
                <div className="chat-text" data-testid="chat-text">
                  {message.text}
                </div>
              )}
            </div>
            <div className="chat-meta">
              {message.leftWhileClosed && (
                <span className="chat-closed-mark" data-testid="chat-left-closed">
                  {t("support.leftWhileClosed")}
                </span>
              )}
              <time dateTime={new Date(message.createdAtMs).toISOString()}>{messageTime(message.createdAtMs, nowMs)}</time>
              {receipt?.seq === message.seq && (
                <span className={`chat-receipt${receipt.read ? " chat-receipt-read" : ""}`} data-testid="chat-receipt" data-read={receipt.read}>
                  {receipt.read ? t("support.read") : t("support.sent")}
                </span>
              )}
            </div>
          </div>
        );
      })}
      {viewing !== null && <ImageViewer image={viewing} visible onClose={() => setViewing(null)} />}
    </div>
  );
}
