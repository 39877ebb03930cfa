import { useState } from "react";
import { Button, TextArea } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { trpc } from "../../../trpc";
import { Panel } from "../ConsoleLayout";
import { useContentSave } from "./useSave";

/** The home page's scrolling notice in one language; empty removes it (the default language's then stands in). */
export function NoticeEditor({ lang, notice }: { lang: string; notice: string | null }) {
  const { t } = useTranslation();
  const save = trpc.admin.content.setNotice.useMutation();
  const { run, busy } = useContentSave();
  const [text, setText] = useState(notice ?? "");
  return (
    <Panel title={t("admin.content.notice")}>
      <div className="console-form">
        <TextArea className="console-input" value={text} onChange={setText} rows={3} maxLength={2000} showCount placeholder={t("admin.content.noticePlaceholder")} data-testid="notice-input" />
        <Button size="small" color="primary" loading={busy} disabled={text === (notice ?? "")} onClick={() => void run(() => save.mutateAsync({ lang, text }))} data-testid="notice-save">
          {t("admin.common.save")}
        </Button>
      </div>
    </Panel>
  );
}
