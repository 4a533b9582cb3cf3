import { describe, expect, it } from "vitest"
import { Messages } from "../../schemas/messages.ts"
import { decideFeedback, feedbackAggregate, type SubmitFeedback } from "./feedback.ts"

const command: SubmitFeedback = {
  type: "SubmitGeneralFeedback",
  feedbackId: "f1",
  userId: null,
  player: "guest",
  playerEmail: null,
  screenshotId: null,
  feedback: "  Love it  ",
  now: new Date("2030-01-01T00:00:00Z"),
}

describe("general feedback", () => {
  it("records trimmed feedback once", () => {
    const events = decideFeedback(command, feedbackAggregate.initial)
    expect(events).toEqual([
      {
        type: "GeneralFeedbackSubmitted",
        feedbackId: "f1",
        userId: null,
        player: "guest",
        playerEmail: null,
        screenshotId: null,
        feedback: "Love it",
        at: "2030-01-01T00:00:00.000Z",
      },
    ])
    expect(decideFeedback(command, events.reduce(feedbackAggregate.evolve, feedbackAggregate.initial))).toEqual([])
  })

  it("requires some text", () => {
    expect(() => decideFeedback({ ...command, feedback: "   " }, feedbackAggregate.initial)).toThrow(Messages.feedbackRequired)
  })
})
