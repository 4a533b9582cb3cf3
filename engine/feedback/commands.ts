import { handleCommand, type ReadYourWrites } from "../command.ts"
import type { EventStore } from "../eventstore/port.ts"
import { feedbackDecider, type SubmitFeedback } from "./feedback.ts"

export const feedbackStream = (feedbackId: string): string => `feedback-${feedbackId}`

export const submitGeneralFeedback = (deps: { readonly store: EventStore; readonly projections?: ReadYourWrites }, command: SubmitFeedback) =>
  handleCommand(deps, feedbackStream(command.feedbackId), feedbackDecider, command)
