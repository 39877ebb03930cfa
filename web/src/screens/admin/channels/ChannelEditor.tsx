import { useState } from "react";
import { Button, Input, Selector, Switch, TextArea, Toast } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { RECHARGE_CURRENCIES } from "../../../../../src/domain/wallet/recharge-rules";
import { useShowError } from "../../../errors";
import { NATIVE_NAMES } from "../../../i18n/languages";
import { trpc } from "../../../trpc";
import { useRequestId } from "../request-id";
import { INSTRUCTION_LANGS, saveInput, type ChannelDraft } from "./channel-draft";
import { ConsoleMoneyField, moneyTextsValid } from "../ConsoleMoneyField";

function Text({ label, value, onChange, name, max = 64 }: { label: string; value: string; onChange: (v: string) => void; name: string; max?: number }) {
  return (
    <label className="channel-field">
      <span>{label}</span>
      <Input className="console-input" value={value} onChange={onChange} maxLength={max} data-testid={`channel-${name}`} />
    </label>
  );
}

/** Adds (id null) or edits one channel; a save is done once per filled-in form, however often it is clicked. */
export function ChannelEditor({ id, initial, onDone }: { id: number | null; initial: ChannelDraft; onDone: () => void }) {
  const { t } = useTranslation();
  const showError = useShowError();
  const utils = trpc.useUtils();
  const save = trpc.admin.depositChannels.save.useMutation();
  const { requestId, renew } = useRequestId();
  const [draft, setDraft] = useState<ChannelDraft>(initial);
  const set = <K extends keyof ChannelDraft>(key: K) => (value: ChannelDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = () => {
    // A minimum or maximum that is not an amount says so under its field; nothing is sent.
    if (save.isPending || !moneyTextsValid([[draft.min], [draft.max]])) return;
    save.mutate(saveInput(id, draft, requestId), {
      onSuccess: () => {
        renew();
        Toast.show({ icon: "success", content: t("admin.channels.saved") });
        void utils.admin.depositChannels.list.invalidate();
        onDone();
      },
      onError: showError,
    });
  };

  return (
    <div className="console-form channel-editor" data-testid={id === null ? "channel-new" : `channel-edit-${id}`}>
      <Selector
        columns={2}
        value={[draft.kind]}
        onChange={(v) => v[0] && set("kind")(v[0])}
        options={[
          { label: t("admin.channels.bank"), value: "bank" as const },
          { label: t("admin.channels.usdt"), value: "usdt" as const },
        ]}
        data-testid="channel-kind"
      />
      {draft.kind === "bank" ? (
        <>
          <Text label={t("admin.channels.bankName")} value={draft.bankName} onChange={set("bankName")} name="bankName" />
          <Text label={t("admin.channels.branch")} value={draft.branch} onChange={set("branch")} name="branch" />
          <Text label={t("admin.channels.holder")} value={draft.holder} onChange={set("holder")} name="holder" />
          <Text label={t("admin.channels.accountNumber")} value={draft.accountNumber} onChange={set("accountNumber")} name="accountNumber" />
        </>
      ) : (
        <>
          <Selector
            columns={2}
            value={[draft.network]}
            onChange={(v) => v[0] && set("network")(v[0])}
            options={[
              { label: "TRC20", value: "TRC20" as const },
              { label: "ERC20", value: "ERC20" as const },
            ]}
            data-testid="channel-network"
          />
          <Text label={t("admin.channels.address")} value={draft.address} onChange={set("address")} name="address" max={64} />
        </>
      )}
      <label className="channel-field channel-field-top">
        <span>{t("admin.channels.currencies")}</span>
        <Selector
          multiple
          columns={4}
          value={[...draft.currencies]}
          onChange={(v) => set("currencies")(v)}
          options={RECHARGE_CURRENCIES.map((c) => ({ label: c, value: c }))}
          data-testid="channel-currencies"
        />
      </label>
      <div className="console-form-row">
        <ConsoleMoneyField label={t("admin.channels.min")} value={draft.min} onChange={set("min")} testId="channel-min" className="channel-field" />
        <ConsoleMoneyField label={t("admin.channels.max")} value={draft.max} onChange={set("max")} testId="channel-max" className="channel-field" />
        <Text label={t("admin.channels.sortOrder")} value={draft.sortOrder} onChange={set("sortOrder")} name="sortOrder" max={5} />
      </div>
      {INSTRUCTION_LANGS.map((lang) => (
        <label key={lang} className="channel-field channel-field-top">
          <span>{t("admin.channels.instructions", { lang: NATIVE_NAMES[lang] })}</span>
          <TextArea
            className="console-input"
            value={draft.instructions[lang]}
            onChange={(v) => set("instructions")({ ...draft.instructions, [lang]: v })}
            maxLength={500}
            autoSize={{ minRows: 1, maxRows: 4 }}
          />
        </label>
      ))}
      <div className="console-form-row">
        <label className="console-inline">
          {draft.active ? t("admin.channels.on") : t("admin.channels.off")}
          <Switch checked={draft.active} onChange={set("active")} />
        </label>
        <div className="console-inline">
          <Button size="small" onClick={onDone}>
            {t("admin.channels.cancel")}
          </Button>
          <Button size="small" color="primary" loading={save.isPending} onClick={submit} data-testid="channel-save">
            {t("admin.channels.save")}
          </Button>
        </div>
      </div>
    </div>
  );
}
