// The coach's memory in this process: each user's conversation (kept for the session, not
// an event: it is a chat scratchpad, not site state) and their recent messages for the
// rate limit. One memory per app, made by the coach feature (public.ts); entries idle past
// the limits are swept as it is used.
import { type Admission, admit, type Attempts, live } from "#engine/auth/throttle.ts"
import { type Conversation, current, remember, type Turn } from "#engine/coach/conversation.ts"
import { CoachLimits } from "#engine/coach/limits.ts"

/** Sweep the maps at most this often. */
const SWEEP_EVERY_MS = 60_000

export class CoachMemory {
  private readonly conversations = new Map<string, Conversation>()
  private readonly attempts = new Map<string, Attempts>()
  private sweptAt = 0

  /** The remembered exchanges of a user, oldest first. */
  history(userId: string, now: number): readonly Turn[] {
    this.sweep(now)
    return current(this.conversations.get(userId), now).turns
  }

  /** Counts a message against the user's rate; refused past the limit. */
  admit(userId: string, now: number): Admission {
    this.sweep(now)
    const admission = admit(this.attempts.get(userId) ?? [], now, CoachLimits.rate)
    this.attempts.set(userId, admission.attempts)
    return admission
  }

  /** Remembers an answered exchange. */
  record(userId: string, turn: Turn, now: number): void {
    this.conversations.set(userId, remember(current(this.conversations.get(userId), now), turn, now))
  }

  /** Forgets the user's conversation (not their rate: starting over is no way around it). */
  clear(userId: string): void {
    this.conversations.delete(userId)
  }

  private sweep(now: number): void {
    if (now - this.sweptAt < SWEEP_EVERY_MS) return
    this.sweptAt = now
    for (const [userId, conversation] of this.conversations) {
      if (now - conversation.touchedAt > CoachLimits.conversationIdleMs) this.conversations.delete(userId)
    }
    for (const [userId, attempts] of this.attempts) {
      const recent = live(attempts, now, CoachLimits.rate)
      if (recent.length === 0) this.attempts.delete(userId)
      else this.attempts.set(userId, recent)
    }
  }
}
