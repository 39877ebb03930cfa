/** The ledger model test's steps as fast-check arbitraries, one slot each for the money paths and one shared by the console's and by player protection's. */
import fc from "fast-check";
import { units } from "../../../src/domain/money";
import { PLAY_TYPES } from "../../../src/domain/betting/outcome";
import { PAYOUT_KINDS, type PayoutKind } from "../../../src/domain/growth/payout";
import { BanBuying, ChangeOdds, SetGameOnSale, SetLimit, TakeTimeOut, Wait } from "./console-commands";
import { PERIODS, PLAYERS, type AmountSpec, type Cmd, type LimitKind } from "./model";
import { PayBonusWithWagering, PayGrowth } from "./growth-commands";
import { OperatorMoney, PlaceBet, RequestDeposit, RequestWithdrawal, ReviewDeposit, ReviewWithdrawal, SettleRound } from "./money-commands";

const player = fc.integer({ min: 0, max: PLAYERS - 1 });
const amount = (maxUnits: number) => fc.integer({ min: 1, max: maxUnits * 100 });
const amountSpec = (maxUnits: number): fc.Arbitrary<AmountSpec> =>
  fc.oneof(amount(maxUnits).map((minor) => ({ minor })), fc.integer({ min: 1, max: 120 }).map((percent) => ({ percent })));
/**
 * An operator's amount: as amountSpec, and a third of the time more than the balance it moves (101 to 200 %), which
 * must be refused. With amountSpec alone a refused adjustment was rare enough (a few in 1,000 runs) that a run of CI
 * once saw none and failed its coverage check.
 */
const operatorAmountSpec = (maxUnits: number): fc.Arbitrary<AmountSpec> =>
  fc.oneof({ weight: 2, arbitrary: amountSpec(maxUnits) }, { weight: 1, arbitrary: fc.integer({ min: 101, max: 200 }).map((percent) => ({ percent })) });
const playTypes = fc.subarray(PLAY_TYPES.map((p) => p.playType), { minLength: 1, maxLength: 4 });

export const commands = [
  fc.tuple(player, fc.oneof(amount(3000), fc.integer({ min: units(100), max: units(3000) }))).map(([p, a]) => new RequestDeposit(p, a)),
  fc.tuple(player, fc.nat(), fc.boolean(), fc.boolean()).map(([p, i, ok, twice]) => new ReviewDeposit(p, i, ok, twice)),
  fc.tuple(player, playTypes, fc.oneof(fc.integer({ min: units(1), max: units(300) }), fc.constantFrom(units(5), units(10), units(50)))).map(([p, t, s]) => new PlaceBet(p, t, s)),
  fc.constant(new SettleRound()),
  fc.tuple(player, amountSpec(2000), fc.boolean()).map(([p, a, right]) => new RequestWithdrawal(p, a, right)),
  fc.tuple(fc.nat(), fc.boolean()).map(([pick, ok]) => new ReviewWithdrawal(pick, ok)),
  fc.tuple(player, fc.constantFrom("gift", "adjust", "freeze", "unfreeze" as const), operatorAmountSpec(500), fc.constantFrom(1 as const, -1 as const), fc.boolean()).map(
    ([p, kind, a, sign, repeat]) => new OperatorMoney(p, kind, a, sign, repeat),
  ),
  // The console's other actions share one slot, so they do not crowd out the money paths above.
  fc.oneof(
    fc.tuple(player, fc.boolean()).map(([p, banned]): Cmd => new BanBuying(p, banned)),
    fc.boolean().map((onSale): Cmd => new SetGameOnSale(onSale)),
    fc.tuple(playTypes.map((t) => t[0]!), fc.integer({ min: 101, max: 400 })).map(([t, odds]): Cmd => new ChangeOdds(t, odds)),
  ),
  // Player protection shares one slot likewise: limits, a time-out now and then, and time passing.
  fc.oneof(
    { weight: 4, arbitrary: fc.tuple(player, fc.constantFrom<LimitKind>("deposit", "loss", "stake"), fc.constantFrom(...PERIODS), fc.option(fc.integer({ min: 0, max: units(1500) }), { nil: null })).map(([p, kind, period, a]): Cmd => new SetLimit(p, kind, period, a)) },
    { weight: 1, arbitrary: fc.tuple(player, fc.constantFrom(1 as const, 7 as const)).map(([p, days]): Cmd => new TakeTimeOut(p, days)) },
    { weight: 2, arbitrary: fc.integer({ min: 1, max: 30 }).map((hours): Cmd => new Wait(hours)) },
  ),
  // The growth engine's payments (issue 40): from the promotions account, once per key, however often sent.
  fc.oneof(
    fc.tuple(player, fc.constantFrom<PayoutKind>(...PAYOUT_KINDS), amount(300), fc.boolean()).map(([p, kind, a, twice]): Cmd => new PayGrowth(p, kind, a, twice)),
    // Mostly to the player asked no daily turnover, whose withdrawals reach the wagering rule (the others' usually
    // stop at the day's turnover first): with any player, 1,000 runs saw WITHDRAW_WAGERING twice.
    fc.tuple(fc.oneof({ weight: 2, arbitrary: fc.constant(PLAYERS - 1) }, { weight: 1, arbitrary: player }), amount(100), fc.integer({ min: 1, max: 5 })).map(([p, a, multiple]): Cmd => new PayBonusWithWagering(p, a, multiple)),
  ),
];
