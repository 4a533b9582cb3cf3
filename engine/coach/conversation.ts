// Conversation memory: the last few exchanges of one user, forgotten after a quiet spell.
import { CoachLimits } from "./limits.ts"
import { excerpt } from "./text.ts"

/** One exchange: what the user asked and what the coach answered. */
export interface Turn {
  readonly question: string
  readonly reply: string
}

export interface Conversation {
  readonly turns: readonly Turn[]
  /** When it was last used (ms). */
  readonly touchedAt: number
}

export const emptyConversation = (now: number): Conversation => ({ turns: [], touchedAt: now })

/** The conversation as of `now`: empty once it has been idle too long. */
export const current = (conversation: Conversation | undefined, now: number): Conversation =>
  conversation === undefined || now - conversation.touchedAt > CoachLimits.conversationIdleMs ? emptyConversation(now) : conversation

/** Adds an exchange, keeping only the newest `rememberedTurns` and cutting a long reply. */
export const remember = (conversation: Conversation, turn: Turn, now: number): Conversation => ({
  turns: [...conversation.turns, { question: turn.question, reply: excerpt(turn.reply, CoachLimits.rememberedReplyChars) }].slice(-CoachLimits.rememberedTurns),
  touchedAt: now,
})
