import { describe, expect, it } from "vitest"

import { es } from "#schemas/i18n/es.ts"
import * as Messages from "#schemas/messages.ts"

import { closingWords } from "./connection.ts"

describe("the server's reason for closing the quiz's connection", () => {
  it("is shown in the page's language, found by its code", () => {
    expect(closingWords(es, "FLOODED", Messages.socketFlooded)).toBe(es.live.socketFlooded)
    expect(closingWords(es, "SESSION_ENDED", Messages.sessionEnded)).toBe(es.accounts.sessionEnded)
    expect(closingWords(es, "TOKEN_EXPIRED", Messages.tokenExpired)).toBe(es.frame.sessionExpiredAlert)
  })

  it("stays as the server wrote it in English, or when its code is not one it knows", () => {
    expect(closingWords(undefined, "FLOODED", Messages.socketFlooded)).toBe(Messages.socketFlooded)
    expect(closingWords(es, "SOMETHING_NEW", "Something new")).toBe("Something new")
  })
})
