import { Button, Toast } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useShowError } from "../../errors";
import { money } from "../../format/money";
import { trpc } from "../../trpc";

/**
 * The rolling rebate on /personal (issue 40): "rebate today: 12.40" as it accrues, what was claimed and what earlier
 * days still owe, and the one-tap claim (shown only where the operator lets players claim).
 */
export function RebateCard() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const showError = useShowError();
  const rebate = trpc.rewards.rebate.useQuery(undefined, { refetchInterval: 30_000 });
  const claim = trpc.rewards.claimRebate.useMutation({
    onSuccess: (paid) => {
      Toast.show({ icon: "success", content: t("rewards.claimed", { amount: money(paid.paidMinor) }) });
      void utils.rewards.rebate.invalidate();
      void utils.account.profile.invalidate();
    },
    onError: (error) => {
      showError(error);
      void utils.rewards.rebate.invalidate();
    },
  });
  const data = rebate.data;
  if (!data) return null;
  const earlierMinor = data.earlier.reduce((sum, day) => sum + day.owedMinor, 0);
  const note = data.visitor ? t("rewards.visitorNote") : data.onBreak ? t("rewards.breakNote") : data.mode === "auto" ? t("rewards.autoNote") : t("rewards.minimumNote", { amount: money(data.minimumClaimMinor) });
  return (
    <section className="rewards-card" aria-labelledby="rebate-title" data-testid="rebate-card">
      <div className="rewards-card-head">
        <h2 id="rebate-title" className="rewards-card-title">
          {t("rewards.rebateTitle")}
        </h2>
      </div>
      <div className="rewards-today" data-testid="rebate-today">
        {t("rewards.rebateToday", { amount: money(data.today.accruedMinor) })}
      </div>
      <div className="rewards-note">{t("rewards.counted", { base: money(data.today.baseStakeMinor), number: money(data.today.numberStakeMinor) })}</div>
      {data.today.paidMinor > 0 && (
        <div className="rewards-note" data-testid="rebate-claimed">
          {t("rewards.claimedToday", { amount: money(data.today.paidMinor) })}
        </div>
      )}
      {earlierMinor > 0 && <div className="rewards-note">{t("rewards.earlierOwed", { amount: money(earlierMinor) })}</div>}
      {data.mode === "claim" && !data.visitor && (
        <Button
          className="rewards-claim"
          block
          color="primary"
          shape="rounded"
          disabled={!data.canClaim}
          loading={claim.isPending}
          onClick={() => claim.mutate({})}
          data-testid="rebate-claim"
        >
          {data.claimableMinor > 0 ? t("rewards.claim", { amount: money(data.claimableMinor) }) : t("rewards.claimNone")}
        </Button>
      )}
      <div className="rewards-note">{note}</div>
      <div className="rewards-note">{t("rewards.hedgeNote")}</div>
    </section>
  );
}
