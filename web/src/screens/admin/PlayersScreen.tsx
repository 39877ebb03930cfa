import { useState } from "react";
import { ExportLink } from "./ExportLink";
import { Button } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { money } from "../../format/money";
import { trpc } from "../../trpc";
import { ConsoleLayout, Panel } from "./ConsoleLayout";
import { ConsoleSearchBar } from "./ConsoleSearchBar";
import { ConsoleTabs } from "./ConsoleTabs";
import { useGroupText } from "./labels";
import { OppositeBets } from "./player/OppositeBets";
import { Pager } from "./QueueControls";
import { QueryState } from "./QueryState";
import { TableScroll } from "./TableScroll";

/** /admin/players: the player list (search) and the opposite-bet suspects. */
export default function PlayersScreen() {
  const { t } = useTranslation();
  const [view, setView] = useState<"list" | "opposite">("list");

  return (
    <ConsoleLayout title={t("admin.nav.players")} testId="console-players">
      <ConsoleTabs
        activeKey={view}
        onChange={(key) => setView(key === "opposite" ? "opposite" : "list")}
        className="console-lang-tabs"
        tabs={[
          { key: "list", title: t("admin.players.allPlayers") },
          { key: "opposite", title: t("admin.opposite.title") },
        ]}
      />
      {view === "opposite" ? <OppositeBets /> : <PlayerList />}
    </ConsoleLayout>
  );
}

/** Find a player by part of the name, an id or a mobile; newest first when the search is empty. */
function PlayerList() {
  const { t } = useTranslation();
  const groupText = useGroupText();
  const [draft, setDraft] = useState("");
  const [text, setText] = useState("");
  const [page, setPage] = useState(1);
  const list = trpc.admin.players.search.useQuery({ text, page });
  const items = list.data?.items ?? [];
  const search = (value: string) => {
    setText(value.trim());
    setPage(1);
  };

  return (
    <>
      <Panel>
        <div className="console-toolbar">
          <ConsoleSearchBar
            value={draft}
            onChange={setDraft}
            onSearch={search}
            onClear={() => search("")}
            placeholder={t("admin.players.searchPlaceholder")}
            className="console-search"
            data-testid="players-search"
          />
          <Button size="small" color="primary" onClick={() => search(draft)} data-testid="players-search-submit">
            {t("admin.players.search")}
          </Button>
          <ExportLink list="players" filters={{ text }} />
        </div>
      </Panel>
      <Panel>
        <QueryState query={list} empty={items.length === 0}>
          <TableScroll label={t("admin.players.allPlayers")}>
            <table className="console-table" data-testid="players-table">
              <thead>
                <tr>
                  <th>{t("admin.players.username")}</th>
                  <th>{t("admin.players.group")}</th>
                  <th className="num">{t("admin.players.balance")}</th>
                  <th className="num">{t("admin.players.locked")}</th>
                  <th className="num">{t("admin.players.withdrawing")}</th>
                  <th>{t("admin.players.bans")}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((player) => (
                  <tr key={player.id} data-testid="player-row" data-username={player.username}>
                    <td>
                      <Link to={`/admin/player?id=${player.id}`}>
                        {player.username} <span className="console-muted">#{player.id}</span>
                      </Link>
                      {player.nickname && <div className="console-muted">{player.nickname}</div>}
                      {player.isSimulated && <span className="console-tag">{t("admin.players.bot")}</span>}
                    </td>
                    <td>{groupText(player.groupId)}</td>
                    <td className="num">{money(player.money.moneyMinor)}</td>
                    <td className="num">{money(player.money.lockedMinor)}</td>
                    <td className="num">{money(player.money.withdrawingMinor)}</td>
                    <td>
                      {player.buyBanned && <span className="console-tag console-tag-bad">{t("admin.players.buyBanned")}</span>}
                      {player.chatBanned && <span className="console-tag console-tag-bad">{t("admin.players.chatBanned")}</span>}
                      {!player.buyBanned && !player.chatBanned && <span className="console-muted">-</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </QueryState>
        <Pager page={page} hasMore={list.data?.hasMore ?? false} onPage={setPage} />
      </Panel>
    </>
  );
}
