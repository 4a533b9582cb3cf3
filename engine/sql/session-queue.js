// @ts-check
// Who runs next on the embedded database's one session (used by its thread, pglite-worker.js).
// Statements arrive from many users at once; a transaction, once begun, has the session to
// itself until it ends, so no other user's statement lands inside its BEGIN…COMMIT. Outside
// transactions statements run one by one in order of arrival, except that the urgent lane (the
// event store's appends: a live game's answer waits for its append, a read model's catch-up
// does not) goes first, but never more than URGENT_RUN times in a row while ordinary
// statements wait, so read models fall behind a burst, not out of it.

/** Urgent turns run in a row at most while ordinary ones wait. */
export const URGENT_RUN = 4

/**
 * @typedef {object} Turn
 * @property {number} user     who sent it (one Kysely connection)
 * @property {boolean} urgent  on the urgent lane
 * @property {boolean} [begins] it begins a transaction: the session is the user's once it succeeds
 * @property {boolean} [ends]   it ends the user's transaction, whether or not it succeeds
 */

/** @template {Turn} T */
export class SessionQueue {
  /** The user whose transaction holds the session, if any. @type {number | null} */
  holder = null
  /** @type {T[]} */
  #urgent = []
  /** @type {T[]} */
  #ordinary = []
  #urgentRun = 0

  /** @param {T} turn */
  push(turn) {
    ;(turn.urgent ? this.#urgent : this.#ordinary).push(turn)
  }

  /**
   * The turn to run now, taken off the queue; undefined when there is none, or when a
   * transaction holds the session and its next statement has not arrived yet.
   * @returns {T | undefined}
   */
  next() {
    if (this.holder !== null) {
      for (const lane of [this.#urgent, this.#ordinary]) {
        const at = lane.findIndex((turn) => turn.user === this.holder)
        if (at >= 0) return lane.splice(at, 1)[0]
      }
      return undefined
    }
    const urgentFirst = this.#urgent.length > 0 && (this.#ordinary.length === 0 || this.#urgentRun < URGENT_RUN)
    const turn = urgentFirst ? this.#urgent.shift() : this.#ordinary.shift()
    if (turn) this.#urgentRun = urgentFirst ? this.#urgentRun + 1 : 0
    return turn
  }

  /**
   * A turn has run: a transaction that began holds the session, one that ended lets it go.
   * @param {T} turn
   * @param {boolean} succeeded
   */
  ran(turn, succeeded) {
    if (turn.begins && succeeded) this.holder = turn.user
    if (turn.ends && this.holder === turn.user) this.holder = null
  }
}
