import type { AppDeps } from "../src/application/deps";
import type { Game, Room } from "../src/domain/games/game";
import type { ScheduleConfig } from "../src/domain/rounds/schedule";
import type { ChatModel } from "./chat-model";
import type { SimulatedClock } from "./clock";
import type { CrashingStore, FaultPlan } from "./faults";
import type { InvariantLog } from "./invariants";
import type { Model } from "./model";
import type { Rng } from "./random";
import type { Stats } from "./stats";

/** Everything the parts of a run share. One per run; nothing global. */
export interface SimContext {
  /** What the bots and the operator call the services with (the same wiring the server uses, simulated ports). */
  readonly deps: AppDeps;
  /** The same services over a store that can lose an answer or die before a commit, for retry faults. */
  readonly lossy: { readonly store: CrashingStore; readonly deps: AppDeps };
  readonly clock: SimulatedClock;
  readonly schedule: ScheduleConfig;
  readonly model: Model;
  readonly stats: Stats;
  readonly log: InvariantLog;
  readonly faults: FaultPlan;
  readonly rng: { readonly bots: Rng; readonly mistakes: Rng; readonly operator: Rng; readonly chat: Rng };
  /** What the room chat should hold (see chat.ts). */
  readonly chat: ChatModel;
  readonly games: readonly Game[];
  /** Rooms of each game, lowest join limit first. */
  readonly roomsOfGame: ReadonlyMap<number, readonly Room[]>;
  readonly roomById: ReadonlyMap<number, Room>;
  readonly operatorId: number;
  /**
   * A second operator, who confirms what the first approved above the four-eyes amount (approval-rules.ts):
   * registered at the first need, so that runs that never need one keep every id they had.
   */
  secondOperatorId(): Promise<number>;
  /** A fresh client request id (deterministic: a counter). */
  nextRequestId(): string;
}
