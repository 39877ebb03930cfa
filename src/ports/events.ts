import type { Minor } from "../domain/money";
import type { RoundStatus } from "../domain/rounds/round";

/** What the core announces after a unit of work commits. Adapters fan these out (SSE, NOTIFY). */
export type DomainEvent =
  | {
      readonly type: "round.phase";
      readonly gameId: number;
      readonly issue: string;
      readonly status: RoundStatus;
      readonly closeAtMs: number;
      readonly drawAtMs: number;
      readonly digits: readonly [number, number, number] | null;
    }
  | {
      readonly type: "bet.placed";
      readonly gameId: number;
      readonly roomId: number;
      readonly issue: string;
      readonly betId: number;
      readonly userId: number;
      readonly username: string;
      readonly playType: number;
      readonly stakeMinor: Minor;
      readonly atMs: number;
    }
  | { readonly type: "balance.changed"; readonly userId: number; readonly moneyMinor: Minor; readonly lockedMinor: Minor }
  | {
      readonly type: "chat.posted";
      readonly roomId: number;
      readonly gameId: number;
      readonly messageId: number;
      readonly userId: number;
      readonly username: string;
      readonly text: string;
      readonly atMs: number;
    };

export interface EventBus {
  publish(event: DomainEvent): void;
}
