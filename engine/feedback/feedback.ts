// General feedback about the quiz game (stream `feedback-<id>`): written once, never changed.
import { FeedbackEvent } from "#schemas/events/feedback.ts"
import * as Messages from "#schemas/messages.ts"

import type { Decider } from "../decider.ts"
import { Invalid } from "../domain-errors.ts"

export interface FeedbackState {
  readonly submitted: boolean
}

export interface SubmitFeedback {
  readonly type: "SubmitGeneralFeedback"
  readonly feedbackId: string
  readonly userId: string | null
  readonly player: string | null
  readonly playerEmail: string | null
  readonly screenshotId: string | null
  readonly feedback: string
  readonly now: Date
}

const decide = (command: SubmitFeedback, state: FeedbackState): FeedbackEvent[] => {
  if (state.submitted) return []
  const feedback = command.feedback.trim()
  if (feedback === "") throw new Invalid(Messages.feedbackRequired)
  const { feedbackId, userId, player, playerEmail, screenshotId } = command
  return [
    {
      type: "GeneralFeedbackSubmitted",
      feedbackId,
      userId,
      player,
      playerEmail,
      screenshotId,
      feedback,
      at: command.now.toISOString(),
    },
  ]
}

export const feedbackDecider: Decider<SubmitFeedback, FeedbackState, FeedbackEvent> = {
  decide,
  evolve: () => ({ submitted: true }),
  initialState: { submitted: false },
  events: FeedbackEvent,
}
