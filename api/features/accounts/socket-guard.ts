// Every socket event a client sends passes here before its handler (docs/product.md §6.3):
//   1. the rate: a token bucket per connection and one per user on this process
//      (engine/limits/rates.ts); a connection that floods is told why and disconnected;
//   2. the session: still alive (not signed out, ended by a password change or reset,
//      expired, or its account deleted), else the event is refused and the socket closed.
// A connection's events are checked one after another, so they reach their handlers in
// the order they were sent.
import { refusalFor, refused } from "#api/platform/sockets/acks.ts"
import type { QuizServer } from "#api/platform/sockets/io.ts"
import { SOCKET_EVENTS_PER_CONNECTION, SOCKET_EVENTS_PER_USER } from "#engine/limits/rates.ts"
import { type Bucket, type BucketRule, fullBucket, take } from "#engine/limits/token-bucket.ts"
import { FLOODED, SESSION_ENDED } from "#schemas/error-codes.ts"
import * as Messages from "#schemas/messages.ts"

import type { QuizSessions } from "./quiz-auth.ts"
import { closeWithMessage } from "./session-ends.ts"
import { socketLog, socketUser } from "./socket-auth.ts"

export interface EventRates {
  readonly perConnection: BucketRule
  readonly perUser: BucketRule
}

/** The buckets of one process: per user (connections keep theirs in `socket.data`). */
export class UserBuckets {
  readonly #buckets = new Map<string, Bucket>()
  constructor(private readonly rule: BucketRule) {}

  take(userId: string, now: number): boolean {
    // Bounded memory: users whose bucket has filled up again are forgotten.
    if (this.#buckets.size >= 10_000) {
      for (const [id, bucket] of this.#buckets) if (take(bucket, now, this.rule).bucket.tokens >= this.rule.capacity - 1) this.#buckets.delete(id)
    }
    const result = take(this.#buckets.get(userId) ?? fullBucket(this.rule, now), now, this.rule)
    this.#buckets.set(userId, result.bucket)
    return result.allowed
  }
}

type Packet = unknown[]

const ackOf = (packet: Packet): ((answer: unknown) => void) | undefined => {
  const last = packet[packet.length - 1]
  return typeof last === "function" ? (last as (answer: unknown) => void) : undefined
}

export const guardEvents = (
  sessions: Pick<QuizSessions, "alive">,
  io: QuizServer,
  rates: EventRates = { perConnection: SOCKET_EVENTS_PER_CONNECTION, perUser: SOCKET_EVENTS_PER_USER },
): void => {
  const users = new UserBuckets(rates.perUser)
  io.on("connection", (socket) => {
    let bucket = fullBucket(rates.perConnection, Date.now())
    let queue: Promise<void> = Promise.resolve()
    socket.use((packet: Packet, next: (error?: Error) => void) => {
      if (socket.disconnected) return
      const now = Date.now()
      const user = socketUser(socket)
      const mine = take(bucket, now, rates.perConnection)
      bucket = mine.bucket
      // Both buckets are charged, so one user's many connections share the user's allowance.
      const theirs = users.take(user.userId, now)
      if (!mine.allowed || !theirs) {
        socketLog(socket).warn({ event: String(packet[0]) }, "socket flooded; closing it")
        ackOf(packet)?.(refused(Messages.socketFlooded, { code: FLOODED }))
        return closeWithMessage(socket, Messages.socketFlooded, FLOODED)
      }
      queue = queue.then(async () => {
        if (socket.disconnected) return
        try {
          if (await sessions.alive(user)) return next()
          ackOf(packet)?.(refused(Messages.sessionEnded, { code: SESSION_ENDED }))
          closeWithMessage(socket, Messages.sessionEnded, SESSION_ENDED)
        } catch (error) {
          ackOf(packet)?.(refusalFor(socket, String(packet[0]), error))
        }
      })
    })
  })
}
