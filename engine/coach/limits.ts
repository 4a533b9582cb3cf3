// The coach's limits (a message's length is checked by its schema): how often a user may
// send one, how much of a conversation is remembered and for how long, and how much site
// content goes with each message.
import type { ThrottleRule } from "../auth/throttle.ts"

export const CoachLimits = {
  /** Messages one user may send in a sliding window. */
  rate: { limit: 20, windowMs: 10 * 60 * 1000 } satisfies ThrottleRule,
  /** Exchanges (a question and its reply) remembered and sent with the next message. */
  rememberedTurns: 6,
  /** A conversation left alone this long is forgotten. */
  conversationIdleMs: 60 * 60 * 1000,
  /** A remembered reply is cut to this, so one runaway answer cannot crowd out the rest. */
  rememberedReplyChars: 4000,
  /** Site items passed to the model with each message. */
  maxSources: 4,
  /** Characters of one item's text passed to the model. */
  sourceExcerptChars: 1200,
  /** Tokens the model may write in one reply. */
  replyMaxTokens: 1000,
} as const
