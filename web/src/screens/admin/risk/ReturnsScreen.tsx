import { useTranslation } from "react-i18next";
import { playTypeDef } from "../../../../../src/domain/betting/outcome";
import { gameLabel, playLabel } from "../../../format/game";
import { money } from "../../../format/money";
import { trpc, type RouterOutputs } from "../../../trpc";
import { ConsoleLayout, Panel } from "../ConsoleLayout";
import { QueryState } from "../QueryState";
import { TableScroll } from "../TableScroll";

type GameReturn = RouterOutputs["admin"]["risk"]["returns"][number];
type Reading = Pick<GameReturn, "rounds" | "stakeMinor" | "payoutMinor" | "realisedReturn" | "theoreticalReturn" | "spread" | "z" | "flagged">;

/** The monitor moves a minute behind settlement: asking more often than that shows nothing new. */
const REFRESH_MS = 60_000;

const percent = (ratio: number): string => `${(ratio * 100).toFixed(2)}%`;

/** /admin/returns: realised player return per game and play against the published one, flagged outside 3 sd (issue 41). */
export default function ReturnsScreen() {
  const { t } = useTranslation();
  const returns = trpc.admin.risk.returns.useQuery(undefined, { refetchInterval: REFRESH_MS });
  return (
    <ConsoleLayout title={t("admin.risk.returnsTitle")} testId="console-returns">
      <p className="console-muted">{t("admin.risk.returnsIntro")}</p>
      <QueryState query={returns} empty={false}>
        {returns.data?.length === 0 ? (
          <p className="console-muted" data-testid="returns-none">
            {t("admin.risk.returnsNone")}
          </p>
        ) : (
          returns.data?.map((game) => <GamePanel key={game.gameId} game={game} />)
        )}
      </QueryState>
    </ConsoleLayout>
  );
}

function GamePanel({ game }: { game: GameReturn }) {
  const { t } = useTranslation();
  const row = (key: string | number, label: string, reading: Reading, bets: number | null) => (
    <tr key={key} data-testid="returns-row" data-flagged={reading.flagged}>
      <th scope="row">{label}</th>
      <td className="num">{reading.rounds}</td>
      <td className="num">{bets ?? "—"}</td>
      <td className="num">{money(reading.stakeMinor)}</td>
      <td className="num">{money(reading.payoutMinor)}</td>
      <td className="num">{percent(reading.realisedReturn)}</td>
      <td className="num">{percent(reading.theoreticalReturn)}</td>
      <td className="num">{percent(reading.spread)}</td>
      <td className="num">{reading.z.toFixed(2)}</td>
      <td className={reading.flagged ? "console-bad" : "console-good"}>{reading.flagged ? t("admin.risk.flagged") : t("admin.risk.inRange")}</td>
    </tr>
  );
  return (
    <Panel title={gameLabel(t, game.gameName)}>
      <TableScroll label={gameLabel(t, game.gameName)}>
        <table className="console-table" data-testid="returns-table" data-game-id={game.gameId}>
          <thead>
            <tr>
              <th>{t("admin.risk.colPlay")}</th>
              <th className="num">{t("admin.risk.colRounds")}</th>
              <th className="num">{t("admin.risk.colBets")}</th>
              <th className="num">{t("admin.risk.colStakes")}</th>
              <th className="num">{t("admin.risk.colPaid")}</th>
              <th className="num">{t("admin.risk.colRealised")}</th>
              <th className="num">{t("admin.risk.colTheoretical")}</th>
              <th className="num">{t("admin.risk.colSpread")}</th>
              <th className="num">{t("admin.risk.colZ")}</th>
              <th>{t("admin.risk.colFlag")}</th>
            </tr>
          </thead>
          <tbody>
            {row("all", t("admin.risk.allPlays"), game, null)}
            {game.plays.map((play) => row(play.playType, playLabel(t, playTypeDef(play.playType)?.key ?? null, play.playType), play, play.bets))}
          </tbody>
        </table>
      </TableScroll>
    </Panel>
  );
}
