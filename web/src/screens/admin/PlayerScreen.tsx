import { Button } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { StatusBlock } from "../../components/StatusBlock";
import { money } from "../../format/money";
import { trpc } from "../../trpc";
import type { PlayerDetail } from "./player/detail";
import { ConsoleLayout, Panel } from "./ConsoleLayout";
import { formatMoment } from "./format";
import { useGroupText } from "./labels";
import { MoneyActions } from "./player/MoneyActions";
import { PlayerBans } from "./player/PlayerBans";
import { PlayerProtection } from "./player/PlayerProtection";
import { PlayerRecords } from "./player/PlayerRecords";
import { IssueResetLink } from "./player/IssueResetLink";
import { SendMessage } from "./player/SendMessage";
import { QueryState } from "./QueryState";

/** Agents (group 3) have a commission statement of their own (issue 40). */
const AGENT_GROUP = 3;

/** /admin/player?id=N: one player's identity, money, turnover, bans, payout details, records and the operator's actions. */
export default function PlayerScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const userId = Number(params.get("id"));
  const valid = Number.isSafeInteger(userId) && userId > 0;
  const detail = trpc.admin.players.detail.useQuery({ userId }, { enabled: valid });
  const back = (
    <Button size="mini" fill="none" onClick={() => void navigate("/admin/players")} data-testid="player-back">
      {t("admin.players.backToList")}
    </Button>
  );

  return (
    <ConsoleLayout title={detail.data ? detail.data.username : t("admin.players.detailTitle")} actions={back} testId="console-player">
      {!valid ? (
        <StatusBlock kind="empty" title={t("admin.players.notFound")} />
      ) : (
        <QueryState query={detail} empty={false}>
          {detail.data && <PlayerBody player={detail.data} />}
        </QueryState>
      )}
    </ConsoleLayout>
  );
}

function PlayerBody({ player }: { player: PlayerDetail }) {
  const { t } = useTranslation();
  const groupText = useGroupText();
  const turnover = player.money.turnover;
  const bank = player.payoutMethods.bankCard;
  const wallet = player.payoutMethods.virtualWallet;
  return (
    <>
      <div className="console-columns">
        <Panel title={t("admin.players.identity")}>
          <dl className="console-fields">
            <dt>{t("admin.players.username")}</dt>
            <dd data-testid="player-username">
              {player.username} <span className="console-muted">#{player.id}</span>
            </dd>
            <dt>{t("admin.players.nickname")}</dt>
            <dd>{player.nickname || "-"}</dd>
            <dt>{t("admin.players.mobile")}</dt>
            <dd>{player.mobile || "-"}</dd>
            <dt>{t("admin.players.group")}</dt>
            <dd>
              {groupText(player.groupId)}
              {player.groupId === AGENT_GROUP && (
                <>
                  {" "}
                  <Link to={`/admin/agent-commissions?id=${player.id}`} data-testid="player-commissions">
                    {t("admin.commissions.open")}
                  </Link>
                </>
              )}
            </dd>
            <dt>{t("admin.players.inviter")}</dt>
            <dd>{player.inviter ? `${player.inviter.username} #${player.inviter.id}` : "-"}</dd>
            <dt>{t("admin.players.joined")}</dt>
            <dd>{formatMoment(player.createdAtMs)}</dd>
            <dt>{t("admin.players.securityCode")}</dt>
            <dd>{player.securityCodeSet ? t("admin.players.securityCodeSet") : t("admin.players.securityCodeNotSet")}</dd>
            <dt>{t("admin.players.waterLimit")}</dt>
            <dd>{player.waterLimitPercent}%</dd>
          </dl>
        </Panel>
        <Panel title={t("admin.players.money")}>
          <dl className="console-fields">
            <dt>{t("admin.players.balance")}</dt>
            <dd className="console-amount" data-testid="player-balance">
              {money(player.money.moneyMinor)}
            </dd>
            <dt>{t("admin.players.available")}</dt>
            <dd data-testid="player-available">{money(player.money.availableMinor)}</dd>
            <dt>{t("admin.players.locked")}</dt>
            <dd data-testid="player-locked">{money(player.money.lockedMinor)}</dd>
            <dt>{t("admin.players.withdrawing")}</dt>
            <dd>{money(player.money.withdrawingMinor)}</dd>
            <dt>{t("admin.review.turnover")}</dt>
            <dd className={turnover.met ? "console-good" : "console-warn"}>
              {turnover.met ? t("admin.review.turnoverMet") : t("admin.review.turnoverShort", { amount: money(turnover.shortfallMinor) })}
              <span className="console-muted">
                {" "}
                {t("admin.review.turnoverDetail", { stake: money(turnover.settledStakeMinor), atReset: money(turnover.moneyAtResetMinor), credited: money(turnover.creditedMinor) })}
              </span>
            </dd>
            {player.pendingWithdrawal && (
              <>
                <dt>{t("admin.players.pendingWithdrawal")}</dt>
                <dd>
                  {money(player.pendingWithdrawal.amountMinor)} <span className="console-muted">{formatMoment(player.pendingWithdrawal.createdAtMs)}</span>
                </dd>
              </>
            )}
          </dl>
        </Panel>
        <Panel title={t("admin.players.payoutMethods")}>
          <dl className="console-fields">
            <dt>{t("admin.review.bankCard")}</dt>
            <dd>{bank ? `${bank.accBank} · ${bank.acc} · ${bank.accName}` : "-"}</dd>
            <dt>{t("admin.review.virtualWallet")}</dt>
            <dd>{wallet ? `${wallet.accName} · ${wallet.acc}` : "-"}</dd>
          </dl>
        </Panel>
      </div>
      <div className="console-columns">
        <PlayerBans player={player} />
        <MoneyActions player={player} />
        <Panel title={t("admin.resetLink.title")}>
          <IssueResetLink userId={player.id} username={player.username} />
        </Panel>
        <SendMessage player={player} />
        <PlayerProtection player={player} />
      </div>
      <PlayerRecords userId={player.id} />
    </>
  );
}
