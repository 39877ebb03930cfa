import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { formatMoment } from "../format";
import { imageUrl } from "./support-image";
import type { Conversation, StaffMessage } from "./types";

/**
 * A thread's messages, oldest first, newest at the bottom (scrolled to as
 * they arrive): the customer's on the left, the staff's on the right with the
 * player's read receipt, the desk's automatic replies in the middle. Text is
 * shown as text (React escapes it; links stay words), images as thumbnails.
 */
export function ThreadMessages({ conversation, messages, customer, operatorName }: { conversation: Conversation; messages: readonly StaffMessage[]; customer: string; operatorName: (id: number) => string }) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.id;
  useEffect(() => {
    end.current?.scrollIntoView({ block: "end" });
  }, [last]);

  if (messages.length === 0) return <div className="support-messages console-muted">{t("admin.inbox.noMessages")}</div>;
  return (
    <div className="support-messages" data-testid="support-messages">
      {messages.map((message) => {
        const side = message.author === "player" || message.author === "guest" ? "customer" : message.author === "system" ? "system" : "staff";
        const who = side === "customer" ? customer : side === "system" ? t("admin.inbox.authorSystem") : message.authorId === null ? t("admin.inbox.authorStaff") : operatorName(message.authorId);
        return (
          <div key={message.id} className={`support-message support-message-${side}`} data-testid="support-message" data-author={message.author} data-seq={message.seq}>
            <div className="support-message-meta">
              <span>{who}</span>
              <span>{formatMoment(message.createdAtMs)}</span>
              {message.leftWhileClosed && <span className="console-tag support-tag-closed-hours">{t("admin.inbox.leftWhileClosed")}</span>}
            </div>
            <div className="support-bubble">
              {message.imageId !== null && (
                <a href={imageUrl(message.imageId)} target="_blank" rel="noopener noreferrer" className="support-thumb-link">
                  <img className="support-thumb" src={imageUrl(message.imageId)} alt={t("admin.inbox.image")} loading="lazy" data-testid="support-message-image" />
                </a>
              )}
              {message.text !== "" && <div className="support-text">{message.text}</div>}
            </div>
            {side === "staff" && message.seq <= conversation.customerReadSeq && (
              <div className="support-receipt" data-testid="support-message-read">
                {t("admin.inbox.read")}
              </div>
            )}
          </div>
        );
      })}
      <div ref={end} />
    </div>
  );
}
