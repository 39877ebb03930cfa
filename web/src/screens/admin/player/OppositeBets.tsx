import { useState } from "react";
import { Button, Input, Toast } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useShowError } from "../../../errors";
import { money } from "../../../format/money";
import { trpc } from "../../../trpc";
import { Panel } from "../ConsoleLayout";
import { useConsoleToday } from "../console-day";
import { GamePicker } from "../GamePicker";
import { QueryState } from "../QueryState";
import { TableScroll } from "../TableScroll";

/**
 * SPEC section 5: opposite bets of the same amount in one round are not
 * allowed, and accounts found doing so are frozen. One account cannot place
 * them; two accounts of a team can: those pairs are listed here, and flagging
 * a player bans their buying with the reason kept in the audit trail.
 */
export function OppositeBets() {
  const { t } = useTranslation();
  const showError = useShowError();
  const utils = trpc.useUtils();
  const { today, ready } = useConsoleToday();
  const [day, setDay] = useState<string | null>(null);
  const [gameId, setGameId] = useState<number | null>(null);
  const [reason, setReason] = useState("");
  const [flagging, setFlagging] = useState<number | null>(null);
  const salesDay = day ?? today;
  const suspects = trpc.admin.players.oppositeBets.useQuery({ day: salesDay, gameId }, { enabled: ready });
  const flag = trpc.admin.players.flagOppositeBets.useMutation();
  const pairs = suspects.data?.pairs ?? [];

  const flagPlayer = async (userId: number) => {
    if (flagging !== null) return;
    if (reason.trim() === "") {
      Toast.show({ content: t("admin.funds.reasonRequired") });
      return;
    }
    setFlagging(userId);
    try {
      await flag.mutateAsync({ userId, reason: reason.trim() });
      Toast.show({ icon: "success", content: t("admin.opposite.flagged") });
      await utils.admin.players.invalidate();
    } catch (error) {
      showError(error);
    } finally {
      setFlagging(null);
    }
  };

  return (
    <Panel title={t("admin.opposite.title")}>
      <p className="console-muted">{t("admin.opposite.hint")}</p>
      <div className="console-toolbar">
        <GamePicker value={gameId} onChange={setGameId} allowAll />
        <input type="date" className="console-input console-date" value={salesDay} min="2018-01-01" max={today} onChange={(e) => setDay(e.target.value || salesDay)} aria-label={t("admin.reports.day")} />
        <Input className="console-input" value={reason} onChange={setReason} placeholder={t("admin.opposite.reason")} maxLength={200} />
      </div>
      <QueryState query={suspects} empty={pairs.length === 0}>
        <TableScroll label={t("admin.opposite.title")}>
          <table className="console-table" data-testid="opposite-table">
            <thead>
              <tr>
                <th>{t("admin.opposite.players")}</th>
                <th className="num">{t("admin.opposite.rounds")}</th>
                <th className="num">{t("admin.opposite.maxStake")}</th>
                <th>{t("admin.opposite.lastRound")}</th>
              </tr>
            </thead>
            <tbody>
              {pairs.map((pair) => (
                <tr key={pair.players.map((player) => player.id).join("-")}>
                  <td>
                    {pair.players.map((player) => (
                      <div key={player.id} className="console-list-row">
                        <Link to={`/admin/player?id=${player.id}`}>
                          {player.username} <span className="console-muted">#{player.id}</span>
                        </Link>
                        {player.buyBanned ? (
                          <span className="console-tag console-tag-bad">{t("admin.players.buyBanned")}</span>
                        ) : (
                          <Button size="mini" color="danger" fill="outline" loading={flagging === player.id} onClick={() => void flagPlayer(player.id)}>
                            {t("admin.opposite.flag")}
                          </Button>
                        )}
                      </div>
                    ))}
                  </td>
                  <td className="num">{pair.rounds}</td>
                  <td className="num">{money(pair.maxStakeMinor)}</td>
                  <td>{pair.lastIssue}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </QueryState>
    </Panel>
  );
}
