import { afterEach, describe, expect, it, vi } from "vitest"

import * as Messages from "#schemas/messages.ts"

import { errorFields, errorMessage, plainMessage } from "./errors.ts"
import { normaliseThrown } from "./normalise.ts"

describe("plain words for refused requests", () => {
  it("drops the prefix and the field path when every problem is a sentence written for people", () => {
    expect(plainMessage('Invalid request: "password": A password needs at least 8 characters.')).toBe("A password needs at least 8 characters.")
    expect(errorMessage({ status: 400, data: { message: 'Invalid request: "player_email": Please enter a valid email address, or leave it empty.' } })).toBe(
      "Please enter a valid email address, or leave it empty.",
    )
  })

  it("reads a problem said in another language as a sentence too", () => {
    expect(plainMessage('Invalid request: "password": ¿Seguro? Una contraseña necesita al menos 8 caracteres.')).toBe(
      "¿Seguro? Una contraseña necesita al menos 8 caracteres.",
    )
    expect(plainMessage('Invalid request: "username": Él ya existe.')).toBe("Él ya existe.")
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

describe("plain words for a call that never reached the server", () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  // Chromium's, Firefox's and Safari's texts for the same failure.
  const failures = ["Failed to fetch", "NetworkError when attempting to fetch resource.", "Load failed"].map((text) =>
    normaliseThrown(new TypeError(text), false),
  )

  it("says the browser is offline when it knows it is", () => {
    vi.stubGlobal("navigator", { onLine: false })
    for (const failure of failures) expect(errorMessage(failure)).toBe(Messages.networkOffline)
    expect(Messages.networkOffline).toBe("You're offline. Check your connection and try again.")
  })

  it("says the site could not be reached when the browser thinks it is online", () => {
    vi.stubGlobal("navigator", { onLine: true })
    for (const failure of failures) expect(errorMessage(failure)).toBe(Messages.networkUnreachable)
  })

  it("keeps every other failure's words", () => {
    vi.stubGlobal("navigator", { onLine: false })
    expect(errorMessage(normaliseThrown(new DOMException("aborted", "AbortError"), true))).toBe("AbortError: The request timed out.")
    expect(errorMessage({ status: "FETCH_ERROR", error: "AbortError: signal is aborted without reason" })).toBe("AbortError: signal is aborted without reason")
    expect(errorMessage({ status: 503, data: { message: "The database is not answering." } })).toBe("The database is not answering.")
    expect(errorMessage({ status: 500, data: null })).toBe("Request failed (500)")
  })
})
