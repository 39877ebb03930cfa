import { Button, NoticeBar, Skeleton, Tag, Toast } from "antd-mobile";
import { NavBar } from "../../components/NavBar";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router-dom";
import { ChevronRightIcon } from "../../components/icons";
import { StatusBlock } from "../../components/StatusBlock";
import { gameLabel } from "../../format/game";
import { money } from "../../format/money";
import { useSession } from "../../session";
import { appErrorOf, trpc } from "../../trpc";
import { useBack } from "../../hooks/useBack";
import { useScheduleParams } from "../../hooks/useSchedule";
import { betRoomPath, joinRefusal, roomTitle } from "./labels";
import "./room.css";

/** Each room's badge colour, by its place in the list (beginner, advanced, VIP). */
const ROOM_TONES = ["var(--tag-green)", "var(--tag-blue)", "var(--tag-gold)"] as const;

/**
 * SPEC section 2, /lottery?id&name: the rooms (plans) of one game with their
 * join limit and stake limits. Entering needs a balance of at least the join
 * limit (SPEC section 5); the server refuses a bet below it too.
 */
export default function LotteryScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = useBack("/");
  const [params] = useSearchParams();
  const gameId = Number(params.get("id"));
  const games = trpc.home.games.useQuery();
  const roomEntry = trpc.round.enter.useMutation();
  const schedule = useScheduleParams();
  const session = useSession();
  const balanceMinor = session.data?.moneyMinor ?? 0;
  const game = games.data?.games.find((g) => g.id === gameId);
  const name = game?.name ?? params.get("name") ?? "";

  const enter = (room: NonNullable<typeof game>["rooms"][number]) => {
    if (!game) return;
    if (!game.onSale) {
      Toast.show({ icon: "fail", content: t("room.discontinued") });
      return;
    }
    if (balanceMinor < room.joinLimitMinor) {
      // Short of the limit: only a player still in the room (back within the absence window) goes in; the server knows.
      roomEntry.mutate(
        { roomId: room.id },
        {
          onSuccess: () => navigate(betRoomPath(room, game.name)),
          onError: (error) =>
            Toast.show({ icon: "fail", content: appErrorOf(error)?.appCode === "ROOM_JOIN_LIMIT" ? joinRefusal(t, room.joinLimitMinor) : (appErrorOf(error)?.message ?? t("common.networkError")) }),
        },
      );
      return;
    }
    navigate(betRoomPath(room, game.name));
  };

  return (
    <div className="lottery-page" data-testid="lottery">
      <NavBar onBack={back} className="page-navbar">
        {name ? gameLabel(t, name) : t("room.roomsTitle")}
      </NavBar>
      <div className="lottery-balance">
        <span>{t("room.balance")}</span>
        <strong data-testid="lottery-balance">{money(balanceMinor)}</strong>
      </div>
      {games.isPending ? (
        <div className="lottery-list">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} animated className="lottery-skeleton" />
          ))}
        </div>
      ) : games.isError ? (
        <StatusBlock kind="offline" title={t("common.loadFailed")} description={t("common.networkError")}>
          <Button color="primary" shape="rounded" onClick={() => void games.refetch()}>
            {t("common.retry")}
          </Button>
        </StatusBlock>
      ) : !game ? (
        <StatusBlock kind="empty" title={t("room.gameMissing")}>
          <Button shape="rounded" onClick={() => navigate("/", { replace: true })}>
            {t("room.backHome")}
          </Button>
        </StatusBlock>
      ) : (
        <>
          {!game.onSale && (
            <NoticeBar color="alert" content={t("room.discontinued")} data-testid="lottery-discontinued" className="lottery-notice" />
          )}
          <p className="lottery-hint">{t("room.chooseRoom")}</p>
          {schedule && (
            <p className="lottery-schedule" data-testid="lottery-schedule">
              {t("schedule.roomLine", schedule)}
            </p>
          )}
          <div className="lottery-list" data-testid="room-list">
            {game.rooms.map((room, i) => {
              const short = balanceMinor < room.joinLimitMinor;
              return (
                <button
                  type="button"
                  key={room.id}
                  className={`lottery-room${!game.onSale || short ? " lottery-room-locked" : ""}`}
                  data-testid="room-card"
                  onClick={() => enter(room)}
                >
                  <span className="lottery-room-badge" style={{ background: ROOM_TONES[i % ROOM_TONES.length] }} aria-hidden="true">
                    {roomTitle(t, room.title).slice(0, 1)}
                  </span>
                  <span className="lottery-room-body">
                    <span className="lottery-room-title">
                      {roomTitle(t, room.title)}
                      {!game.onSale ? (
                        <Tag color="default" fill="outline" round>
                          {t("room.discontinuedShort")}
                        </Tag>
                      ) : short ? (
                        <Tag color="var(--warning-text)" fill="outline" round>
                          {t("room.locked")}
                        </Tag>
                      ) : null}
                    </span>
                    <span className="lottery-room-meta" data-testid="room-join-limit">
                      {t("room.joinLimit", { limit: money(room.joinLimitMinor) })}
                    </span>
                    <span className="lottery-room-meta">{t("room.stakeRange", { min: money(room.minStakeMinor), max: money(room.maxStakeMinor) })}</span>
                  </span>
                  <span className="lottery-room-enter">
                    {t("room.enter")}
                    <ChevronRightIcon />
                  </span>
                </button>
              );
            })}
          </div>
        </>
      )}
    </div>
  );
}
