import type { Kysely } from "kysely";
import * as initial from "./001-initial";
import * as accountsAndContent from "./002-accounts-and-content";
import * as chatAndIndexes from "./003-chat-and-indexes";
import * as operatorConsole from "./004-operator-console";
import * as settlementIndexes from "./005-settlement-indexes";
import * as stakesShards from "./006-stakes-shards";
import * as scheduleVersions from "./007-schedule-versions";
import * as ledgerAndChainGuards from "./008-ledger-and-chain-guards";
import * as legacyClientFields from "./009-legacy-client-fields";
import * as depositChannels from "./010-deposit-channels";
import * as loginAttemptDetail from "./011-login-attempt-detail";
import * as payoutChangeHold from "./012-payout-change-hold";
import * as depositReferences from "./013-deposit-references";
import * as sealedSeedChains from "./014-sealed-seed-chains";
import * as betsRoot from "./015-bets-root";
import * as playerProtection from "./016-player-protection";
import * as orderContextFunction from "./017-order-context-function";
import * as betResults from "./018-bet-results";
import * as orderRefusals from "./019-order-refusals";
import * as roundIndexOnRequest from "./020-round-index-on-request";
import * as orderContextRequest from "./021-order-context-request";
import * as roomPresence from "./022-room-presence";
import * as sessionAddress from "./023-session-address";
import * as reviewApprovals from "./024-review-approvals";
import * as supportDesk from "./025-support-desk";
import * as supportImages from "./026-support-images";
import * as supportGuests from "./027-support-guests";
import * as passwordResetLinks from "./028-password-reset-links";
import * as supportContent from "./029-support-content";
import * as supportFigures from "./030-support-figures";
import * as dropSupersededOrderContext from "./031-drop-superseded-order-context";
import * as supportCustomerLang from "./032-support-customer-lang";
import * as pushNotifications from "./033-push-notifications";
import * as growthPayouts from "./034-growth-payouts";
import * as agentCommissions from "./035-agent-commissions";
import * as vipStates from "./036-vip-states";
import * as promotions from "./037-promotions";
import * as voidRounds from "./039-void-rounds";
import * as returnTally from "./040-return-tally";
import * as exposureCaps from "./041-exposure-caps";

export interface Migration {
  /** Recorded in schema_migrations; never rename a released migration. */
  readonly name: string;
  readonly up: (db: Kysely<unknown>, dialect: "sqlite" | "postgres") => Promise<void>;
}

/** Every migration, in the order it runs. Append only. */
export const MIGRATIONS: readonly Migration[] = [
  { name: "001-initial", up: initial.up },
  { name: "002-accounts-and-content", up: accountsAndContent.up },
  { name: "003-chat-and-indexes", up: chatAndIndexes.up },
  { name: "004-operator-console", up: operatorConsole.up },
  { name: "005-settlement-indexes", up: settlementIndexes.up },
  { name: "006-stakes-shards", up: stakesShards.up },
  { name: "007-schedule-versions", up: scheduleVersions.up },
  { name: "008-ledger-and-chain-guards", up: ledgerAndChainGuards.up },
  { name: "009-legacy-client-fields", up: legacyClientFields.up },
  { name: "010-deposit-channels", up: depositChannels.up },
  { name: "011-login-attempt-detail", up: loginAttemptDetail.up },
  { name: "012-payout-change-hold", up: payoutChangeHold.up },
  { name: "013-deposit-references", up: depositReferences.up },
  { name: "014-sealed-seed-chains", up: sealedSeedChains.up },
  { name: "015-bets-root", up: betsRoot.up },
  { name: "016-player-protection", up: playerProtection.up },
  { name: "017-order-context-function", up: orderContextFunction.up },
  { name: "018-bet-results", up: betResults.up },
  { name: "019-order-refusals", up: orderRefusals.up },
  { name: "020-round-index-on-request", up: roundIndexOnRequest.up },
  { name: "021-order-context-request", up: orderContextRequest.up },
  { name: "022-room-presence", up: roomPresence.up },
  { name: "023-session-address", up: sessionAddress.up },
  { name: "024-review-approvals", up: reviewApprovals.up },
  { name: "025-support-desk", up: supportDesk.up },
  { name: "026-support-images", up: supportImages.up },
  { name: "027-support-guests", up: supportGuests.up },
  { name: "028-password-reset-links", up: passwordResetLinks.up },
  { name: "029-support-content", up: supportContent.up },
  { name: "030-support-figures", up: supportFigures.up },
  { name: "031-drop-superseded-order-context", up: dropSupersededOrderContext.up },
  { name: "032-support-customer-lang", up: supportCustomerLang.up },
  { name: "033-push-notifications", up: pushNotifications.up },
  { name: "034-growth-payouts", up: growthPayouts.up },
  { name: "035-agent-commissions", up: agentCommissions.up },
  { name: "036-vip-states", up: vipStates.up },
  { name: "037-promotions", up: promotions.up },
  { name: "039-void-rounds", up: voidRounds.up },
  { name: "040-return-tally", up: returnTally.up },
  { name: "041-exposure-caps", up: exposureCaps.up },
];
