import { describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"
import { given } from "#test/support/decider.ts"

import { feedbackDecider, type SubmitFeedback } from "./feedback.ts"

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
    const events = given(feedbackDecider).when(command).events()
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
    given(feedbackDecider, events).when(command).then([])
  })

  it("requires some text", () => {
    given(feedbackDecider)
      .when({ ...command, feedback: "   " })
      .then(Messages.feedbackRequired)
  })
})
