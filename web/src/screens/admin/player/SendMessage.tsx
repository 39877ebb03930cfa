import { useState } from "react";
import { Button, Input, TextArea, Toast } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useShowError } from "../../../errors";
import { trpc } from "../../../trpc";
import { Panel } from "../ConsoleLayout";
import type { PlayerDetail } from "./detail";
import { useRequestId } from "../request-id";

/** An in-site message to this player (their /Notice first tab). */
export function SendMessage({ player }: { player: PlayerDetail }) {
  const { t } = useTranslation();
  const showError = useShowError();
  const send = trpc.admin.content.sendMessage.useMutation();
  const { requestId, renew } = useRequestId();
  const [title, setTitle] = useState("");
  const [content, setContent] = useState("");
  const submit = () => {
    if (send.isPending) return;
    if (title.trim() === "" || content.trim() === "") {
      Toast.show({ content: t("admin.content.titleAndTextRequired") });
      return;
    }
    send.mutate(
      { userId: player.id, title, content, requestId },
      {
        onSuccess: () => {
          setTitle("");
          setContent("");
          renew();
          Toast.show({ icon: "success", content: t("admin.players.messageSent") });
        },
        onError: showError,
      },
    );
  };
  return (
    <Panel title={t("admin.players.message")}>
      <div className="console-form">
        <Input className="console-input" value={title} onChange={setTitle} placeholder={t("admin.content.title")} maxLength={400} data-testid="message-title" />
        <TextArea className="console-input" value={content} onChange={setContent} rows={3} placeholder={t("admin.content.text")} data-testid="message-text" />
        <Button size="small" color="primary" loading={send.isPending} onClick={submit} data-testid="message-send">
          {t("admin.players.sendMessage")}
        </Button>
      </div>
    </Panel>
  );
}
