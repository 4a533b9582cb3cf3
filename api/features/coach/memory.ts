// The coach's memory in this process: each user's conversation (kept for the session, not
// an event: it is a chat scratchpad, not site state). One memory per app, made by the coach
// feature (public.ts); conversations idle past the limits are swept as it is used. The message
// rate is a shared throttle (public.ts), so it holds across nodes.
import { type Conversation, current, remember, type Turn } from "#engine/coach/conversation.ts"
import { CoachLimits } from "#engine/coach/limits.ts"

/** Sweep the maps at most this often. */
const SWEEP_EVERY_MS = 60_000

export class CoachMemory {
  private readonly conversations = new Map<string, Conversation>()
  private sweptAt = 0

  /** The remembered exchanges of a user, oldest first. */
  history(userId: string, now: number): readonly Turn[] {
    this.sweep(now)
    return current(this.conversations.get(userId), now).turns
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
  }
}
