/**
 * The demo's growth engine (issue 40), so a new visitor sees it working: two more players invited by the demo
 * agent ("lucky", who stakes enough yesterday to reach the intermediate VIP level, and "mia"), their bets on
 * yesterday's rounds, the end-of-day run for yesterday (rebates, the VIP review with its level-up bonus, the agent's
 * commission and statement), and two running promotions in the activity centre: a daily check-in and a red packet.
 */
import type { AppDeps } from "../../src/application/deps";
import { registerUser } from "../../src/application/accounts/register-user";
import { placeBet } from "../../src/application/betting/place-bet";
import { runPeriodEnd } from "../../src/application/growth/run-period-end";
import { savePromotion } from "../../src/application/growth/save-promotion";
import { requestRecharge } from "../../src/application/wallet/request-recharge";
import { approveDeposit } from "../../src/application/wallet/review-deposit";
import { inviteCodeOf } from "../../src/domain/agents/invite-code-rules";
import { PLAY_TYPE } from "../../src/domain/betting/outcome";
import type { ErrorCode, Result } from "../../src/domain/errors";
import { dayPeriod, growthDayOf } from "../../src/domain/growth/periods";
import type { PromotionLang } from "../../src/domain/growth/promotion";
import type { PromotionForm } from "../../src/domain/growth/promotion-rules";
import { units } from "../../src/domain/money";
import type { ScheduledRound } from "../../src/domain/rounds/schedule";

/** The invited players of the demo agent, with what they deposit and stake per round yesterday. */
const DEMO_INVITED = [
  { username: "lucky", password: "lucky123", deposit: "50000.00", stakeMinor: units(1_000), rounds: 12 },
  { username: "mia", password: "mia12345", deposit: "3000.00", stakeMinor: units(50), rounds: 10 },
] as const;

const must = <T>(what: string, result: Result<T, ErrorCode>): T => {
  if (!result.ok) throw new Error(`demo seed: ${what} refused with ${result.error.code}`);
  return result.value;
};

/** Registers the invited players with the agent's invite code and approves their deposits. */
async function seedInvitedPlayers(deps: AppDeps, agentId: number, operatorId: number): Promise<number[]> {
  const ids: number[] = [];
  for (const player of DEMO_INVITED) {
    const user = must(player.username, await registerUser(deps, { username: player.username, password: player.password, inviteCode: String(inviteCodeOf(agentId)) }));
    const deposit = must("deposit", await requestRecharge(deps, { userId: user.id, amount: player.deposit, currency: "TWD" }));
    must("approval", await approveDeposit(deps, { depositId: deposit.id, operatorId, remark: "demo" }));
    ids.push(user.id);
  }
  return ids;
}

/**
 * Called by the history seeding at each past round's opening (on its simulated clock): at yesterday's first round
 * the invited players register and deposit; on yesterday's rounds each of them bets (big or small, alternately) until they have played their rounds.
 */
export function betsOnYesterday(deps: AppDeps, invite: { agentId: number; operatorId: number }, todayStartMs: number): (round: ScheduledRound, roundDeps: AppDeps) => Promise<void> {
  const played = new Map<number, number>();
  let playerIds: number[] | null = null;
  return async (round, roundDeps) => {
    // Yesterday's rounds that are settled before midnight: they count for yesterday's rebates and commission.
    if (round.drawAtMs >= todayStartMs || round.openAtMs < todayStartMs - 86_400_000) return;
    // They registered and deposited yesterday, before their first bet: the VIP review's window counts the deposit.
    playerIds ??= await seedInvitedPlayers(roundDeps, invite.agentId, invite.operatorId);
    const roomId = (await deps.store.read((tx) => tx.games.rooms(1))).sort((a, b) => a.joinLimitMinor - b.joinLimitMinor)[0]!.id;
    for (const [index, userId] of playerIds.entries()) {
      const plan = DEMO_INVITED[index]!;
      const count = played.get(userId) ?? 0;
      if (count >= plan.rounds) continue;
      const playTypes = [count % 2 === 0 ? PLAY_TYPE.big : PLAY_TYPE.small];
      const placed = await placeBet(roundDeps, { userId, roomId, issue: round.issue, playTypes, stakeMinor: plan.stakeMinor });
      if (placed.ok) played.set(userId, count + 1);
    }
  };
}

