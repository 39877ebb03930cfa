import { Button } from "antd-mobile";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { channelLabel } from "../../../../src/domain/wallet/deposit-channel";
import { trpc } from "../../trpc";
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
}: {
  list: "deposits" | "withdrawals";
  status: StatusFilter;
  applied: QueueFilterValues;
  onApply: (filters: QueueFilterValues) => void;
}) {
  const { t } = useTranslation();
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
        <input className="console-input" value={draft.player} onChange={(e) => set({ player: e.target.value })} placeholder={t("admin.lists.playerHint")} maxLength={64} data-testid="filter-player" />
      </label>
      <label className="console-filter-field">
        {t("admin.lists.minAmount")}
        <input className="console-input console-input-narrow" inputMode="decimal" value={draft.minAmount} onChange={(e) => set({ minAmount: e.target.value })} data-testid="filter-min-amount" />
      </label>
      <label className="console-filter-field">
        {t("admin.lists.maxAmount")}
        <input className="console-input console-input-narrow" inputMode="decimal" value={draft.maxAmount} onChange={(e) => set({ maxAmount: e.target.value })} data-testid="filter-max-amount" />
      </label>
      {list === "deposits" && <ChannelSelect value={draft.channelId} onChange={(channelId) => set({ channelId })} />}
      <label className="console-filter-field">
        {t("admin.lists.from")}
        <input type="date" className="console-input console-date" value={draft.from} min="2018-01-01" onChange={(e) => set({ from: e.target.value })} data-testid="filter-from" />
      </label>
      <label className="console-filter-field">
        {t("admin.lists.to")}
        <input type="date" className="console-input console-date" value={draft.to} min="2018-01-01" onChange={(e) => set({ to: e.target.value })} data-testid="filter-to" />
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
    </form>
  );
}

function ChannelSelect({ value, onChange }: { value: number | null; onChange: (channelId: number | null) => void }) {
  const { t } = useTranslation();
  const channels = trpc.admin.depositChannels.list.useQuery(undefined, { staleTime: 60_000 });
  return (
    <label className="console-filter-field">
      {t("admin.lists.channel")}
    <select className="console-input console-select" value={value ?? ""} onChange={(e) => onChange(e.target.value === "" ? null : Number(e.target.value))} data-testid="filter-channel">
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
