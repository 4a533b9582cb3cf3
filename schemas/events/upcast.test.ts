import { describe, expect, it } from "vitest"

import { EVENT_VERSION_KEY, latestVersion, UnknownEventVersion, upcast, versionedMetadata, versionOf } from "./upcast.ts"

const v1Completion = {
  roundId: "r1",
  reason: "timed_out",
  at: "2026-01-01T00:00:00.000Z",
  scores: [{ userId: "ann", username: "ANN", numberCorrect: 1, numberQuestions: 2 }],
  totals: [{ userId: "ann", username: "ANN", totalCorrect: 1, totalQuestions: 2 }],
}

describe("event versions", () => {
  it("reads an event without a recorded version as version 1", () => {
    expect(versionOf({})).toBe(1)
    expect(versionOf(undefined)).toBe(1)
    expect(versionOf({ [EVENT_VERSION_KEY]: "2" })).toBe(1)
    expect(versionOf({ [EVENT_VERSION_KEY]: 2 })).toBe(2)
  })

  it("stamps new events with their type's latest version, keeping the writer's metadata", () => {
    expect(versionedMetadata("RoundCompleted", { by: "ann" })).toEqual({ by: "ann", [EVENT_VERSION_KEY]: 2 })
    expect(versionedMetadata("GameOpened")).toEqual({ [EVENT_VERSION_KEY]: 1 })
  })
})

describe("upcast", () => {
  it("drops the score lists of a version-1 RoundCompleted (the fold works them out)", () => {
    expect(latestVersion("RoundCompleted")).toBe(2)
    expect(upcast("RoundCompleted", 1, v1Completion)).toEqual({ roundId: "r1", reason: "timed_out", at: "2026-01-01T00:00:00.000Z" })
    // Late version-1 events were already written without the lists.
    expect(upcast("RoundCompleted", 1, { roundId: "r2", reason: "all_finished", at: "x" })).toEqual({ roundId: "r2", reason: "all_finished", at: "x" })
  })

  it("gives a version-1 post no tags, publishes it and keeps its body as HTML, leaving later fields as they are", () => {
    const v1 = { postId: "p1", title: "Beds", name: "Sam", body: "<p>Beds</p>", images: [], video: "", isjournal: false, createdAt: "x", at: "x" }
    expect(latestVersion("PostCreated")).toBe(4)
    expect(upcast("PostCreated", 1, v1)).toEqual({ ...v1, tags: [], draft: false, markdown: "", slug: "beds", publishAt: "" })
    expect(upcast("PostUpdated", 1, { ...v1, tags: ["soil"], draft: true })).toEqual({ ...v1, tags: ["soil"], draft: true, markdown: "", publishAt: "" })
  })

  it("gives a PostCreated from before it carried a slug the slug its title had then, so its address stays", () => {
    const v2 = { postId: "p1", title: "It's May", name: "Sam", body: "", images: [], video: "", isjournal: false, createdAt: "x", at: "x" }
    const v2Post = { ...v2, tags: [], draft: false, markdown: "" }
    expect(upcast("PostCreated", 2, v2Post)).toEqual({ ...v2Post, slug: "it-s-may", publishAt: "" })
    expect(upcast("PostCreated", 1, v2)).toMatchObject({ slug: "it-s-may" })
  })

  it("gives a post from before scheduling no time to publish itself", () => {
    const v3 = {
      postId: "p1",
      title: "Beds",
      name: "Sam",
      body: "",
      images: [],
      video: "",
      isjournal: false,
      createdAt: "x",
      at: "x",
      tags: [],
      draft: true,
      markdown: "",
    }
    expect(upcast("PostCreated", 3, { ...v3, slug: "beds" })).toEqual({ ...v3, slug: "beds", publishAt: "" })
    expect(upcast("PostUpdated", 2, v3)).toEqual({ ...v3, publishAt: "" })
    expect(latestVersion("PostUpdated")).toBe(3)
  })

  it("leaves an event of the latest version as it is", () => {
    const latest = { roundId: "r1", reason: "timed_out", at: "x" }
    expect(upcast("RoundCompleted", 2, latest)).toBe(latest)
    const opened = { groupId: "g1" }
    expect(upcast("GameOpened", 1, opened)).toBe(opened)
  })

  it("refuses a version newer than this code knows, naming it", () => {
    expect(() => upcast("RoundCompleted", 3, v1Completion)).toThrow(UnknownEventVersion)
    expect(() => upcast("GameOpened", 2, {})).toThrow("Event GameOpened is stored in version 2; this server reads up to version 1")
  })
})
