import { Button, Toast } from "antd-mobile";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useShowError } from "../../errors";
import { money } from "../../format/money";
import { vipLevelText } from "../../format/vip-level";
import { trpc, type RouterOutputs } from "../../trpc";
import { BannerArt } from "./ActivityArt";

type Promotion = RouterOutputs["promotions"]["list"]["promotions"][number];

const ART = { red_packet: 0, first_deposit: 1, check_in: 2 } as const;
const pad = (n: number) => String(n).padStart(2, "0");
/** "2026-11-29 18:00" in the device's time: when a promotion ends. */
function atText(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function kindName(t: TFunction, kind: Promotion["kind"]): string {
  if (kind === "first_deposit") return t("promotions.kindFirstDeposit");
  return kind === "check_in" ? t("promotions.kindCheckIn") : t("promotions.kindRedPacket");
}

/** What the promotion gives, in one line. */
function rewardText(t: TFunction, reward: Promotion["reward"]): string {
  if (reward.kind === "first_deposit") return t("promotions.rewardFirstDeposit", { percent: reward.percentBp / 100, cap: money(reward.capMinor) });
  if (reward.kind === "check_in") return t("promotions.rewardCheckIn", { amount: money(reward.amountMinor) });
  return t("promotions.rewardRedPacket", { pool: money(reward.poolMinor), packets: reward.packets });
}

/** The operator's conditions, each as the player must meet it. */
function conditions(t: TFunction, p: Promotion): string[] {
  const out: string[] = [];
  const { eligibility: e, reward } = p;
  if (reward.kind === "red_packet" && reward.turnoverMinor > 0) out.push(t("promotions.needsTurnover", { amount: money(reward.turnoverMinor) }));
  if (e.minLevel > 0) out.push(t("promotions.needsLevel", { level: vipLevelText(t, e.minLevel) }));
  if (e.newPlayersOnly) out.push(t("promotions.newPlayersOnly"));
  if (e.minDepositMinor > 0) out.push(reward.kind === "first_deposit" ? t("promotions.needsFirstDeposit", { amount: money(e.minDepositMinor) }) : t("promotions.needsDeposit", { amount: money(e.minDepositMinor) }));
  if (e.onePerAddress) out.push(t("promotions.onePerAddress"));
  if (p.wageringMultiple > 0) out.push(t("promotions.wagering", { multiple: p.wageringMultiple }));
  return out;
}

/** The claim button, or what stands instead of it (claimed already; paid with the first deposit). */
function ClaimArea({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const showError = useShowError();
  const claim = trpc.promotions.claim.useMutation({
    onSuccess: (claimed) => {
      Toast.show({ icon: "success", content: t("promotions.received", { amount: money(claimed.amountMinor) }) });
      void utils.promotions.list.invalidate();
      void utils.wallet.invalidate();
    },
    onError: showError,
  });
  if (promotion.kind === "first_deposit") return <p className="promotion-note">{t("promotions.paidWithDeposit")}</p>;
  if (promotion.claimedNow) {
    return (
      <p className="promotion-note promotion-done" data-testid="promotion-claimed-now">
        {promotion.kind === "check_in" ? t("promotions.checkedInToday") : t("promotions.redPacketTaken")}
      </p>
    );
  }
  return (
    <Button color="primary" block className="promotion-claim" loading={claim.isPending} onClick={() => claim.mutate({ id: promotion.id })} data-testid="promotion-claim">
      {promotion.kind === "check_in" ? t("promotions.claimCheckIn") : t("promotions.claimRedPacket")}
    </Button>
  );
}

/** One running promotion: its banner and title, the terms in the player's language, what it gives and asks, what was claimed and is left. */
export function PromotionCard({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const titleId = `promotion-${promotion.id}-title`;
  return (
    <article className="promotion-card card" aria-labelledby={titleId} data-testid="promotion">
      <figure className="activity-banner promotion-banner">
        <BannerArt kind={ART[promotion.kind]} />
        <figcaption className="activity-caption">
          <span className="activity-text">{kindName(t, promotion.kind)}</span>
          <h2 id={titleId} className="activity-title" data-testid="promotion-title">
            {promotion.title}
          </h2>
        </figcaption>
      </figure>
      <div className="promotion-body">
        <p className="promotion-reward">{rewardText(t, promotion.reward)}</p>
        <p className="promotion-terms" data-testid="promotion-terms">
          {promotion.body}
        </p>
        <ul className="promotion-conditions">
          {conditions(t, promotion).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {promotion.redPacket && (
          <p className="promotion-left" data-testid="promotion-left">
            {t("promotions.redPacketLeft", { amount: money(promotion.redPacket.remainingMinor), packets: promotion.redPacket.remainingPackets })}
          </p>
        )}
        <p className="promotion-claimed" data-testid="promotion-claimed">
          {promotion.claimedMinor > 0 ? t("promotions.claimed", { amount: money(promotion.claimedMinor) }) : t("promotions.notClaimed")}
        </p>
        <p className="promotion-until">{t("promotions.until", { at: atText(promotion.endMs) })}</p>
        <ClaimArea promotion={promotion} />
      </div>
    </article>
  );
}
