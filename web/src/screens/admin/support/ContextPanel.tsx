import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { gameLabel, playLabel } from "../../../format/game";
import { money } from "../../../format/money";
import { trpc } from "../../../trpc";
import { formatMoment } from "../format";
import { IssueResetLink } from "../player/IssueResetLink";
import { QueryState } from "../QueryState";
import type { SupportContext } from "./types";

/**
 * Beside the thread: who the customer is to the operator. A player's balance,
 * deposits and withdrawals under review (references, receipts), last bets,
 * break and bans, a link to their console page and the forgotten-password
 * link (IssueResetLink, as on that page); a guest has no account,
 * which the panel says, with the address they write from.
 */
export function ContextPanel({ conversationId }: { conversationId: number }) {
  const context = trpc.admin.support.context.useQuery({ conversationId });
  return (
    <aside className="support-context" data-testid="support-context">
      <QueryState query={context} empty={false}>
        {context.data && <ContextBody context={context.data} />}
      </QueryState>
    </aside>
  );
}

function ContextBody({ context }: { context: SupportContext }) {
  const { t } = useTranslation();
  const address = (
    <>
      <dt>{t("admin.inbox.address")}</dt>
      <dd data-testid="support-context-address">
        {context.address ?? "-"}
        {context.addressMute && <div className="console-bad">{t("admin.inbox.addressMuted", { until: formatMoment(context.addressMute.untilMs), reason: context.addressMute.reason })}</div>}
      </dd>
    </>
  );
  if (context.kind === "guest") {
    return (
      <>
        <h2 className="console-panel-title">{t("admin.inbox.guestTitle")}</h2>
        <p className="console-muted" data-testid="support-context-guest">
          {t("admin.inbox.guestNoContext")}
        </p>
        <dl className="console-fields">{address}</dl>
      </>
    );
  }
  const { bans } = context;
  const banLines = [
    bans.buyBanned && t("admin.inbox.buyBanned"),
    bans.chatBanned && t("admin.inbox.chatBanned"),
    bans.securityCodeLockedUntilMs !== null && t("admin.inbox.codeLocked", { until: formatMoment(bans.securityCodeLockedUntilMs) }),
    bans.deskMute && t("admin.inbox.deskMuted", { until: formatMoment(bans.deskMute.untilMs), reason: bans.deskMute.reason }),
  ].filter((line): line is string => typeof line === "string");
  return (
    <>
      <div className="console-panel-head">
        <h2 className="console-panel-title">{t("admin.inbox.contextTitle")}</h2>
        <Link to={`/admin/player?id=${context.userId}`} data-testid="support-context-player-link">
          {t("admin.inbox.openPlayer")}
        </Link>
      </div>
      <dl className="console-fields">
        <dt>{t("admin.players.username")}</dt>
        <dd data-testid="support-context-name">
          {context.username} <span className="console-muted">#{context.userId}</span>
        </dd>
        <dt>{t("admin.players.balance")}</dt>
        <dd className="console-amount" data-testid="support-context-balance">
          {money(context.money.moneyMinor)}
        </dd>
        <dt>{t("admin.players.available")}</dt>
        <dd>{money(context.money.availableMinor)}</dd>
        {context.money.lockedMinor !== 0 && (
          <>
            <dt>{t("admin.players.locked")}</dt>
            <dd>{money(context.money.lockedMinor)}</dd>
          </>
        )}
        {context.money.withdrawingMinor !== 0 && (
          <>
            <dt>{t("admin.players.withdrawing")}</dt>
            <dd>{money(context.money.withdrawingMinor)}</dd>
          </>
        )}
        {address}
      </dl>

      <h3 className="support-context-head">{t("admin.resetLink.title")}</h3>
      <IssueResetLink userId={context.userId} username={context.username} compact />

      <h3 className="support-context-head">{t("admin.inbox.pendingDeposits")}</h3>
      {context.pendingDeposits.length === 0 ? (
        <div className="console-muted">{t("admin.inbox.none")}</div>
      ) : (
        <ul className="console-list support-context-list" data-testid="support-context-deposits">
          {context.pendingDeposits.map((deposit) => (
            <li key={deposit.id} data-testid="support-context-deposit">
              <strong>
                {money(deposit.amountMinor)} {deposit.currency}
              </strong>{" "}
              <span className="console-muted">
                #{deposit.id} · {formatMoment(deposit.createdAtMs)}
              </span>
              {deposit.channelLabel && <div className="console-muted">{deposit.channelLabel}</div>}
              {deposit.reference !== "" && <div className="console-reference">{deposit.reference}</div>}
              <div>
                {deposit.hasReceipt ? (
                  <a href={`/receipts/deposits/${deposit.id}`} target="_blank" rel="noopener noreferrer">
                    {t("admin.inbox.receipt")}
                  </a>
                ) : (
                  <span className="console-muted">{t("admin.inbox.noReceipt")}</span>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}

      <h3 className="support-context-head">{t("admin.inbox.pendingWithdrawals")}</h3>
      {context.pendingWithdrawals.length === 0 ? (
        <div className="console-muted">{t("admin.inbox.none")}</div>
      ) : (
        <ul className="console-list support-context-list" data-testid="support-context-withdrawals">
          {context.pendingWithdrawals.map((withdrawal) => (
            <li key={withdrawal.id}>
              <strong>{money(withdrawal.amountMinor)}</strong>{" "}
              <span className="console-muted">
                #{withdrawal.id} · {formatMoment(withdrawal.createdAtMs)}
              </span>
              <div className="console-reference">{withdrawal.payTo}</div>
            </li>
          ))}
        </ul>
      )}

      <h3 className="support-context-head">{t("admin.inbox.lastBets")}</h3>
      {context.lastBets.length === 0 ? (
        <div className="console-muted">{t("admin.inbox.none")}</div>
      ) : (
        <ul className="console-list support-context-list" data-testid="support-context-bets">
          {context.lastBets.map((bet) => (
            <li key={bet.id}>
              {playLabel(t, bet.playKey, bet.playType)} · {money(bet.stakeMinor)}{" "}
              <span className={bet.status === 0 ? "console-muted" : bet.profitMinor < 0 ? "console-bad" : "console-good"}>{bet.status === 0 ? t("admin.bets.open") : money(bet.profitMinor)}</span>
              <div className="console-muted">
                {gameLabel(t, bet.gameName)} · {bet.issue} · {formatMoment(bet.placedAtMs)}
              </div>
            </li>
          ))}
        </ul>
      )}

      <h3 className="support-context-head">{t("admin.inbox.protection")}</h3>
      <div data-testid="support-context-break" className={context.onBreak ? "console-warn" : "console-muted"}>
        {context.onBreak
          ? `${context.onBreak.kind === "time_out" ? t("admin.protection.timeOut") : t("admin.protection.selfExclusion")} ${t("admin.protection.until", { until: formatMoment(context.onBreak.untilMs) })}`
          : t("admin.protection.noBreak")}
      </div>

      <h3 className="support-context-head">{t("admin.inbox.bans")}</h3>
      {banLines.length === 0 ? (
        <div className="console-muted" data-testid="support-context-bans">
          {t("admin.inbox.noBans")}
        </div>
      ) : (
        <ul className="console-list support-context-list console-bad" data-testid="support-context-bans">
          {banLines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </>
  );
}
