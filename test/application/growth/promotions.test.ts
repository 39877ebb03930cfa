import { describe, expect, it } from "vitest";
import { claimPromotion } from "../../../src/application/growth/claim-promotion";
import { playerPromotions } from "../../../src/application/growth/player-promotions";
import { savePromotion } from "../../../src/application/growth/save-promotion";
import { setPromotionStatus } from "../../../src/application/growth/set-promotion-status";
import { takeTimeOut } from "../../../src/application/protection/take-break";
import { requestWithdrawal } from "../../../src/application/wallet/request-withdrawal";
import { getTurnoverStatus } from "../../../src/application/wallet/turnover-status";
import { requestRecharge } from "../../../src/application/wallet/request-recharge";
import { approveDeposit } from "../../../src/application/wallet/review-deposit";
import { FUND_TYPE } from "../../../src/domain/wallet/fund-log";
import { appPerTest } from "../../support/app-per-test";
import { forEachStore } from "../../support/stores";
import { OPERATOR_ID, PASSWORD, SECURITY_CODE, balancesOf, deposit, fundLogOf, newUser, readyToWithdraw, refusal, settleLostStake, settleStake, unwrap, visitor } from "../wallet-fixtures";
import { form, promotion } from "./promotion-fixtures";

const DAY_MS = 86_400_000;
const ADDRESS = "203.0.113.9";

