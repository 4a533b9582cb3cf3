import { describe, expect, it } from "vitest"

import * as Messages from "../messages.ts"
import { translated } from "./catalogues.ts"
import { es } from "./es.ts"

describe("the server's messages in the request's language", () => {
  it("puts a fixed message of the catalogue into the language asked for", () => {
    expect(translated(Messages.searchQueryRequired, "es")).toBe(es.public.searchQueryRequired)
    expect(translated(Messages.storeUnavailable, "es")).toBe(es.public.storeUnavailable)
    expect(translated(Messages.tagline, "es")).toBe(es.frame.tagline)
    expect(translated(Messages.questionKept, "es")).toBe(es.quiz.questionKept)
  })

  it("puts a message that takes values into the language asked for, with its values", () => {
    expect(translated(Messages.searchQueryTooLong(100), "es")).toBe(es.public.searchQueryTooLong(100))
    expect(translated(Messages.challengeDailyLimit(5), "es")).toBe(es.groups.challengeDailyLimit(5))
    expect(translated(Messages.memberJoined("Ana", "Los Robles"), "es")).toBe(es.groups.memberJoined("Ana", "Los Robles"))
    expect(translated(Messages.coachTooManyMessages(10, 15), "es")).toBe(es.coach.coachTooManyMessages(10, 15))
    expect(translated(Messages.userInfoUpdated("ana"), "es")).toBe(es.quiz.userInfoUpdated("ana"))
  })

  it("leaves English, and messages it cannot name, as they are", () => {
    expect(translated(Messages.searchQueryRequired, "en")).toBe(Messages.searchQueryRequired)
    expect(translated(Messages.searchQueryTooLong(100), "en")).toBe(Messages.searchQueryTooLong(100))
    expect(translated("Something the catalogue does not hold", "es")).toBe("Something the catalogue does not hold")
    // a screen's words that take values are not the server's: an answer shaped like them stays as it came
    expect(translated("Edit failed", "es")).toBe("Edit failed")
  })
})
