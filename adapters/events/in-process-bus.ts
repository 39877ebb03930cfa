import type { DomainEvent, EventBus } from "../../src/ports/events";
import { componentLogger } from "../logging/logger";

export type Listener = (event: DomainEvent) => void;

/** Fans events out to listeners in this process. A failing listener never breaks the publisher or the others. */
export class InProcessEventBus implements EventBus {
  private readonly listeners = new Set<Listener>();

  publish(event: DomainEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        componentLogger("event-bus").error({ err: error }, "event listener failed");
      }
    }
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
