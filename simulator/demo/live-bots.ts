import type { AppDeps } from "../../src/application/deps";
import { followBet } from "../../src/application/betting/follow-bet";
import { placeBet } from "../../src/application/betting/place-bet";
import { postChatMessage } from "../../src/application/chat/post-chat-message";
import { gameCatalogue } from "../../src/application/games/game-catalogue";
import { registerUser } from "../../src/application/accounts/register-user";
import { requestRecharge } from "../../src/application/wallet/request-recharge";
import { approveDeposit } from "../../src/application/wallet/review-deposit";
import { units, type Minor } from "../../src/domain/money";
import { PLAY_TYPES } from "../../src/domain/betting/outcome";
import { quickStakesMinor } from "../../src/domain/betting/bet-rules";
import { scheduleOf } from "../../src/application/rounds/schedule-book";
import { roundAt } from "../../src/domain/rounds/schedule-versions";
import { moneyOf } from "../../src/domain/accounts/user";
import { FRIENDLY_LINES } from "../chat";
import { RandomStreams, type Rng } from "../random";

type Strategy = "flat" | "martingale" | "follow";

interface LiveBot {
  readonly userId: number;
  readonly strategy: Strategy;
  baseStakeMinor: Minor;
  lastBetId: number | null;
  lastStakeMinor: Minor;
}

/** Names that read like players' (masked in every feed anyway). */
const NAMES = ["lucky_lin", "amy2024", "tiger88", "kevin_w", "moon_chen", "jack777", "sunny_lee", "panda_kk", "ray_huang", "lily_tw", "max_power", "coco_mo", "leo_king", "nina_sg", "bobby_nz", "ivy_kl", "oscar_au", "zoe_fan", "sam_99", "yuki_jp"];
const REFILL_BELOW_MINOR = units(300);
const REFILL_MINOR = units(5_000);
/** Chance per game and tick that some bot says a line in one of the game's rooms. */
const CHAT_CHANCE = 0.15;

/**
 * The demo's simulated players, betting in real time through the same use
 * cases as everyone (so rooms, feeds, trends and the home page's wins are
 * real). They are ordinary accounts flagged `isSimulated`. Each tick, for each
 * game with a round open, a few bots bet: flat stakes, martingale (double after
 * a loss), or following another player's bet of the round. Now and then one
 * says a friendly line in a room's chat (through the chat use case, so its
 * rate limits apply: a refused line is simply not said).
 */
export class LiveBots {
  private readonly bots: LiveBot[] = [];
  private readonly rng: Rng;
  private timer: NodeJS.Timeout | null = null;
  private busy = false;

  constructor(
    private readonly deps: AppDeps,
    private readonly operatorId: number,
    private readonly options: { count: number; intervalMs: number; seed: string; /** Where a failed tick is reported: the server's logger. */ onError?: (error: unknown) => void },
  ) {
    this.rng = new RandomStreams(options.seed).stream("live-bots");
  }

  async start(): Promise<void> {
    const strategies: Strategy[] = ["flat", "martingale", "follow"];
    for (const [index, name] of NAMES.slice(0, this.options.count).entries()) {
      let user = await this.deps.store.read((tx) => tx.users.byUsername(name));
      if (!user) {
        const created = await registerUser(this.deps, { username: name, password: `bot-${name}-${this.options.seed}` }, { systemAccount: true, isSimulated: true });
        if (!created.ok) continue;
        user = created.value;
      }
      this.bots.push({ userId: user.id, strategy: strategies[index % strategies.length]!, baseStakeMinor: quickStakesMinor(0)[index % 3]!, lastBetId: null, lastStakeMinor: 0 });
    }
    this.timer = setInterval(() => void this.tick(), this.options.intervalMs);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async tick(): Promise<void> {
    if (this.busy) return; // a slow tick is skipped, never stacked
    this.busy = true;
    try {
      const nowMs = this.deps.clock.nowMs();
      const round = roundAt(scheduleOf(this.deps), nowMs);
      if (!round || round.closeAtMs - nowMs < 5_000) return;
      const { games } = await gameCatalogue(this.deps);
      for (const game of games.filter((g) => g.onSale)) {
        for (const bot of this.rng.shuffled(this.bots).slice(0, 1 + this.rng.int(3))) {
          await this.refill(bot);
          await this.bet(bot, game.id, game.rooms, round.issue);
        }
        if (this.bots.length > 0 && game.rooms.length > 0 && this.rng.chance(CHAT_CHANCE)) {
          await postChatMessage(this.deps, { userId: this.rng.pick(this.bots).userId, roomId: this.rng.pick(game.rooms).id, text: this.rng.pick(FRIENDLY_LINES) });
        }
      }
    } catch (error) {
      (this.options.onError ?? ((e: unknown) => console.error("demo bots:", e)))(error);
    } finally {
      this.busy = false;
    }
  }

  /** Tops up a bot that ran low, through a deposit that the demo operator approves. */
  private async refill(bot: LiveBot): Promise<void> {
    const balances = await this.deps.store.read((tx) => tx.ledger.balancesOfUser(bot.userId));
    if (balances.availableMinor >= REFILL_BELOW_MINOR) return;
    const deposit = await requestRecharge(this.deps, { userId: bot.userId, amount: REFILL_MINOR / 100, currency: "USDT" });
    if (deposit.ok) await approveDeposit(this.deps, { depositId: deposit.value.id, operatorId: this.operatorId, remark: "demo bot" });
  }

  private async bet(bot: LiveBot, gameId: number, rooms: readonly { id: number; joinLimitMinor: Minor; minStakeMinor: Minor }[], issue: string): Promise<void> {
    const balances = await this.deps.store.read((tx) => tx.ledger.balancesOfUser(bot.userId));
    const affordable = rooms.filter((room) => moneyOf(balances) >= room.joinLimitMinor);
    if (affordable.length === 0) return;
    const room = this.rng.pick(affordable);

    if (bot.strategy === "follow") {
      const feed = await this.deps.store.read((tx) => tx.bets.ofRound(gameId, issue, 50));
      const others = feed.filter((b) => b.userId !== bot.userId);
      if (others.length > 0) {
        const followed = await followBet(this.deps, { userId: bot.userId, betId: this.rng.pick(others).id });
        if (followed.ok) return;
      }
    }

    let stakeMinor = Math.max(bot.baseStakeMinor, room.minStakeMinor);
    if (bot.strategy === "martingale" && bot.lastBetId !== null) {
      const last = await this.deps.store.read((tx) => tx.bets.byId(bot.lastBetId!));
      if (last && last.status === 1) stakeMinor = last.hit ? stakeMinor : Math.min(bot.lastStakeMinor * 2, units(500));
    }
    // Mostly the even-money bets, sometimes a combination or an exact sum.
    const choices = PLAY_TYPES.map((p) => p.playType);
    const playType = this.rng.chance(0.7) ? this.rng.pick([1, 2, 3, 4]) : this.rng.pick(choices);
    const placed = await placeBet(this.deps, { userId: bot.userId, roomId: room.id, issue, playTypes: [playType], stakeMinor });
    if (placed.ok) {
      bot.lastBetId = placed.value.bets[0]!.id;
      bot.lastStakeMinor = stakeMinor;
    }
  }
}
