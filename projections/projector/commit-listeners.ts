// The listeners told after each committed batch which events a read model now includes; one
// that throws is logged and the others are still told.
import type { RecordedEvent } from "#engine/eventstore/port.ts"

import type { CommitListener, ProjectorLogger } from "./status.ts"

export class CommitListeners {
  readonly #listeners = new Set<CommitListener>()

  constructor(private readonly logger: ProjectorLogger) {}

  /** Returns the unsubscribe. */
  add(listener: CommitListener): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  tell(projection: string, events: readonly RecordedEvent[]): void {
    for (const listener of this.#listeners) {
      try {
        listener(projection, events)
      } catch (error) {
        this.logger.error(`A commit listener failed after ${projection}`, { error })
      }
    }
  }
}
