import { Button } from "antd-mobile";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { channelLabel } from "../../../../src/domain/wallet/deposit-channel";
import { appErrorOf, trpc } from "../../trpc";
import type { StatusFilter } from "./QueueControls";
import { ExportLink } from "./ExportLink";
import "./queue-filters.css";

/** A queue's filters as typed: empty text is no filter; the server checks what the values mean. */
export interface QueueFilterValues {
  readonly player: string;
  readonly minAmount: string;
  readonly maxAmount: string;
  readonly from: string;
  readonly to: string;
  /** Deposits only. */
  readonly channelId: number | null;
}

export const NO_FILTERS: QueueFilterValues = { player: "", minAmount: "", maxAmount: "", from: "", to: "", channelId: null };

/** The filter boxes a refusal can name, by the field the server sends (INVALID_INPUT's `field`), and their captions. */
const FIELD_CAPTIONS = { player: "player", minAmount: "minAmount", maxAmount: "maxAmount", channelId: "channel", from: "from", to: "to" } as const;
type FilterField = keyof typeof FIELD_CAPTIONS;

/** The filter a list's refusal names ("maxAmount" when the range is reversed), or null when it names none of the bar's boxes. */
export function refusedFilter(error: unknown): { readonly field: FilterField; readonly message: string } | null {
  const refusal = appErrorOf(error);
  const field = refusal?.appCode === "INVALID_INPUT" ? refusal.params.field : undefined;
  return typeof field === "string" && Object.hasOwn(FIELD_CAPTIONS, field) ? { field: field as FilterField, message: refusal!.message } : null;
}

/** The filters as the list procedures take them: nothing typed is null. */
export function filterInput(filters: QueueFilterValues) {
  const text = (value: string) => (value.trim() === "" ? null : value.trim());
  return { player: text(filters.player), minAmount: text(filters.minAmount), maxAmount: text(filters.maxAmount), from: text(filters.from), to: text(filters.to) };
}

/**
 * The queue's search: player, amount range, dates (and, for deposits, the
 * channel), applied together when the operator searches; Export CSV downloads
 * every matching request, not just the page on screen.
 */
export function QueueFilters({
  list,
  status,
  applied,
  onApply,
  error,
}: {
  list: "deposits" | "withdrawals";
  status: StatusFilter;
  applied: QueueFilterValues;
  onApply: (filters: QueueFilterValues) => void;
  /** The list's failure: a refused filter is named under the bar and its box marked. */
  error: unknown;
}) {
  const { t } = useTranslation();
  const refused = refusedFilter(error);
  const invalid = (field: FilterField) => (refused?.field === field ? { "aria-invalid": true, "aria-describedby": "queue-filter-error" } : {});
  const [draft, setDraft] = useState<QueueFilterValues>(applied);
  const set = (change: Partial<QueueFilterValues>) => setDraft((current) => ({ ...current, ...change }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form className="console-toolbar console-filters" onSubmit={submit} data-testid="queue-filters" aria-label={t("admin.lists.filters")}>
      <label className="console-filter-field console-filter-player">
        {t("admin.lists.player")}
        <input className="console-input" value={draft.player} onChange={(e) => set({ player: e.target.value })} placeholder={t("admin.lists.playerHint")} maxLength={64} data-testid="filter-player" {...invalid("player")} />
      </label>
      <label className="console-filter-field">
        {t("admin.lists.minAmount")}
        <input className="console-input console-input-narrow" inputMode="decimal" value={draft.minAmount} onChange={(e) => set({ minAmount: e.target.value })} data-testid="filter-min-amount" {...invalid("minAmount")} />
      </label>
      <label className="console-filter-field">
        {t("admin.lists.maxAmount")}
        <input className="console-input console-input-narrow" inputMode="decimal" value={draft.maxAmount} onChange={(e) => set({ maxAmount: e.target.value })} data-testid="filter-max-amount" {...invalid("maxAmount")} />
      </label>
      {list === "deposits" && <ChannelSelect value={draft.channelId} onChange={(channelId) => set({ channelId })} invalid={refused?.field === "channelId"} />}
      <label className="console-filter-field">
        {t("admin.lists.from")}
        <input type="date" className="console-input console-date" value={draft.from} min="2018-01-01" onChange={(e) => set({ from: e.target.value })} data-testid="filter-from" {...invalid("from")} />
      </label>
      <label className="console-filter-field">
        {t("admin.lists.to")}
        <input type="date" className="console-input console-date" value={draft.to} min="2018-01-01" onChange={(e) => set({ to: e.target.value })} data-testid="filter-to" {...invalid("to")} />
      </label>
      <div className="console-filter-buttons">
      <Button size="small" color="primary" type="submit" data-testid="filter-apply">
        {t("admin.lists.apply")}
      </Button>
      <Button
        size="small"
        type="button"
        onClick={() => {
          setDraft(NO_FILTERS);
          onApply(NO_FILTERS);
        }}
        data-testid="filter-clear"
      >
        {t("admin.lists.clear")}
      </Button>
      <ExportLink list={list} filters={{ status: status === null ? "all" : status, ...filterInput(applied), channelId: applied.channelId }} />
      </div>
      {refused && (
        <p className="console-filter-error" role="alert" id="queue-filter-error" data-testid="filter-error">
          {t("admin.lists.fieldError", { field: t(`admin.lists.${FIELD_CAPTIONS[refused.field]}`), message: refused.message })}
        </p>
      )}
    </form>
  );
}

function ChannelSelect({ value, onChange, invalid }: { value: number | null; onChange: (channelId: number | null) => void; invalid: boolean }) {
  const { t } = useTranslation();
  const channels = trpc.admin.depositChannels.list.useQuery(undefined, { staleTime: 60_000 });
  return (
    <label className="console-filter-field">
      {t("admin.lists.channel")}
    <select className="console-input console-select" value={value ?? ""} onChange={(e) => onChange(e.target.value === "" ? null : Number(e.target.value))} data-testid="filter-channel" {...(invalid ? { "aria-invalid": true, "aria-describedby": "queue-filter-error" } : {})}>
      <option value="">{t("admin.lists.anyChannel")}</option>
      {(channels.data ?? []).map((channel) => (
        <option key={channel.id} value={channel.id}>
          {channelLabel(channel)}
        </option>
      ))}
    </select>
    </label>
  );
}