/** The operator's day that began last (today, in the operator's zone). */
export const todayStartMsOf = (deps: AppDeps): number => dayPeriod(deps.schedule, growthDayOf(deps.schedule, deps.clock.nowMs())).fromMs;

/** Yesterday's end-of-day run (as the growth driver would make it a minute after midnight). */
export async function payYesterday(deps: AppDeps): Promise<void> {
  await runPeriodEnd(deps, Math.max(deps.clock.nowMs(), todayStartMsOf(deps) + 2 * 60_000));
}

const TERMS: Record<"check_in" | "red_packet", Record<PromotionLang, { title: string; body: string }>> = {
  check_in: {
    en: { title: "Daily check-in", body: "Check in once a day in the activity centre and receive 5.00. Bonus money asks 3x its amount in stakes before a withdrawal." },
    tw: { title: "每日簽到", body: "每天在活動中心簽到一次，即得 5.00。獎金需完成 3 倍流水後方可提領。" },
    zh: { title: "每日签到", body: "每天在活动中心签到一次，即得 5.00。奖金需完成 3 倍流水后方可提现。" },
    jp: { title: "毎日チェックイン", body: "1日1回アクティビティセンターでチェックインすると 5.00 を受け取れます。ボーナスは出金前に3倍のベットが必要です。" },
    kor: { title: "매일 출석 체크", body: "하루 한 번 이벤트 센터에서 출석하면 5.00을 받습니다. 보너스는 출금 전에 3배의 베팅이 필요합니다." },
  },
  red_packet: {
    en: { title: "Red packet: 888.00 to share", body: "100 red packets share 888.00 at random. Claim one after staking at least 100.00 today. Bonus money asks 1x its amount in stakes before a withdrawal." },
    tw: { title: "紅包：888.00 等你搶", body: "100 個紅包隨機分配 888.00。當日投注滿 100.00 即可搶一個。獎金需完成 1 倍流水後方可提領。" },
    zh: { title: "红包：888.00 等你抢", body: "100 个红包随机分配 888.00。当日投注满 100.00 即可抢一个。奖金需完成 1 倍流水后方可提现。" },
    jp: { title: "紅包：888.00 を山分け", body: "100個の紅包で 888.00 をランダムに分けます。本日 100.00 以上ベットすると1つ受け取れます。ボーナスは出金前に1倍のベットが必要です。" },
    kor: { title: "홍바오: 888.00 나눔", body: "홍바오 100개가 888.00을 무작위로 나눕니다. 오늘 100.00 이상 베팅하면 하나를 받을 수 있습니다. 보너스는 출금 전에 1배의 베팅이 필요합니다." },
  },
};

/** A daily check-in and a red packet, running from yesterday for 90 days. */
export async function seedPromotions(deps: AppDeps, operatorId: number): Promise<void> {
  const startMs = todayStartMsOf(deps) - 86_400_000;
  const endMs = startMs + 90 * 86_400_000;
  const common = { startMs, endMs, minLevel: 0, newPlayersOnly: false, minDeposit: "0", onePerAddress: false };
  const forms: PromotionForm[] = [
    { ...common, kind: "check_in", terms: TERMS.check_in, amount: "5.00", wageringMultiple: 3 },
    { ...common, kind: "red_packet", terms: TERMS.red_packet, pool: "888.00", packets: 100, turnover: "100.00", wageringMultiple: 1 },
  ];
  for (const form of forms) must(`promotion ${form.kind}`, await savePromotion(deps, { operatorId, id: null, form }));
}
