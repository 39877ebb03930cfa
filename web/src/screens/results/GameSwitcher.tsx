import { Tabs } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { gameLabel } from "../../format/game";
import { trpc } from "../../trpc";

/** Tabs of the games (1 Singapore, 2 New Zealand, 3 Kuala Lumpur, 4 Australia, as the server lists them). */
export function GameSwitcher({ gameId, onChange }: { gameId: number; onChange: (game: { id: number; name: string }) => void }) {
  const { t } = useTranslation();
  const games = trpc.home.games.useQuery();
  const list = games.data?.games ?? [];
  if (list.length === 0) return null;
  return (
    <Tabs
      className="game-switcher"
      activeKey={String(gameId)}
      onChange={(key) => {
        const game = list.find((g) => String(g.id) === key);
        if (game) onChange({ id: game.id, name: game.name });
      }}
      data-testid="game-switcher"
    >
      {list.map((game) => (
        <Tabs.Tab key={String(game.id)} title={<span data-testid={`game-tab-${game.id}`}>{gameLabel(t, game.name)}</span>} />
      ))}
    </Tabs>
  );
}
