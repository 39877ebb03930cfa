/** The ledger model test's other steps: the console's bans, sale and odds, and the players' limits, time-outs and waiting. */
import { saveGame } from "../../../src/application/games/save-game";
import { scheduleOdds } from "../../../src/application/games/schedule-odds";
import { setPlayerBans } from "../../../src/application/accounts/set-player-bans";
import { setLimit } from "../../../src/application/protection/set-limit";
import { takeTimeOut } from "../../../src/application/protection/take-break";
import type { Period } from "../../../src/domain/protection/periods";
import { formatMoney, type Minor } from "../../../src/domain/money";
import { nextRoundAfter } from "../../../src/domain/rounds/schedule";
import { expect } from "vitest";
import { assertMatches, DAY_MS, limitInForce, observeReset, onBreak, ROOM, saw, schedule, world, type Cmd, type LimitKind, type Model, type Real } from "./model";
import { SettleRound } from "./money-commands";

export class BanBuying implements Cmd {
  constructor(readonly player: number, readonly banned: boolean) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const p = model.players[this.player]!;
    const result = await setPlayerBans(real.app.deps, { operatorId: 1, userId: real.userIds[this.player]!, buyBanned: this.banned });
    expect(result).toMatchObject({ ok: true, value: { buyBanned: this.banned } });
    if (p.buyBanned !== this.banned) world.auditLines += 1;
    p.buyBanned = this.banned;
    saw(this.banned ? "buy banned" : "buy ban lifted");
    await assertMatches(model, real);
  }
  toString = () => `${this.banned ? "ban" : "unban"}Buying(p${this.player})`;
}

export class SetGameOnSale implements Cmd {
  constructor(readonly onSale: boolean) {}
  check = () => true;
  async run(model: Model, real: Real) {
    await setOnSale(real, this.onSale);
    saw(this.onSale ? "game on sale" : "game discontinued");
    await assertMatches(model, real);
  }
  toString = () => (this.onSale ? "putOnSale()" : "discontinue()");
}

export async function setOnSale(real: Pick<Real, "app">, onSale: boolean): Promise<void> {
  const result = await saveGame(real.app.deps, { operatorId: 1, id: 1, name: "Singapore", onSale, sortOrder: 1 });
  expect(result).toMatchObject({ ok: true, value: { onSale } });
  if (world.gameOnSale !== onSale) world.auditLines += 1;
  world.gameOnSale = onSale;
}

export class ChangeOdds implements Cmd {
  constructor(readonly playType: number, readonly odds: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const result = await scheduleOdds(real.app.deps, { operatorId: 1, roomId: ROOM.id, odds: [{ playType: this.playType, odds: (this.odds / 100).toFixed(2) }] });
    if (!result.ok) throw new Error(result.error.code);
    // From the next round on: never the round under way.
    expect(result.value.effectiveFromMs).toBe(nextRoundAfter(schedule, real.app.clock.nowMs()).openAtMs);
    world.oddsChanges.push({ effectiveFromMs: result.value.effectiveFromMs, playType: this.playType, odds: this.odds });
    world.auditLines += 1;
    saw("odds changed");
    await assertMatches(model, real);
  }
  toString = () => `changeOdds(${this.playType}, ${(this.odds / 100).toFixed(2)})`;
}

export class SetLimit implements Cmd {
  constructor(readonly player: number, readonly kind: LimitKind, readonly period: Period, readonly amount: Minor | null) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const p = model.players[this.player]!;
    const nowMs = real.app.clock.nowMs();
    const result = await setLimit(real.app.deps, { userId: real.userIds[this.player]!, kind: this.kind, period: this.period, amount: this.amount === null ? null : formatMoney(this.amount) });
    expect(result.ok).toBe(true);
    world.auditLines += 1;
    // The rule as SPEC states it: setting or lowering applies now; raising or removing 24 hours later.
    const current = limitInForce(p, this.kind, this.period, nowMs);
    const tightens = this.amount !== null && (current === null || this.amount <= current);
    p.limits.set(`${this.kind}/${this.period}`, tightens || this.amount === current ? { amount: this.amount, pending: null } : { amount: current, pending: { amount: this.amount, atMs: nowMs + DAY_MS } });
    saw(tightens ? "limit tightened" : "limit raise pending");
    await assertMatches(model, real);
  }
  toString = () => `setLimit(p${this.player}, ${this.kind}/${this.period}, ${this.amount === null ? "none" : formatMoney(this.amount)})`;
}

export class TakeTimeOut implements Cmd {
  constructor(readonly player: number, readonly days: 1 | 7) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const p = model.players[this.player]!;
    const nowMs = real.app.clock.nowMs();
    const untilMs = nowMs + this.days * DAY_MS;
    const expected = onBreak(p, nowMs) && untilMs <= p.breakUntilMs! ? "EXCLUSION_ONLY_LONGER" : "OK";
    const result = await takeTimeOut(real.app.deps, { userId: real.userIds[this.player]!, days: this.days, password: "secret123", confirmed: true, address: null });
    expect(result.ok ? "OK" : result.error.code).toBe(expected);
    saw(`time-out ${expected}`);
    if (result.ok) {
      world.auditLines += 1;
      p.breakUntilMs = untilMs;
    }
    await assertMatches(model, real);
  }
  toString = () => `timeOut(p${this.player}, ${this.days}d)`;
}

/** Time passes (after the round under way is settled, as the server's timer would): raises come into force, breaks end, periods roll over. */
export class Wait implements Cmd {
  constructor(readonly hours: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    await new SettleRound().run(model, real);
    real.app.clock.advance(this.hours * 3_600_000);
    observeReset(model, real.app.clock.nowMs());
    saw("time passed");
    await assertMatches(model, real);
  }
  toString = () => `wait(${this.hours}h)`;
}
