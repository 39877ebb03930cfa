import { Button, Skeleton, Tag } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { ChevronRightIcon } from "../../components/icons";
import { StatusBlock } from "../../components/StatusBlock";
import { gameLabel } from "../../format/game";
import { money } from "../../format/money";
import { trpc } from "../../trpc";

/** Each game's tile colours, in turn (tokens.css). */
const PALETTES = [
  ["var(--tag-orange)", "var(--tag-red)"],
  ["var(--tag-blue)", "var(--info)"],
  ["var(--tag-teal)", "var(--tag-green)"],
  ["var(--tag-purple)", "var(--tag-blue)"],
  ["var(--gold)", "var(--tag-gold)"],
] as const;

/** A tile's monogram: "New Zealand" -> "NZ", "Australia" -> "A", "紐西蘭" -> "紐". */
function monogram(label: string): string {
  const words = label.trim().split(/\s+/);
  const first = Array.from(words[0] ?? "")[0] ?? "";
  if (!/^[A-Za-z]/.test(first)) return first;
  return (words.length > 1 ? first + (Array.from(words[1]!)[0] ?? "") : first).toUpperCase();
}

/** SPEC section 2: the official-recommended games; each opens /lottery with its id and name. */
export function GameList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const games = trpc.home.games.useQuery();

  if (games.isPending) {
    return (
      <div className="game-grid">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} animated className="game-card-skeleton" />
        ))}
      </div>
    );
  }
  if (games.isError) {
    return (
      <StatusBlock kind="offline" title={t("common.loadFailed")} description={t("common.networkError")}>
        <Button size="small" shape="rounded" onClick={() => void games.refetch()}>
          {t("common.retry")}
        </Button>
      </StatusBlock>
    );
  }
  if (games.data.games.length === 0) return <p className="section-empty">{t("home.noGames")}</p>;

  return (
    <div className="game-grid" data-testid="game-list">
      {games.data.games.map((game, i) => {
        const [from, to] = PALETTES[i % PALETTES.length]!;
        const label = gameLabel(t, game.name);
        const minJoin = game.rooms.length ? Math.min(...game.rooms.map((r) => r.joinLimitMinor)) : null;
        return (
          <button
            type="button"
            key={game.id}
            className="game-card"
            data-testid="game-card"
            onClick={() => navigate(`/lottery?id=${game.id}&name=${encodeURIComponent(game.name)}`)}
          >
            <span className="game-card-art" style={{ background: `linear-gradient(135deg, ${from}, ${to})` }} aria-hidden="true">
              <span className="game-monogram">{monogram(label)}</span>
            </span>
            <span className="game-card-body">
              <span className="game-card-name">{label}</span>
              <span className="game-card-meta">
                {t("home.rooms", { count: game.rooms.length })}
                {minJoin !== null && minJoin > 0 ? ` · ≥ ${money(minJoin)}` : ""}
              </span>
              <span className="game-card-foot">
                {game.onSale ? (
                  <Tag color="var(--success-text)" fill="outline" round>
                    {t("home.onSale")}
                  </Tag>
                ) : (
                  <Tag color="default" fill="outline" round>
                    {t("home.discontinued")}
                  </Tag>
                )}
                <span className="game-card-play">
                  {t("home.play")}
                  <ChevronRightIcon />
                </span>
              </span>
            </span>
          </button>
        );
      })}
    </div>
  );
}
