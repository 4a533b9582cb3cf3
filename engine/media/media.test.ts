import { describe, it } from "vitest"

import { given } from "#test/support/decider.ts"

import { DomainError } from "../domain-errors.ts"
import { mediaDecider, type RecordUpload } from "./media.ts"

const command: RecordUpload = {
  type: "RecordUpload",
  mediaId: "AAAAAAAAAAAAAAAAAAAAAA",
  variants: [
    { name: "carousel", width: 1200, height: 800, bytes: 1000 },
    { name: "public", width: 1600, height: 1067, bytes: 2000 },
    { name: "thumb", width: 320, height: 320, bytes: 300 },
  ],
  width: 2400,
  height: 1600,
  uploadedBy: "owner",
  now: new Date("2030-01-01T00:00:00Z"),
}

describe("media uploads", () => {
  it("records an upload once", () => {
    given(mediaDecider)
      .when(command)
      .then([
        {
          type: "MediaUploaded",
          mediaId: command.mediaId,
          variants: command.variants,
          width: 2400,
          height: 1600,
          uploadedBy: "owner",
          at: "2030-01-01T00:00:00.000Z",
        },
      ])
    const events = given(mediaDecider).when(command).events()
    given(mediaDecider, events).when(command).then(DomainError)
  })

  it("needs every variant", () => {
    given(mediaDecider)
      .when({ ...command, variants: command.variants.slice(1) })
      .then(/variants/)
  })
})
