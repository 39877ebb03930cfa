import { useTranslation } from "react-i18next";
import { gameLabel } from "../../format/game";
import { trpc } from "../../trpc";

/** A native select of the games (and "all games" where the report allows it): compact on a phone and a desktop alike. */
export function GamePicker({ value, onChange, allowAll }: { value: number | null; onChange: (gameId: number | null) => void; allowAll: boolean }) {
  const { t } = useTranslation();
  const overview = trpc.admin.games.overview.useQuery(undefined, { staleTime: 60_000 });
  return (
    <select
      className="console-input console-select"
      value={value ?? ""}
      onChange={(event) => onChange(event.target.value === "" ? null : Number(event.target.value))}
      aria-label={t("admin.reports.game")}
      data-testid="game-picker"
    >
      {allowAll && <option value="">{t("admin.reports.allGames")}</option>}
      {(overview.data?.games ?? []).map((game) => (
        <option key={game.id} value={game.id}>
          {gameLabel(t, game.name)}
        </option>
      ))}
    </select>
  );
}
