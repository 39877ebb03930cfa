import { Button, Dialog, Toast } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { playLabel } from "../../format/game";
import { money } from "../../format/money";
import { useShowError } from "../../errors";
import { trpc, type RouterOutputs } from "../../trpc";
import type { RoomPhase } from "./phase";
import type { FeedBet } from "./useRoomLive";

type Placed = RouterOutputs["bet"]["follow"];

/** The play-type key of a wire play_type, as the labels need it (numbers are 100 + n). */
const keyOfPlayType = (playType: number, keys: ReadonlyMap<number, string>): string | null => keys.get(playType) ?? null;

/**
 * The room's bets as they come in, with a follow-bet action on other players'
 * bets of the current round while it takes bets (SPEC section 5: "only follow
 * the current round"); older bets stay listed without it, since following
 * them could only be refused.
 */
export function LiveFeed(props: {
  bets: readonly FeedBet[];
  mine: ReadonlySet<number>;
  phase: RoomPhase | null;
  playKeys: ReadonlyMap<number, string>;
  onPlaced: (placed: Placed) => void;
}) {
  const { t } = useTranslation();
  const showError = useShowError();
  const follow = trpc.bet.follow.useMutation();
  const { bets, mine, phase, playKeys } = props;

  const onFollow = async (bet: FeedBet) => {
    const label = playLabel(t, keyOfPlayType(bet.playType, playKeys), bet.playType);
    // The round may have closed between the tap and now.
    if (phase?.kind !== "open" || bet.issue !== phase.issue) {
      Toast.show({ icon: "fail", content: t("room.followCurrentOnly") });
      return;
    }
    const confirmed = await Dialog.confirm({
      title: t("room.followTitle"),
      content: (
        <div className="confirm-body" data-testid="follow-confirm">
          <div>{t("room.followWho", { name: bet.maskedUsername })}</div>
          <div>
            {label} · {money(bet.stakeMinor)}
          </div>
        </div>
      ),
      confirmText: t("room.confirm"),
      cancelText: t("common.cancel"),
    });
    if (!confirmed) return;
    try {
      const placed = await follow.mutateAsync({ betId: bet.betId, requestId: crypto.randomUUID() });
      Toast.show({ icon: "success", content: t("room.orderPlaced") });
      props.onPlaced(placed);
    } catch (error) {
      showError(error);
    }
  };

  return (
    <section className="room-feed" data-testid="room-feed">
      <h3 className="room-section-title">{t("room.feedTitle")}</h3>
      {bets.length === 0 ? (
        <p className="room-feed-empty">{t("room.feedEmpty")}</p>
      ) : (
        <ul className="room-feed-list">
          {bets.map((bet) => {
            const own = mine.has(bet.betId);
            const current = phase?.kind === "open" && bet.issue === phase.issue;
            return (
              <li key={bet.betId} className={`room-feed-item${current ? "" : " room-feed-item-old"}`} data-testid="feed-item" data-issue={bet.issue}>
                <span className="room-feed-user">{own ? t("room.me") : bet.maskedUsername}</span>
                <span className="room-feed-play">{playLabel(t, keyOfPlayType(bet.playType, playKeys), bet.playType)}</span>
                <span className="room-feed-stake">{money(bet.stakeMinor)}</span>
                {own || !current ? (
                  <span className="room-feed-own" />
                ) : (
                  <Button size="mini" color="primary" fill="outline" shape="rounded" onClick={() => void onFollow(bet)} data-testid="feed-follow">
                    {t("room.follow")}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
