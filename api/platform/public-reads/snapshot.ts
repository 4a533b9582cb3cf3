// One read model's public answers, held in memory: a value made from the read model's queries (a content
// feature's list with its groupings and lookups), read by the feature's handlers, its fast reads and the
// server renderer alike, so they never disagree.
//
// Freshness: the projector calls us after each committed batch and before it releases the read-your-writes
// waits, so by the time a write's response is sent the snapshot it touched is already dropped; the next read
// builds it again from the read model. On another node the same happens when its own projector sees the
// event. A build that started before a change is thrown away (generation check), never kept. While the
// database is away the snapshot stays and keeps answering; only a change (which needs the database) drops it.
import type { Logger } from "#api/platform/log/logger.ts"
import type { RecordedEvent } from "#engine/eventstore/port.ts"
import { isStoreUnavailable } from "#engine/store-unavailable.ts"
import type { Projection } from "#projections/projection.ts"
import type { Projector } from "#projections/projector.ts"

export interface SnapshotOptions<T> {
  /** Names the snapshot in the log. */
  readonly name: string
  /** The read model it is made from: its name, and the events that change what it holds. */
  readonly projection: Pick<Projection, "name" | "eventTypes">
  readonly load: () => Promise<T>
  readonly projector: Pick<Projector, "onCommit">
  readonly log: Pick<Logger, "error">
}

/** The snapshot's value and the HTTP date of the change it was made after. */
export interface Current<T> {
  readonly value: T
  readonly lastModified: string
}

/** What other parts follow: the listener runs, in the projector's commit, each time the snapshot is dropped. */
export interface Changes {
  onChange(listener: () => void): () => void
}

export class ReadSnapshot<T> implements Changes {
  readonly #options: SnapshotOptions<T>
  readonly #unsubscribe: () => void
  readonly #listeners = new Set<() => void>()
  /** Bumped by every change; a build keeps its result only if it is unchanged. */
  #generation = 0
  #changedAt = new Date()
  #current: Current<T> | undefined
  #building: Promise<void> | undefined
  /** Read since the last change: built again at once after the next one. */
  #wanted = false
  #closed = false

  constructor(options: SnapshotOptions<T>) {
    this.#options = options
    this.#unsubscribe = options.projector.onCommit((projection, events) => this.#committed(projection, events))
  }

  /** The value now, or undefined while it is being (re)built (a build is started): for answers that cannot wait. */
  now(): Current<T> | undefined {
    this.#wanted = true
    if (!this.#current && !this.#closed) this.#build().catch(() => undefined)
    return this.#current
  }

  /** The value, once built; rejects when the read model cannot be read and there is no value to give. */
  async read(): Promise<T> {
    this.#wanted = true
    for (;;) {
      if (this.#current) return this.#current.value
      if (this.#closed) return this.#options.load()
      await this.#build()
    }
  }

  onChange(listener: () => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /** Builds the value now, so the first visitors do not wait for it; a failure is left to the first read. */
  async warm(): Promise<void> {
    this.#wanted = true
    await this.#build().catch(() => undefined)
  }

  close(): void {
    this.#closed = true
    this.#unsubscribe()
  }

  #committed(projection: string, events: readonly RecordedEvent[]): void {
    const { name, eventTypes } = this.#options.projection
    // Every projection sees every event; only the events its read model keeps change it.
    if (projection !== name || !events.some((e) => eventTypes?.has(e.type) ?? true)) return
    this.#generation++
    this.#changedAt = new Date()
    this.#current = undefined
    for (const listener of this.#listeners) listener()
    if (this.#wanted && !this.#closed) this.#build().catch(() => undefined)
  }

  /** One build at a time; a change during it makes the next read (or the change itself) start another. */
  #build(): Promise<void> {
    if (this.#building) return this.#building
    const generation = this.#generation
    const building = this.#load(generation).finally(() => {
      if (this.#building === building) this.#building = undefined
      // Outdated before it was kept: the change asked for a build while this one ran.
      if (this.#generation !== generation && !this.#current && this.#wanted && !this.#closed) this.#build().catch(() => undefined)
    })
    this.#building = building
    return building
  }

  async #load(generation: number): Promise<void> {
    const changedAt = this.#changedAt
    try {
      const value = await this.#options.load()
      if (this.#generation === generation && !this.#closed) {
        this.#current = { value, lastModified: changedAt.toUTCString() }
        this.#wanted = false
      }
    } catch (error) {
      // The database being away is said once where it is noticed (engine/sql/database.ts).
      if (!this.#closed && !isStoreUnavailable(error)) this.#options.log.error({ err: error, snapshot: this.#options.name }, "Could not read a public snapshot")
      throw error
    }
  }
}
