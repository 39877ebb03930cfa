import { useState } from "react";
import { Button, Input, Selector, Switch, TextArea, Toast } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useShowError } from "../../../errors";
import { NATIVE_NAMES } from "../../../i18n/languages";
import { trpc } from "../../../trpc";
import { ConsoleMoneyField } from "../ConsoleMoneyField";
import { LANGS, newDraft, saveInput, type PromotionDraft } from "./promotion-draft";

function Field({ label, value, onChange, testId, type = "text", max = 80 }: { label: string; value: string; onChange: (v: string) => void; testId: string; type?: string; max?: number }) {
  return (
    <label className="console-field">
      <span>{label}</span>
      <Input className="console-input" type={type} value={value} onChange={onChange} maxLength={max} data-testid={testId} aria-label={label} />
    </label>
  );
}

/** Creates a promotion: its kind and reward, the terms in all five languages, the period and the eligibility. */
export function PromotionEditor({ nowMs, onDone }: { nowMs: number; onDone: () => void }) {
  const { t } = useTranslation();
  const showError = useShowError();
  const utils = trpc.useUtils();
  const save = trpc.admin.promotions.save.useMutation();
  const [draft, setDraft] = useState<PromotionDraft>(() => newDraft(nowMs));
  const set = <K extends keyof PromotionDraft>(key: K) => (value: PromotionDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setTerm = (lang: (typeof LANGS)[number], part: "title" | "body") => (value: string) =>
    setDraft((d) => ({ ...d, terms: { ...d.terms, [lang]: { ...d.terms[lang], [part]: value } } }));

  const submit = () => {
    if (save.isPending) return;
    save.mutate(saveInput(draft), {
      onSuccess: () => {
        Toast.show({ icon: "success", content: t("admin.promotions.saved") });
        void utils.admin.promotions.list.invalidate();
        onDone();
      },
      onError: showError,
    });
  };

  return (
    <div className="console-form promotion-editor" data-testid="promotion-new">
      <span className="console-muted">{t("admin.promotions.kind")}</span>
      <Selector
        columns={3}
        value={[draft.kind]}
        onChange={(v) => v[0] && set("kind")(v[0])}
        options={[
          { label: t("admin.promotions.kindRedPacket"), value: "red_packet" as const },
          { label: t("admin.promotions.kindCheckIn"), value: "check_in" as const },
          { label: t("admin.promotions.kindFirstDeposit"), value: "first_deposit" as const },
        ]}
        data-testid="promotion-kind"
      />
      {LANGS.map((lang) => (
        <fieldset key={lang} className="promotion-terms-field">
          <legend>{NATIVE_NAMES[lang]}</legend>
          <Field label={t("admin.promotions.termsTitle", { lang: NATIVE_NAMES[lang] })} value={draft.terms[lang].title} onChange={setTerm(lang, "title")} testId={`promotion-title-${lang}`} />
          <label className="console-field">
            <span>{t("admin.promotions.termsBody", { lang: NATIVE_NAMES[lang] })}</span>
            <TextArea className="console-input" value={draft.terms[lang].body} onChange={setTerm(lang, "body")} maxLength={2000} autoSize={{ minRows: 2, maxRows: 6 }} data-testid={`promotion-body-${lang}`} aria-label={t("admin.promotions.termsBody", { lang: NATIVE_NAMES[lang] })} />
          </label>
        </fieldset>
      ))}
      <Field label={t("admin.promotions.start")} type="datetime-local" value={draft.start} onChange={set("start")} testId="promotion-start" />
      <Field label={t("admin.promotions.end")} type="datetime-local" value={draft.end} onChange={set("end")} testId="promotion-end" />
      {draft.kind === "first_deposit" && (
        <>
          <Field label={t("admin.promotions.percent")} value={draft.percent} onChange={set("percent")} testId="promotion-percent" max={8} />
          <ConsoleMoneyField label={t("admin.promotions.cap")} value={draft.cap} onChange={set("cap")} testId="promotion-cap" />
        </>
      )}
      {draft.kind === "check_in" && <ConsoleMoneyField label={t("admin.promotions.amount")} value={draft.amount} onChange={set("amount")} testId="promotion-amount" />}
      {draft.kind === "red_packet" && (
        <>
          <ConsoleMoneyField label={t("admin.promotions.pool")} value={draft.pool} onChange={set("pool")} testId="promotion-pool" />
          <Field label={t("admin.promotions.packets")} value={draft.packets} onChange={set("packets")} testId="promotion-packets" max={6} />
          <ConsoleMoneyField label={t("admin.promotions.turnover")} value={draft.turnover} onChange={set("turnover")} testId="promotion-turnover" options={{ allowZero: true }} />
        </>
      )}
      <span className="console-muted">{t("admin.promotions.minLevel")}</span>
      <Selector
        columns={2}
        value={[draft.minLevel]}
        onChange={(v) => v[0] !== undefined && set("minLevel")(v[0])}
        options={[0, 1, 2, 3].map((level) => ({ label: [t("admin.promotions.level0"), t("admin.promotions.level1"), t("admin.promotions.level2"), t("admin.promotions.level3")][level]!, value: level }))}
        data-testid="promotion-level"
      />
      <ConsoleMoneyField label={t("admin.promotions.minDeposit")} value={draft.minDeposit} onChange={set("minDeposit")} testId="promotion-min-deposit" options={{ allowZero: true }} />
      <Field label={t("admin.promotions.wageringMultiple")} value={draft.wageringMultiple} onChange={set("wageringMultiple")} testId="promotion-wagering" max={4} />
      <label className="console-field console-switch">
        <span>{t("admin.promotions.newPlayersOnly")}</span>
        <Switch checked={draft.newPlayersOnly} onChange={set("newPlayersOnly")} aria-label={t("admin.promotions.newPlayersOnly")} data-testid="promotion-new-players" />
      </label>
      <label className="console-field console-switch">
        <span>{t("admin.promotions.onePerAddress")}</span>
        <Switch checked={draft.onePerAddress} onChange={set("onePerAddress")} aria-label={t("admin.promotions.onePerAddress")} data-testid="promotion-per-address" />
      </label>
      <Button color="primary" loading={save.isPending} onClick={submit} data-testid="promotion-save">
        {t("admin.promotions.save")}
      </Button>
    </div>
  );
}
