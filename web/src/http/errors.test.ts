import { describe, expect, it } from "vitest"

import { errorFields, errorMessage, plainMessage } from "./errors.ts"

describe("plain words for refused requests", () => {
  it("drops the prefix and the field path when every problem is a sentence written for people", () => {
    expect(plainMessage('Invalid request: "password": A password needs at least 8 characters.')).toBe("A password needs at least 8 characters.")
    expect(errorMessage({ status: 400, data: { message: 'Invalid request: "player_email": Please enter a valid email address, or leave it empty.' } })).toBe(
      "Please enter a valid email address, or leave it empty.",
    )
  })

  it("keeps a sentence holding '; ' whole, and joins several fields' sentences", () => {
    expect(
      plainMessage('Invalid request: "name": That recipe name is reserved; please choose another.; "password": A password needs at least 8 characters.'),
    ).toBe("That recipe name is reserved; please choose another. A password needs at least 8 characters.")
  })

  it("prefers our sentence to the schema's other wording for the same field", () => {
    expect(
      plainMessage('Invalid request: "player_email": Expected null, actual "x"; "player_email": Please enter a valid email address, or leave it empty.'),
    ).toBe("Please enter a valid email address, or leave it empty.")
  })

  it("keeps a machine's wording as it is (nothing a form could have caused)", () => {
    const raw = 'Invalid request: "options.2": Expected string, actual 1'
    expect(plainMessage(raw)).toBe(raw)
    expect(plainMessage("Wrong username or password.")).toBe("Wrong username or password.")
  })

  it("names each field's problem for the form to show beside it", () => {
    expect(errorFields({ status: 400, data: { message: 'Invalid request: "password": A password needs at least 8 characters.' } })).toEqual({
      password: "A password needs at least 8 characters.",
    })
    expect(errorFields({ status: 409, data: { message: "That username is already taken." } })).toEqual({})
    expect(errorFields({ status: "FETCH_ERROR", error: "TypeError: Failed to fetch" })).toEqual({})
  })
})
