import fc from "fast-check"
import { describe, expect, it } from "vitest"

import { esLive } from "./i18n/es-live.ts"
import * as Live from "./live-messages.ts"
import { cleanNickname, cleanPin, friendlyName, isAbusive, isPin, nicknameKey, nicknameProblem, randomPin } from "./live-pin-rules.ts"
import * as Messages from "./messages.ts"

describe("PIN game rules", () => {
  it("makes six-digit PINs and reads them as typed", () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 0.999_999_999, noNaN: true }), (r) => isPin(randomPin(() => r))))
    expect(cleanPin(" 123 456 ")).toBe("123456")
    expect(cleanPin("123-456")).toBe("123456")
    expect(isPin("012345")).toBe(false)
    expect(isPin("12345")).toBe(false)
  })

  it("tells nicknames apart by what the screen shows, not by case, accents or spacing", () => {
    expect(cleanNickname("  Ann   Lee ")).toBe("Ann Lee")
    expect(nicknameKey("Ann Lee")).toBe(nicknameKey("ÁNN-lee"))
    expect(nicknameKey("Ann")).not.toBe(nicknameKey("Anne"))
  })

  it("bounds nicknames and keeps them to letters, numbers and a few marks", () => {
    expect(nicknameProblem("A")).toBe(Messages.nicknameLength(2, 20))
    expect(nicknameProblem("x".repeat(21))).toBe(Messages.nicknameLength(2, 20))
    expect(nicknameProblem("<script>")).toBe(Messages.nicknameCharacters)
    expect(nicknameProblem("--")).toBe(Messages.nicknameCharacters)
    expect(nicknameProblem("Zoë O'Neil")).toBeNull()
    expect(nicknameProblem("李小龍")).toBeNull()
  })

  it("refuses abusive nicknames, spelled around the filter too, and lets innocent ones pass", () => {
    for (const name of ["Fuuuck", "sh1t head", "B!TCH", "dick", "Big Ass", "N4zi Fan", "B1g A55"]) expect(isAbusive(name), name).toBe(true)
    for (const name of ["Peacock", "Essex Girl", "Dickens Fan", "Nigeria", "Assam Tea", "Class Clown", "Title Holder", "Table 455", "Guest 7175"])
      expect(isAbusive(name), name).toBe(false)
  })

  it("offers friendly names that pass its own rules, in each language", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 0.999_999_999, noNaN: true }), fc.double({ min: 0, max: 0.999_999_999, noNaN: true }), (a, b) => {
        const from = (values: number[]) => () => values.shift()!
        return nicknameProblem(friendlyName(from([a, b]), Live)) === null && nicknameProblem(friendlyName(from([a, b]), esLive)) === null
      }),
    )
    // Each language puts the two words in its own order.
    expect(friendlyName(() => 0, Live)).toBe(`${Live.nicknameAdjectives[0]} ${Live.nicknameNouns[0]}`)
    expect(friendlyName(() => 0, esLive)).toBe("Gallo Valiente")
  })
})
