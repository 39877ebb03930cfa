import { useCallback, useEffect, useMemo, useState } from "react";
import { Button } from "antd-mobile";
import { NavBar } from "../../components/NavBar";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router-dom";
import { PageLoading } from "../../components/PageLoading";
import { StatusBlock } from "../../components/StatusBlock";
import { gameLabel } from "../../format/game";
import { money } from "../../format/money";
import { useSession } from "../../session";
import { appErrorOf, trpc, type RouterOutputs } from "../../trpc";
import { useBack } from "../../hooks/useBack";
import { BetPanel } from "./BetPanel";
import { DrawResult } from "./DrawResult";
import { joinRefusal, roomTitle } from "./labels";
import { LiveFeed } from "./LiveFeed";
import { RealityCheck } from "./RealityCheck";
import { RoomAnnouncer } from "./RoomAnnouncer";
import { PlayedTime } from "./PlayedTime";
import { RoomMenu } from "./RoomMenu";
import { FinalSeconds, RoundStatus } from "./RoundStatus";
import { useRoomLive } from "./useRoomLive";
import { WinPopup } from "./WinPopup";
import "./room.css";

type Placed = RouterOutputs["bet"]["place"];

/**
 * SPEC section 2, /betRoom?id&game_id&name&title: the countdown, the last draw
 * and the recent four, the live feed with follow-bet, the bet panel and the
 * popup menu; the win popup after a won round.
 */
export default function BetRoomScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const roomId = Number(params.get("id"));
  const gameId = Number(params.get("game_id"));
  const name = params.get("name") ?? "";
  const back = useBack(`/lottery?id=${gameId}&name=${encodeURIComponent(name)}`);
  const valid = Number.isSafeInteger(roomId) && roomId > 0 && Number.isSafeInteger(gameId) && gameId > 0;

  if (!valid) {
    return (
      <div className="room-page">
        <NavBar onBack={back} className="page-navbar">
          {t("room.roomsTitle")}
        </NavBar>
        <StatusBlock kind="empty" title={t("room.roomMissing")}>
          <Button shape="rounded" onClick={() => navigate("/", { replace: true })}>
            {t("room.backHome")}
          </Button>
        </StatusBlock>
      </div>
    );
  }
  return <BetRoom roomId={roomId} gameId={gameId} name={name} titleParam={params.get("title") ?? ""} back={back} />;
}

function BetRoom({ roomId, gameId, name, titleParam, back }: { roomId: number; gameId: number; name: string; titleParam: string; back: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const session = useSession();
  const user = session.data;
  const odds = trpc.round.odds.useQuery({ roomId }, { staleTime: 60_000 });
  const live = useRoomLive(gameId, roomId);
  const [mine, setMine] = useState<ReadonlySet<number>>(new Set());

  // SPEC section 5: entering needs the join limit. The server decides (round.enter): checked when the player comes
  // in from elsewhere or after a long absence, not while they stay (the room's live stream keeps them in).
  const enter = trpc.round.enter.useMutation();
  const signedIn = user !== null && user !== undefined;
  const { mutate: enterRoom } = enter;
  useEffect(() => {
    if (signedIn) enterRoom({ roomId });
  }, [signedIn, roomId, enterRoom]);
  const refusedEntry = enter.isError && appErrorOf(enter.error)?.appCode === "ROOM_JOIN_LIMIT";
  const entry = enter.isSuccess ? "allowed" : refusedEntry ? "refused" : enter.isError ? "failed" : "pending";

  const playKeys = useMemo(() => new Map([...(odds.data?.base ?? []), ...(odds.data?.numbers ?? [])].map((e) => [e.playType, e.key as string])), [odds.data]);

  const onPlaced = useCallback(
    (placed: Placed) => {
      utils.auth.session.setData(undefined, (u) => (u ? { ...u, moneyMinor: placed.moneyAfterMinor } : u));
      void utils.account.profile.invalidate();
      setMine((ids) => new Set([...ids, ...placed.bets.map((b) => b.id)]));
    },
    [utils],
  );

  const title = `${gameLabel(t, odds.data?.game.name ?? name)} · ${roomTitle(t, odds.data?.room.title ?? titleParam)}`;
  const navbar = (
    <NavBar onBack={back} right={<RoomMenu gameId={gameId} gameName={odds.data?.game.name ?? name} />} className="page-navbar room-navbar">
      <span data-testid="room-title">{title}</span>
    </NavBar>
  );

  if (odds.isError || entry === "failed") {
    return (
      <div className="room-page">
        {navbar}
        <StatusBlock kind="offline" title={t("common.loadFailed")} description={t("common.networkError")}>
          <Button color="primary" shape="rounded" onClick={() => (odds.isError ? void odds.refetch() : enterRoom({ roomId }))}>
            {t("common.retry")}
          </Button>
        </StatusBlock>
      </div>
    );
  }
  if (!odds.data || !user || entry === "pending") {
    return (
      <div className="room-page">
        {navbar}
        <PageLoading />
      </div>
    );
  }
  if (entry === "refused") {
    return (
      <div className="room-page">
        {navbar}
        <StatusBlock kind="empty" title={joinRefusal(t, odds.data.room.joinLimitMinor)} className="room-refused">
          <Button color="primary" shape="rounded" onClick={() => navigate(`/Recharge?group_id=${user.groupId}&username=${encodeURIComponent(user.username)}`)}>
            {t("room.menuDeposit")}
          </Button>
        </StatusBlock>
      </div>
    );
  }

  return (
    <div className="room-page" data-testid="bet-room">
      {navbar}
      <header className="room-header">
        <RoundStatus phase={live.phase} />
        <div className="room-balance">
          <span>{t("room.balance")}</span>
          <strong data-testid="room-balance">{money(user.moneyMinor)}</strong>
          <PlayedTime />
        </div>
      </header>
      <DrawResult gameId={gameId} gameName={gameLabel(t, odds.data?.game.name ?? name)} enabled={live.visible} />
      <LiveFeed bets={live.bets} mine={mine} phase={live.phase} playKeys={playKeys} onPlaced={onPlaced} />
      <BetPanel odds={odds.data} phase={live.phase} moneyMinor={user.moneyMinor} lockedMinor={user.lockedMinor} onPlaced={onPlaced} />
      <FinalSeconds phase={live.phase} />
      <RoomAnnouncer gameId={gameId} phase={live.phase} enabled={live.visible} />
      <WinPopup gameId={gameId} enabled={live.visible} />
      <RealityCheck onStop={() => navigate("/", { replace: true })} />
    </div>
  );
}
