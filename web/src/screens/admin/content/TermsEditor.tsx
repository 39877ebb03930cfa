import { useState } from "react";
import { Button, TextArea } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { trpc } from "../../../trpc";
import { Panel } from "../ConsoleLayout";
import { useContentSave } from "./useSave";

/**
 * The user agreement of one language, as HTML (the register form links to it
 * at /terms, where it is sanitised like the articles). It may not be empty;
 * a language without its own shows the default language's.
 */
export function TermsEditor({ lang, terms }: { lang: string; terms: string | null }) {
  const { t } = useTranslation();
  const save = trpc.admin.content.setTerms.useMutation();
  const { run, busy } = useContentSave();
  const [html, setHtml] = useState(terms ?? "");
  return (
    <Panel title={t("admin.content.terms")}>
      <div className="console-form">
        <p className="console-muted">{t("admin.content.termsHint")}</p>
        <TextArea className="console-input" value={html} onChange={setHtml} rows={8} maxLength={100_000} placeholder={t("admin.content.termsPlaceholder")} data-testid="terms-input" />
        <Button size="small" color="primary" loading={busy} disabled={html === (terms ?? "")} onClick={() => void run(() => save.mutateAsync({ lang, html }))} data-testid="terms-save">
          {t("admin.common.save")}
        </Button>
      </div>
    </Panel>
  );
}
