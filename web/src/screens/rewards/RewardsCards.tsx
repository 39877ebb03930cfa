import { RebateCard } from "./RebateCard";
import { VipCard } from "./VipCard";
import "./rewards.css";

/** The player's rewards on /personal: the rebate (claim) first, then the VIP level with its progress and what each level gives. */
export function RewardsCards() {
  return (
    <div className="rewards-cards">
      <RebateCard />
      <VipCard />
    </div>
  );
}
