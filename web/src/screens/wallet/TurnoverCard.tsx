import { useTranslation } from "react-i18next";
import { money } from "../../format/money";
import { trpc } from "../../trpc";

/**
 * Today's turnover, before the player taps Withdraw (SPEC section 5: stakes of
 * 1x the balance, reset at 00:00): what is required, what is staked, what is
 * left and when it resets, from the figures the withdrawal itself is judged by.
 */
export function TurnoverCard() {
  const { t } = useTranslation();
  const turnover = trpc.wallet.turnover.useQuery();
  const data = turnover.data;
  if (!data) return null;
  // A promotion's bonus asks its own wagering on top of the day's turnover (issue 40): both must be met.
  const met = data.met && data.wageringLeftMinor === 0;
  return (
    <div className={`wallet-turnover card${met ? " wallet-turnover-met" : ""}`} data-testid="turnover" data-met={met}>
      <div className="wallet-turnover-title">{t("wallet.turnoverTitle")}</div>
      <div className="wallet-turnover-figures">
        <span>
          {t("wallet.turnoverRequired")} <b data-testid="turnover-required">{money(data.requiredMinor)}</b>
        </span>
        <span>
          {t("wallet.turnoverStaked")} <b data-testid="turnover-staked">{money(data.stakedMinor)}</b>
        </span>
        <span>
          {t("wallet.turnoverLeft")} <b data-testid="turnover-left">{money(data.leftMinor)}</b>
        </span>
      </div>
      {data.wageringLeftMinor > 0 && (
        <div className="wallet-turnover-note" data-testid="turnover-wagering">
          {t("promotions.wageringLeft", { amount: money(data.wageringLeftMinor) })}
        </div>
      )}
      <div className="wallet-turnover-note" data-testid="turnover-note">
        {met ? t("wallet.turnoverMet", { at: data.nextReset }) : t("wallet.turnoverReset", { at: data.nextReset })}
      </div>
    </div>
  );
}
