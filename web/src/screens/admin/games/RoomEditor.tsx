import { useCallback, useState } from "react";
import { Button, Input, Toast } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useShowError } from "../../../errors";
import { formatMoney } from "../../../../../src/domain/money";
import { trpc } from "../../../trpc";
import type { RoomOverview } from "./overview";
import { useRequestId } from "../request-id";
import { OddsEditor } from "./OddsEditor";
import { ConsoleSheet } from "../ConsoleSheet";
import { ConsoleMoneyField, moneyTextsValid } from "../ConsoleMoneyField";

interface Limits {
  title: string;
  /** "0".."3": basic, senior, master, expert. */
  tier: string;
  joinLimit: string;
  minStake: string;
  maxStake: string;
  maxRoundStake: string;
}

const limitsOf = (room: RoomOverview): Limits => ({
  title: room.title,
  tier: String(room.tier),
  joinLimit: formatMoney(room.joinLimitMinor),
  minStake: formatMoney(room.minStakeMinor),
  maxStake: formatMoney(room.maxStakeMinor),
  maxRoundStake: formatMoney(room.maxRoundStakeMinor),
});

type MoneyKey = "joinLimit" | "minStake" | "maxStake" | "maxRoundStake";
/** As the server reads them (game-rules.ts): a join limit of 0 lets anyone in; the stakes are more than 0. */
const MONEY_OPTIONS: Readonly<Record<MoneyKey, { allowZero?: boolean }>> = { joinLimit: { allowZero: true }, minStake: {}, maxStake: {}, maxRoundStake: {} };
/** The room's amounts are all amounts (or left empty for the server to name): nothing is sent otherwise. */
const amountsValid = (limits: Limits): boolean => moneyTextsValid((Object.keys(MONEY_OPTIONS) as MoneyKey[]).map((key) => [limits[key], MONEY_OPTIONS[key]] as const));

/** The room's fields: title, tier, join_limit, stake per bet (min, max) and per round. */
function LimitFields({ value, onChange }: { value: Limits; onChange: (next: Limits) => void }) {
  const { t } = useTranslation();
  const field = (key: "title", label: string) => (
    <label className="console-field">
      <span>{label}</span>
      <Input className="console-input" value={value[key]} onChange={(text) => onChange({ ...value, [key]: text })} maxLength={40} data-testid={`room-${key}`} />
    </label>
  );
  const amount = (key: MoneyKey, label: string) => (
    <ConsoleMoneyField label={label} value={value[key]} onChange={(text) => onChange({ ...value, [key]: text })} options={MONEY_OPTIONS[key]} testId={`room-${key}`} />
  );
  return (
    <div className="console-field-grid">
      {field("title", t("admin.games.roomTitle"))}
      <label className="console-field">
        <span>{t("admin.games.tier")}</span>
        <select className="console-input" value={value.tier} onChange={(event) => onChange({ ...value, tier: event.target.value })} data-testid="room-tier">
          {/* A room's tiers: the card style clients draw. */}
          {[t("admin.games.tier0"), t("admin.games.tier1"), t("admin.games.tier2"), t("admin.games.tier3")].map((label, tier) => (
            <option key={tier} value={String(tier)}>
              {label}
            </option>
          ))}
        </select>
      </label>
      {amount("joinLimit", t("admin.games.joinLimit"))}
      {amount("minStake", t("admin.games.minStake"))}
      {amount("maxStake", t("admin.games.maxStake"))}
      {amount("maxRoundStake", t("admin.games.maxRoundStake"))}
    </div>
  );
}

/** One room (a plan): its limits, and its odds in a side sheet. */
export function RoomEditor({ room, nextIssue }: { room: RoomOverview; nextIssue: string }) {
  const { t } = useTranslation();
  const showError = useShowError();
  const utils = trpc.useUtils();
  const save = trpc.admin.games.saveRoom.useMutation();
  const [limits, setLimits] = useState(limitsOf(room));
  const [oddsOpen, setOddsOpen] = useState(false);
  const closeOdds = useCallback(() => setOddsOpen(false), []);
  const changed = JSON.stringify(limits) !== JSON.stringify(limitsOf(room));

  const submit = () => {
    if (save.isPending || !amountsValid(limits)) return;
    save.mutate(
      { id: room.id, gameId: room.gameId, ...limits, tier: Number(limits.tier) },
      {
        onSuccess: () => {
          Toast.show({ icon: "success", content: t("admin.common.saved") });
          void utils.admin.games.overview.invalidate();
        },
        onError: showError,
      },
    );
  };

  return (
    <article className="console-card" data-testid="room-card" data-room-id={room.id}>
      <div className="console-card-head">
        <span className="console-card-title">
          {room.title} <span className="console-muted">#{room.id}</span>
        </span>
        {room.scheduled.length > 0 && <span className="console-tag console-warn">{t("admin.games.oddsScheduled")}</span>}
      </div>
      <LimitFields value={limits} onChange={setLimits} />
      <div className="console-actions">
        <Button size="small" color="primary" disabled={!changed} loading={save.isPending} onClick={submit} data-testid="room-save">
          {t("admin.common.save")}
        </Button>
        <Button size="small" onClick={() => setOddsOpen(true)} data-testid="room-odds">
          {t("admin.games.editOdds")}
        </Button>
      </div>
      <ConsoleSheet open={oddsOpen} onClose={closeOdds} label={t("admin.games.oddsTitle", { room: room.title })}>
        <OddsEditor room={room} nextIssue={nextIssue} onClose={closeOdds} />
      </ConsoleSheet>
    </article>
  );
}

/** A new room in the game: the house's default odds until changed. */
export function NewRoom({ gameId }: { gameId: number }) {
  const { t } = useTranslation();
  const showError = useShowError();
  const utils = trpc.useUtils();
  const save = trpc.admin.games.saveRoom.useMutation();
  const empty: Limits = { title: "", tier: "0", joinLimit: "", minStake: "", maxStake: "", maxRoundStake: "" };
  const [limits, setLimits] = useState(empty);
  const { requestId, renew } = useRequestId();
  const submit = () => {
    if (save.isPending || !amountsValid(limits)) return;
    save.mutate(
      { id: null, gameId, ...limits, tier: Number(limits.tier), requestId },
      {
        onSuccess: () => {
          setLimits(empty);
          renew();
          Toast.show({ icon: "success", content: t("admin.common.saved") });
          void utils.admin.games.overview.invalidate();
        },
        onError: showError,
      },
    );
  };
  return (
    <article className="console-card console-card-new">
      <div className="console-card-title">{t("admin.games.newRoom")}</div>
      <LimitFields value={limits} onChange={setLimits} />
      <div className="console-actions">
        <Button size="small" color="primary" loading={save.isPending} onClick={submit}>
          {t("admin.games.addRoom")}
        </Button>
      </div>
    </article>
  );
}
