import { useTranslation } from "react-i18next";
import { trpc } from "../../trpc";
import { ConsoleLayout } from "./ConsoleLayout";
import { GameEditor, NewGame } from "./games/GameEditor";
import { ScheduleEditor } from "./games/ScheduleEditor";
import { QueryState } from "./QueryState";

/** /admin/games: the schedule, every game with its rooms, and each room's odds (changes apply from the next round). */
export default function GamesScreen() {
  const { t } = useTranslation();
  const overview = trpc.admin.games.overview.useQuery(undefined, { staleTime: 0 });
  const data = overview.data;

  return (
    <ConsoleLayout title={t("admin.nav.games")} testId="console-games">
      <QueryState query={overview} empty={false}>
        {data && (
          <>
            <ScheduleEditor data={data} />
            {data.games.map((game) => (
              <GameEditor key={game.id} game={game} nextIssue={data.nextIssue} />
            ))}
            <NewGame nextSortOrder={Math.max(0, ...data.games.map((g) => g.sortOrder)) + 1} />
          </>
        )}
      </QueryState>
    </ConsoleLayout>
  );
}
