// Whether signed-in sessions are still alive, asked of the database for many at once. Every
// socket event checks its session (socket-guard.ts), and every signed-in request reads
// its account through it (quiz-auth.ts); a thousand players answering a question, or a crowd
// joining a group, at the same moment would be a thousand queries one after another. Checks asked
// while one query is out wait and go together in the next, so each is still answered from
// the database after it was asked (a sign-out committed before is seen), at a few queries per
// burst instead of one per event.
import type { Kysely } from "kysely"

import { batchedCalls } from "#engine/batching/batch-queue.ts"
import { liveSessionAccounts, type LiveSessionRow, type SessionKey } from "#projections/accounts/quiz-users.queries.ts"
import type { DB } from "#projections/db.ts"

/** Sessions checked in one query at most. */
const MAX_BATCH = 500

const keyOf = (s: SessionKey) => `${s.userId}\u0000${s.jti}\u0000${s.generation}`

export class SessionChecks {
  readonly #check: (session: SessionKey) => Promise<LiveSessionRow | undefined>

  constructor(db: Kysely<DB>, query: typeof liveSessionAccounts = liveSessionAccounts) {
    // The first of a burst waits for the I/O of this turn, so what arrives with it goes along.
    this.#check = batchedCalls(
      async (asked: SessionKey[]) => {
        const sessions = [...new Map(asked.map((s) => [keyOf(s), s])).values()]
        const rows = await query(db, sessions)
        const alive = new Map(rows.map((r) => [keyOf({ userId: r.id, jti: r.jti, generation: Number(r.generation) }), r]))
        return asked.map((s) => alive.get(keyOf(s)))
      },
      { max: MAX_BATCH, start: "turn" },
    )
  }

  /** True while the account is live, the token not revoked and its generation not ended. */
  async alive(session: SessionKey): Promise<boolean> {
    return (await this.account(session)) !== undefined
  }

  /** The session's account while it is alive (see alive), else undefined. */
  account(session: SessionKey): Promise<LiveSessionRow | undefined> {
    return this.#check(session)
  }
}