forEachStore((_name, open) => {
  const t = appPerTest(open);
  const claim = (userId: number, promotionId: number, address: string | null = ADDRESS) => claimPromotion(t.app.deps, { userId, promotionId, address });

  describe("console", () => {
    it("saves a promotion with its terms in five languages; refuses a missing language, a bad pool, and a change of kind, naming the field", async () => {
      const saved = await promotion(t.app, "red_packet");
      expect(saved).toMatchObject({ status: "running", reward: { kind: "red_packet", poolMinor: 10_000, packets: 10, turnoverMinor: 0 } });
      const bad = form(t.app, "check_in");
      const { kor: _gone, ...four } = bad.terms;
      expect(refusal(await savePromotion(t.app.deps, { operatorId: OPERATOR_ID, id: null, form: { ...bad, terms: four } }))).toEqual({ code: "PROMOTION_INVALID", params: { field: "terms.kor.title" } });
      expect(refusal(await savePromotion(t.app.deps, { operatorId: OPERATOR_ID, id: null, form: form(t.app, "red_packet", { pool: "0.05", packets: 6 }) }))).toEqual({ code: "PROMOTION_INVALID", params: { field: "packets" } });
      expect(refusal(await savePromotion(t.app.deps, { operatorId: OPERATOR_ID, id: null, form: form(t.app, "check_in", { endMs: 0 }) }))).toEqual({ code: "PROMOTION_INVALID", params: { field: "endMs" } });
      expect(refusal(await savePromotion(t.app.deps, { operatorId: OPERATOR_ID, id: saved.id, form: form(t.app, "check_in") }))).toEqual({ code: "PROMOTION_INVALID", params: { field: "kind" } });
    });

    it("audits every save and status change; a red packet's pool is edited only as far as its claims allow", async () => {
      const packet = await promotion(t.app, "red_packet", { pool: "1.00", packets: 1 });
      const user = await newUser(t.app);
      expect(unwrap(await claim(user.id, packet.id)).amountMinor).toBe(100); // the last share takes what is left
      const edit = (pool: string, packets: number) => savePromotion(t.app.deps, { operatorId: OPERATOR_ID, id: packet.id, form: form(t.app, "red_packet", { pool, packets }) });
      // 0.99 cannot cover the 1.00 shared out already.
      expect(refusal(await edit("0.99", 1))).toEqual({ code: "PROMOTION_INVALID", params: { field: "pool" } });
      unwrap(await edit("2.00", 4));
      expect(await t.app.deps.store.read((tx) => tx.promotions.redPacket(packet.id))).toEqual({ remainingMinor: 100, remainingPackets: 3 });
      unwrap(await setPromotionStatus(t.app.deps, { operatorId: OPERATOR_ID, id: packet.id, status: "paused" }));
      const lines = await t.app.deps.store.read((tx) => tx.audit.list({ operatorId: null, action: null, targetType: "promotion", targetId: String(packet.id) }, { offset: 0, limit: 10 }));
      expect(lines.map((l) => l.action).sort()).toEqual(["promotion.save", "promotion.save", "promotion.status"]);
      expect(lines.find((l) => l.action === "promotion.status")).toMatchObject({ operatorId: OPERATOR_ID, before: { status: "running" }, after: { status: "paused" } });
    });

    it("pauses, resumes and ends; an ended promotion stays ended and cannot be claimed", async () => {
      const checkIn = await promotion(t.app, "check_in");
      const user = await newUser(t.app);
      expect(unwrap(await setPromotionStatus(t.app.deps, { operatorId: OPERATOR_ID, id: checkIn.id, status: "paused" })).status).toBe("paused");
      expect(refusal(await claim(user.id, checkIn.id)).code).toBe("PROMOTION_NOT_RUNNING");
      expect(unwrap(await setPromotionStatus(t.app.deps, { operatorId: OPERATOR_ID, id: checkIn.id, status: "running" })).status).toBe("running");
      unwrap(await claim(user.id, checkIn.id));
      unwrap(await setPromotionStatus(t.app.deps, { operatorId: OPERATOR_ID, id: checkIn.id, status: "ended" }));
      expect(refusal(await setPromotionStatus(t.app.deps, { operatorId: OPERATOR_ID, id: checkIn.id, status: "running" }))).toEqual({ code: "PROMOTION_INVALID", params: { field: "status" } });
      expect(refusal(await setPromotionStatus(t.app.deps, { operatorId: OPERATOR_ID, id: 999, status: "paused" })).code).toBe("PROMOTION_NOT_FOUND");
    });
  });

  describe("daily check-in", () => {
    it("pays once a day through the promotions account, with a bonus fund line marked for the promotion", async () => {
      const checkIn = await promotion(t.app, "check_in");
      const user = await newUser(t.app);
      expect(unwrap(await claim(user.id, checkIn.id))).toMatchObject({ amountMinor: 500, kind: "check_in" });
      expect(refusal(await claim(user.id, checkIn.id)).code).toBe("PROMOTION_ALREADY_CLAIMED");
      t.app.clock.advance(DAY_MS);
      unwrap(await claim(user.id, checkIn.id));
      expect((await balancesOf(t.app, user.id)).availableMinor).toBe(1_000);
      const lines = (await fundLogOf(t.app, user.id)).filter((l) => l.type === FUND_TYPE.bonus);
      expect(lines.map((l) => [l.quantityMinor, l.mark])).toEqual([[500, `bonus:promotion:${checkIn.id}`], [500, `bonus:promotion:${checkIn.id}`]]);
      const view = unwrap(await playerPromotions(t.app.deps, { userId: user.id, lang: "en" }));
      expect(view.promotions[0]).toMatchObject({ title: "check_in en", claimedMinor: 1_000, claimedNow: true, claimable: false });
    });

    it("once per address where the operator says so: a second account on the same network is refused", async () => {
      const checkIn = await promotion(t.app, "check_in", { onePerAddress: true });
      const [a, b] = [await newUser(t.app), await newUser(t.app)];
      unwrap(await claim(a.id, checkIn.id, "2001:db8:1:2::10"));
      expect(refusal(await claim(b.id, checkIn.id, "2001:db8:1:2::99")).code).toBe("PROMOTION_ADDRESS_CLAIMED");
      unwrap(await claim(b.id, checkIn.id, "198.51.100.7"));
    });

    it("refuses players on a break, visitors, and those below the level, not new or without the day's deposit", async () => {
      const checkIn = await promotion(t.app, "check_in");
      const resting = await newUser(t.app);
      unwrap(await takeTimeOut(t.app.deps, { userId: resting.id, days: 1, password: PASSWORD, confirmed: true, address: ADDRESS }));
      expect(refusal(await claim(resting.id, checkIn.id)).code).toBe("PROMOTIONS_PAUSED_ON_BREAK");
      const guest = await newUser(t.app, visitor);
      expect(refusal(await claim(guest.id, checkIn.id)).code).toBe("VISITOR_NOT_ALLOWED");
      const vip = await promotion(t.app, "check_in", { minLevel: 2 });
      const player = await newUser(t.app);
      expect(refusal(await claim(player.id, vip.id))).toEqual({ code: "PROMOTION_LEVEL_REQUIRED", params: { level: "premium" } });
      // The level the VIP review set (the rebates lane's vip_states) is the one judged.
      const premium = await newUser(t.app);
      await t.app.deps.store.transaction((tx) => tx.vipStates.save({ userId: premium.id, level: 2, sinceMs: t.app.clock.nowMs(), highestLevel: 2, turnoverMinor: 0, depositMinor: 0, reviewedDay: "2026-11-21" }));
      unwrap(await claim(premium.id, vip.id, "198.51.100.20"));
      const depositors = await promotion(t.app, "check_in", { minDeposit: "100" });
      expect(refusal(await claim(player.id, depositors.id))).toEqual({ code: "PROMOTION_DEPOSIT_REQUIRED", params: { amount: "100.00" } });
      await deposit(t.app, player.id, 10_000);
      unwrap(await claim(player.id, depositors.id));
      const fresh = await promotion(t.app, "check_in", { newPlayersOnly: true, endMs: t.app.clock.nowMs() + 30 * DAY_MS });
      t.app.clock.advance(8 * DAY_MS);
      expect(refusal(await claim(player.id, fresh.id)).code).toBe("PROMOTION_NEW_PLAYERS_ONLY");
      expect(refusal(await claim(player.id, 999)).code).toBe("PROMOTION_NOT_FOUND");
    });
  });

  describe("red packet", () => {
    it("needs the day's turnover, pays shares that add up to the pool, then is empty", async () => {
      const packet = await promotion(t.app, "red_packet", { pool: "1.00", packets: 3, turnover: "10" });
      const players = [await newUser(t.app), await newUser(t.app), await newUser(t.app), await newUser(t.app)];
      expect(refusal(await claim(players[0]!.id, packet.id))).toEqual({ code: "PROMOTION_TURNOVER_REQUIRED", params: { amount: "10.00", shortfall: "10.00" } });
      for (const p of players) {
        await deposit(t.app, p.id, 10_000);
        await settleLostStake(t.app, p.id, 1_000);
      }
      const shares = [];
      for (const p of players.slice(0, 3)) shares.push(unwrap(await claim(p.id, packet.id)).amountMinor);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(100);
      expect(shares.every((s) => s >= 1)).toBe(true);
      expect(refusal(await claim(players[3]!.id, packet.id)).code).toBe("RED_PACKET_EMPTY");
      expect(refusal(await claim(players[0]!.id, packet.id)).code).toBe("PROMOTION_ALREADY_CLAIMED");
      const view = unwrap(await playerPromotions(t.app.deps, { userId: players[3]!.id, lang: "tw" }));
      expect(view.promotions[0]).toMatchObject({ title: "red_packet tw", redPacket: { remainingMinor: 0, remainingPackets: 0 }, claimable: false, refusal: { code: "RED_PACKET_EMPTY" } });
    });

    it("the same seed draws the same shares", async () => {
      const packet = await promotion(t.app, "red_packet", { pool: "50", packets: 5 });
      const shares = [];
      for (let i = 0; i < 5; i += 1) shares.push(unwrap(await claim((await newUser(t.app)).id, packet.id)).amountMinor);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(5_000);
      expect(shares.slice(0, 4).some((s) => s !== 1_000)).toBe(true); // drawn, not an even split
    });
  });

  describe("first-deposit bonus and wagering", () => {
    it("pays x % of the first approved deposit up to the cap, only the first, and asks its multiple before a withdrawal", async () => {
      await promotion(t.app, "first_deposit", { percentBp: 5_000, cap: "30", wageringMultiple: 5 });
      const user = await newUser(t.app);
      await deposit(t.app, user.id, 10_000); // 50 % of 100.00 is 50.00, capped at 30.00
      expect((await balancesOf(t.app, user.id)).availableMinor).toBe(13_000);
      await deposit(t.app, user.id, 10_000); // the second deposit: no bonus
      expect((await balancesOf(t.app, user.id)).availableMinor).toBe(23_000);
      t.app.clock.advance(1_000);
      // The day's 1x: 230.00 credited; the bonus's wagering: 30.00 x 5 = 150.00 of stakes settled after it.
      await settleStake(t.app, user.id, 20_000, 20_000);
      await readyToWithdraw(t.app, user.id);
      expect(unwrap(await getTurnoverStatus(t.app.deps, { userId: user.id }))).toMatchObject({ shortfallMinor: 3_000, wageringLeftMinor: 0 });
      await settleStake(t.app, user.id, 3_000, 3_000);
      expect(unwrap(await requestWithdrawal(t.app.deps, { userId: user.id, amount: "100", payoutType: 0, securityCode: SECURITY_CODE })).amountMinor).toBe(10_000);
    });

    it("a bonus's wagering counts only stakes settled after it, and the withdrawal names what is left", async () => {
      const checkIn = await promotion(t.app, "check_in", { amount: "20", wageringMultiple: 10 });
      const user = await newUser(t.app);
      await deposit(t.app, user.id, 50_000);
      await settleStake(t.app, user.id, 40_000, 40_000); // before the bonus: the day's rule counts it, the bonus does not
      t.app.clock.advance(1_000);
      unwrap(await claim(user.id, checkIn.id)); // 20.00 x 10: 200.00 outstanding
      t.app.clock.advance(1_000);
      await settleStake(t.app, user.id, 15_000, 15_000); // the day's 520.00 met; 50.00 of the bonus's left
      await readyToWithdraw(t.app, user.id);
      expect(unwrap(await getTurnoverStatus(t.app.deps, { userId: user.id }))).toMatchObject({ shortfallMinor: 0, wageringLeftMinor: 5_000 });
      const withdraw = () => requestWithdrawal(t.app.deps, { userId: user.id, amount: "100", payoutType: 0, securityCode: SECURITY_CODE });
      expect(refusal(await withdraw())).toEqual({ code: "WITHDRAW_WAGERING", params: { shortfall: "50.00" } });
      // A second bonus the next day folds what was left into its own requirement.
      t.app.clock.advance(DAY_MS);
      unwrap(await claim(user.id, checkIn.id));
      t.app.clock.advance(1_000);
      expect(unwrap(await getTurnoverStatus(t.app.deps, { userId: user.id })).wageringLeftMinor).toBe(25_000);
      await settleStake(t.app, user.id, 54_000, 54_000); // the new day's 1x: 520.00 held at 00:00 and the 20.00 since
      expect(unwrap(await getTurnoverStatus(t.app.deps, { userId: user.id }))).toMatchObject({ shortfallMinor: 0, wageringLeftMinor: 0 });
      expect(unwrap(await withdraw()).amountMinor).toBe(10_000);
    });

    it("a player on a break gets no first-deposit bonus; the deposit itself is credited", async () => {
      await promotion(t.app, "first_deposit");
      const user = await newUser(t.app);
      // Asked for before the break, approved during it.
      const request = unwrap(await requestRecharge(t.app.deps, { userId: user.id, amount: 100 }));
      unwrap(await takeTimeOut(t.app.deps, { userId: user.id, days: 1, password: PASSWORD, confirmed: true, address: ADDRESS }));
      unwrap(await approveDeposit(t.app.deps, { depositId: request.id, operatorId: OPERATOR_ID }));
      expect((await balancesOf(t.app, user.id)).availableMinor).toBe(10_000);
      expect((await fundLogOf(t.app, user.id)).some((l) => l.type === FUND_TYPE.bonus)).toBe(false);
    });
  });
});
