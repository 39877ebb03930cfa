import { useState } from "react";
import { Button, Input, Toast } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useShowError } from "../../../errors";
import { playLabel } from "../../../format/game";
import { trpc } from "../../../trpc";
import { formatMoment } from "../format";
import type { RoomOverview } from "./overview";
import { useRequestId } from "../request-id";
import { formatOdds } from "../../../../../src/domain/betting/odds";
import { TableScroll } from "../TableScroll";

const percent = (rtp: number): string => `${(rtp * 100).toFixed(2)}%`;

/**
 * A room's odds per play type: in force now, scheduled, and the new value to
 * schedule. A change applies from the next round; the round under way and
 * every bet already placed keep their odds.
 */
export function OddsEditor({ room, nextIssue, onClose }: { room: RoomOverview; nextIssue: string; onClose: () => void }) {
  const { t } = useTranslation();
  const showError = useShowError();
  const utils = trpc.useUtils();
  const setOdds = trpc.admin.games.setOdds.useMutation();
  const fromRtp = trpc.admin.games.setOddsFromRtp.useMutation();
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const [rtp, setRtp] = useState("");
  const { requestId, renew } = useRequestId();
  const scheduled = new Map(room.scheduled.map((s) => [s.playType, s]));
  const changes = Object.entries(drafts)
    .filter(([, value]) => value.trim() !== "")
    .map(([playType, odds]) => ({ playType: Number(playType), odds: odds.trim() }));
  const busy = setOdds.isPending || fromRtp.isPending;

  const done = (result: { issue: string }) => {
    Toast.show({ icon: "success", content: t("admin.games.oddsSaved", { issue: result.issue }) });
    setDrafts({});
    setRtp("");
    renew();
    void utils.admin.games.overview.invalidate();
  };

  const saveOdds = () => {
    if (busy || changes.length === 0) return;
    setOdds.mutate({ roomId: room.id, odds: changes, requestId }, { onSuccess: done, onError: showError });
  };

  const saveRtp = () => {
    if (busy) return;
    const value = Number(rtp);
    if (rtp.trim() === "" || !Number.isFinite(value)) {
      Toast.show({ content: t("admin.games.rtpInvalid") });
      return;
    }
    fromRtp.mutate({ roomId: room.id, rtpBp: Math.round(value * 100), requestId }, { onSuccess: done, onError: showError });
  };

  return (
    <div className="console-odds" data-testid="odds-editor">
      <div className="console-panel-head">
        <h2 className="console-panel-title">{t("admin.games.oddsTitle", { room: room.title })}</h2>
        <Button size="mini" onClick={onClose}>
          {t("admin.common.close")}
        </Button>
      </div>
      <p className="console-muted" data-testid="odds-next-round">
        {t("admin.games.oddsHint", { issue: nextIssue })}
      </p>
      <div className="console-toolbar">
        <Input className="console-input" value={rtp} onChange={setRtp} inputMode="decimal" placeholder={t("admin.games.rtpPlaceholder")} maxLength={6} />
        <Button size="small" loading={fromRtp.isPending} disabled={busy} onClick={saveRtp}>
          {t("admin.games.applyRtp")}
        </Button>
      </div>
      <TableScroll label={t("admin.games.oddsTitle", { room: room.title })}>
        <table className="console-table">
          <thead>
            <tr>
              <th>{t("admin.bets.play")}</th>
              <th className="num">{t("admin.games.oddsNow")}</th>
              <th className="num">{t("admin.games.rtp")}</th>
              <th>{t("admin.games.oddsNext")}</th>
              <th>{t("admin.games.oddsNew")}</th>
            </tr>
          </thead>
          <tbody>
            {room.odds.map((line) => {
              const coming = scheduled.get(line.playType);
              return (
                <tr key={line.playType} data-testid="odds-row" data-play-type={line.playType}>
                  <td>{playLabel(t, line.key, line.playType)}</td>
                  <td className="num" data-testid="odds-now">
                    {formatOdds(line.oddsHundredths)}
                  </td>
                  <td className="num">{percent(line.theoreticalRtp)}</td>
                  <td data-testid="odds-scheduled">
                    {coming ? (
                      <>
                        {formatOdds(coming.oddsHundredths)} <span className="console-muted">{formatMoment(coming.effectiveFromMs)}</span>
                      </>
                    ) : (
                      <span className="console-muted">-</span>
                    )}
                  </td>
                  <td>
                    <Input
                      className="console-input console-input-narrow"
                      value={drafts[line.playType] ?? ""}
                      onChange={(text) => setDrafts((all) => ({ ...all, [line.playType]: text }))}
                      inputMode="decimal"
                      maxLength={8}
                      placeholder={formatOdds(coming?.oddsHundredths ?? line.oddsHundredths)}
                      data-testid="odds-input"
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      <div className="console-odds-footer">
        <Button block color="primary" disabled={changes.length === 0 || busy} loading={setOdds.isPending} onClick={saveOdds} data-testid="odds-save">
          {t("admin.games.saveOdds", { n: changes.length })}
        </Button>
      </div>
    </div>
  );
}
