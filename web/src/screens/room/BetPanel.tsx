import { useState } from "react";
import { Button, Dialog, Toast } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../../src/domain/money";
import { MoneyInput, MoneyInputMessage } from "../../components/MoneyInput";
import { useMoneyField } from "../../hooks/useMoneyField";
import { quickStakesMinor } from "../../../../src/domain/betting/bet-rules";
import { playLabel } from "../../format/game";
import { money } from "../../format/money";
import { useShowError } from "../../errors";
import { trpc, type RouterOutputs } from "../../trpc";
import type { RoomPhase } from "./phase";
import { noteBetPlaced } from "../../pwa/install";
import { formatOdds } from "../../../../src/domain/betting/odds";

type Odds = RouterOutputs["round"]["odds"];
type OddsEntry = Odds["base"][number];
type Placed = RouterOutputs["bet"]["place"];

/** Odds in hundredths as the panel shows them: 194 -> "1.94". */

/**
 * The bet panel (SPEC section 5): the room's play types with their odds, multi-select,
 * one stake per selection (quick stakes 5, 10, 50, 300, 500 and balance minus 1),
 * a confirm dialog with the count and the total, then one order for all of them.
 */
export function BetPanel(props: {
  odds: Odds;
  phase: RoomPhase | null;
  moneyMinor: number;
  lockedMinor: number;
  onPlaced: (placed: Placed) => void;
}) {
  const { t } = useTranslation();
  const showError = useShowError();
  const place = trpc.bet.place.useMutation();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const stake = useMoneyField({ initial: "10" });
  const { odds, phase, moneyMinor, lockedMinor } = props;

  const stakeMinor = stake.minor;
  const count = selected.size;
  const totalMinor = stakeMinor === null ? null : stakeMinor * count;
  const open = phase?.kind === "open";

  const toggle = (playType: number) =>
    setSelected((now) => {
      const next = new Set(now);
      if (!next.delete(playType)) next.add(playType);
      return next;
    });

  const submit = async () => {
    if (phase?.kind === "discontinued") return void Toast.show({ icon: "fail", content: t("room.discontinued") });
    if (phase?.kind !== "open") return void Toast.show({ icon: "fail", content: t("room.closedStopBuying") });
    if (count === 0) return void Toast.show({ content: t("room.pickFirst") });
    // A stake that is not an amount says why under the field; nothing is sent.
    if (stake.take() === null || stakeMinor === null || totalMinor === null) return;
    // SPEC section 5: stake times the selections may exceed neither the balance nor balance minus lock_money.
    if (totalMinor > moneyMinor - lockedMinor) return void Toast.show({ icon: "fail", content: t("room.insufficient") });
    const issue = phase.issue;
    const confirmed = await Dialog.confirm({
      title: t("room.confirmTitle"),
      content: (
        <div className="confirm-body" data-testid="bet-confirm">
          <div className="confirm-row">
            <span>{t("room.confirmIssue")}</span>
            <strong>{issue}</strong>
          </div>
          <div className="confirm-row">
            <span>{t("room.confirmCount")}</span>
            <strong data-testid="bet-confirm-count">{count}</strong>
          </div>
          <div className="confirm-row">
            <span>{t("room.confirmStake")}</span>
            <strong>{money(stakeMinor)}</strong>
          </div>
          <div className="confirm-row confirm-total">
            <span>{t("room.confirmTotal")}</span>
            <strong data-testid="bet-confirm-total">{money(totalMinor)}</strong>
          </div>
        </div>
      ),
      confirmText: t("room.confirm"),
      cancelText: t("common.cancel"),
    });
    if (!confirmed) return;
    try {
      const placed = await place.mutateAsync({
        roomId: odds.room.id,
        issue,
        playTypes: [...selected],
        stake: formatMoney(stakeMinor),
        expectedTotal: formatMoney(totalMinor),
        requestId: crypto.randomUUID(),
      });
      Toast.show({ icon: "success", content: t("room.orderPlaced") });
      noteBetPlaced();
      setSelected(new Set());
      props.onPlaced(placed);
    } catch (error) {
      showError(error);
    }
  };

  const cell = (entry: OddsEntry) => (
    <button
      type="button"
      key={entry.playType}
      className={`play-cell${selected.has(entry.playType) ? " play-cell-on" : ""}${entry.number !== null ? " play-cell-number" : ""}${entry.key.startsWith("extreme_") ? " play-cell-wide" : ""}`}
      aria-pressed={selected.has(entry.playType)}
      onClick={() => toggle(entry.playType)}
      data-testid={`play-${entry.playType}`}
    >
      <span className="play-cell-name">{entry.number !== null ? entry.number : playLabel(t, entry.key, entry.playType)}</span>
      <span className="play-cell-odds" data-testid={`odds-${entry.playType}`}>
        {formatOdds(entry.oddsHundredths)}
      </span>
    </button>
  );

  const quick = quickStakesMinor(moneyMinor);
  return (
    <>
      <section className="room-plays" data-testid="bet-panel">
        <h3 className="room-section-title">{t("room.basePlays")}</h3>
        <div className="play-grid play-grid-base">{odds.base.map(cell)}</div>
        <h3 className="room-section-title">
          {t("room.numberPlays")}
          <button type="button" className="room-select-all" onClick={() => setSelected(new Set(odds.numbers.map((e) => e.playType)))} data-testid="select-all-numbers">
            {t("room.selectAllNumbers")}
          </button>
        </h3>
        <div className="play-grid play-grid-numbers">{odds.numbers.map(cell)}</div>
      </section>

      <footer className="bet-bar" data-testid="bet-bar">
        <div className="bet-stakes">
          {quick.map((q, i) => (
            <button
              type="button"
              key={i}
              className={`stake-chip${stakeMinor === q ? " stake-chip-on" : ""}`}
              onClick={() => stake.setText(formatMoney(q))}
              data-testid={i === quick.length - 1 && quick.length > 5 ? "stake-all" : `stake-${q / 100}`}
            >
              {i === quick.length - 1 && quick.length > 5 ? t("room.allIn") : String(q / 100)}
            </button>
          ))}
        </div>
        <div className="bet-row">
          <label className="bet-stake-input">
            <span>{t("room.stake")}</span>
            <MoneyInput field={stake} ariaLabel={t("room.stake")} testId="stake-input" messageElsewhere />
          </label>
          <div className="bet-summary" data-testid="bet-summary">
            <span>{t("room.selectedCount", { count })}</span>
            <strong>{totalMinor === null ? "--" : money(totalMinor)}</strong>
          </div>
          <Button size="small" shape="rounded" fill="outline" disabled={count === 0} onClick={() => setSelected(new Set())} data-testid="bet-clear">
            {t("room.clear")}
          </Button>
          <Button size="small" shape="rounded" color={open ? "primary" : "default"} loading={place.isPending} onClick={() => void submit()} data-testid="bet-submit" data-primary-action>
            {open ? t("room.placeBet") : t("room.closedShort")}
          </Button>
        </div>
        <MoneyInputMessage field={stake} className="bet-stake-message" />
      </footer>
    </>
  );
}
