import { useState } from "react";
import { Button, Input, Switch, Toast } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useShowError } from "../../../errors";
import { gameLabel } from "../../../format/game";
import { trpc } from "../../../trpc";
import { Panel } from "../ConsoleLayout";
import type { GameOverview } from "./overview";
import { useRequestId } from "../request-id";
import { NewRoom, RoomEditor } from "./RoomEditor";

/** One game: its name, on sale or discontinued, display order; its rooms below. */
export function GameEditor({ game, nextIssue }: { game: GameOverview; nextIssue: string }) {
  const { t } = useTranslation();
  const showError = useShowError();
  const utils = trpc.useUtils();
  const save = trpc.admin.games.saveGame.useMutation();
  const [name, setName] = useState(game.name);
  const [onSale, setOnSale] = useState(game.onSale);
  const [sortOrder, setSortOrder] = useState(String(game.sortOrder));
  const changed = name !== game.name || onSale !== game.onSale || sortOrder !== String(game.sortOrder);

  const submit = () => {
    if (save.isPending) return;
    const order = Number(sortOrder);
    if (!Number.isInteger(order) || order < 0) {
      Toast.show({ content: t("admin.games.sortOrderInvalid") });
      return;
    }
    save.mutate(
      { id: game.id, name, onSale, sortOrder: order },
      {
        onSuccess: () => {
          Toast.show({ icon: "success", content: t("admin.common.saved") });
          void utils.admin.games.overview.invalidate();
        },
        onError: showError,
      },
    );
  };

  return (
    <Panel
      title={
        <>
          {gameLabel(t, game.name)} <span className="console-muted">#{game.id}</span>
          {!game.onSale && <span className="console-tag console-tag-bad">{t("admin.games.discontinued")}</span>}
        </>
      }
      className="console-game"
    >
      <div className="console-toolbar" data-testid={`game-${game.id}`}>
        <Input className="console-input" value={name} onChange={setName} maxLength={40} aria-label={t("admin.games.name")} placeholder={t("admin.games.name")} />
        <label className="console-inline">
          {t("admin.games.onSale")}
          <Switch checked={onSale} onChange={setOnSale} />
        </label>
        <label className="console-inline">
          {t("admin.games.sortOrder")}
          <Input className="console-input console-input-narrow" value={sortOrder} onChange={setSortOrder} inputMode="numeric" maxLength={5} />
        </label>
        <Button size="small" color="primary" disabled={!changed} loading={save.isPending} onClick={submit}>
          {t("admin.common.save")}
        </Button>
      </div>
      <div className="console-cards console-rooms">
        {game.rooms.map((room) => (
          <RoomEditor key={room.id} room={room} nextIssue={nextIssue} />
        ))}
        <NewRoom gameId={game.id} />
      </div>
    </Panel>
  );
}

/** A new game: its rounds start with the round driver's next tick. */
export function NewGame({ nextSortOrder }: { nextSortOrder: number }) {
  const { t } = useTranslation();
  const showError = useShowError();
  const utils = trpc.useUtils();
  const save = trpc.admin.games.saveGame.useMutation();
  const { requestId, renew } = useRequestId();
  const [name, setName] = useState("");
  const submit = () => {
    if (save.isPending) return;
    save.mutate(
      { id: null, name, onSale: true, sortOrder: nextSortOrder, requestId },
      {
        onSuccess: () => {
          setName("");
          renew();
          Toast.show({ icon: "success", content: t("admin.common.saved") });
          void utils.admin.games.overview.invalidate();
        },
        onError: showError,
      },
    );
  };
  return (
    <Panel title={t("admin.games.newGame")}>
      <div className="console-toolbar">
        <Input className="console-input" value={name} onChange={setName} maxLength={40} placeholder={t("admin.games.name")} data-testid="new-game-name" />
        <Button size="small" color="primary" loading={save.isPending} onClick={submit} data-testid="new-game-submit">
          {t("admin.games.addGame")}
        </Button>
      </div>
    </Panel>
  );
}
