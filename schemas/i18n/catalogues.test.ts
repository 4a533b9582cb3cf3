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

  it("says each problem of a refused request in the language, keeping the API's prefix and field names", () => {
    const english = `Invalid request: "password": ${Messages.passwordTooShort}; "email": ${Messages.emailInvalid}; "x": Expected string, actual 1`
    expect(translated(english, "es")).toBe(
      `Invalid request: "password": ${es.accounts.passwordTooShort}; "email": ${es.accounts.emailInvalid}; "x": Expected string, actual 1`,
    )
    expect(translated(english, "en")).toBe(english)
  })

  it("leaves English, and messages it cannot name, as they are", () => {
    expect(translated(Messages.searchQueryRequired, "en")).toBe(Messages.searchQueryRequired)
    expect(translated(Messages.searchQueryTooLong(100), "en")).toBe(Messages.searchQueryTooLong(100))
    expect(translated("Something the catalogue does not hold", "es")).toBe("Something the catalogue does not hold")
    // a screen's words that take values are not the server's: an answer shaped like them stays as it came
    expect(translated("Edit failed", "es")).toBe("Edit failed")
  })
})

describe("every message the server writes, in the catalogue", () => {
  /** Sample values by parameter name, so a message that reworks a value (a plural, a list) is tried as it is used. */
  const sample = (name: string): unknown => {
    if (/^(kinds|sources|names|list)$/i.test(name)) return ["true_false", "multiple_choice"]
    if (name === "event") return "post.published"
    if (/bytes/i.test(name)) return 5 * 1024 * 1024
    if (/count|max|min|limit|minutes|seconds|levels|bytes|megabytes|megapixels|status|perHour|number|size|days|hours|n$/i.test(name)) return 3
    return "Ana"
  }
  const parameters = (message: (...values: never[]) => unknown): string[] => {
    const source = String(message)
    const list = source.startsWith("(") ? source.slice(1, source.indexOf(")")) : source.slice(0, source.indexOf("=>"))
    return list
      .split(",")
      .map((p) => p.replace(/[=:].*$/s, "").trim())
      .filter(Boolean)
  }
  const said = Object.entries(Messages).map(([key, message]) => {
    if (typeof message === "string") return { key, english: message }
    if (typeof message !== "function") return { key, english: undefined }
    const english = (message as (...values: unknown[]) => unknown)(...parameters(message as never).map(sample))
    return { key, english: typeof english === "string" ? english : undefined }
  })
  /**
   * Words that are the same in Spanish ("Webhooks", "HTTP 503"), and words the server never says, which their screen
   * takes from its language's function (an event's label by its key, the leading team's names with the verb agreeing).
   */
  const SAME = new Set(["webhooksTitle", "webhookResponseCode", "webhookEventLabel", "teamLead"])

  it.each(said.filter((m) => m.english !== undefined && !SAME.has(m.key)))("$key is said in Spanish too", ({ english }) => {
    expect(translated(english!, "es")).not.toBe(english)
  })
})
