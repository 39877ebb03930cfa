import { useState } from "react";
import { Button, Checkbox, Input, TextArea, Toast } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { trpc } from "../../../trpc";
import { Panel } from "../ConsoleLayout";
import type { LanguageContent } from "./overview";
import { formatMoment } from "../format";
import { useRequestId } from "../request-id";
import { useContentSave } from "./useSave";

/** Platform announcements (the players' /Notice second tab): the newest of this language, and a new one. */
export function Announcements({ lang, announcements }: { lang: string; announcements: LanguageContent["announcements"] }) {
  const { t } = useTranslation();
  const create = trpc.admin.content.createAnnouncement.useMutation();
  const { run, busy } = useContentSave();
  const { requestId, renew } = useRequestId();
  const [title, setTitle] = useState("");
  const [content, setContent] = useState("");
  const [everyLanguage, setEveryLanguage] = useState(false);

  const publish = async () => {
    if (title.trim() === "" || content.trim() === "") {
      Toast.show({ content: t("admin.content.titleAndTextRequired") });
      return;
    }
    if (await run(() => create.mutateAsync({ lang: everyLanguage ? null : lang, title, content, requestId }))) {
      setTitle("");
      setContent("");
      renew();
    }
  };

  return (
    <Panel title={t("admin.content.announcements")}>
      <div className="console-form">
        <Input className="console-input" value={title} onChange={setTitle} placeholder={t("admin.content.title")} maxLength={400} data-testid="announcement-title" />
        <TextArea className="console-input" value={content} onChange={setContent} rows={3} placeholder={t("admin.content.text")} data-testid="announcement-text" />
        <div className="console-actions">
          <Checkbox checked={everyLanguage} onChange={setEveryLanguage}>
            {t("admin.content.everyLanguage")}
          </Checkbox>
          <Button size="small" color="primary" loading={busy} onClick={() => void publish()} data-testid="announcement-publish">
            {t("admin.content.publish")}
          </Button>
        </div>
        <ul className="console-list">
          {announcements.map((item) => (
            <li key={item.id}>
              <div className="console-card-title">{item.title}</div>
              <div className="console-muted">
                {formatMoment(item.createdAtMs)} · {item.lang === null ? t("admin.content.everyLanguage") : item.lang}
              </div>
            </li>
          ))}
          {announcements.length === 0 && <li className="console-muted">{t("admin.common.empty")}</li>}
        </ul>
      </div>
    </Panel>
  );
}
