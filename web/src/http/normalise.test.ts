import { describe, expect, it } from "vitest"

import { errorCode, errorMessage, isHttpError } from "./errors.ts"
import { normaliseResponse, normaliseThrown } from "./normalise.ts"

describe("normaliseResponse", () => {
  it("parses a 2xx JSON body", () => {
    expect(normaliseResponse(200, '{"a":1}')).toEqual({ data: { a: 1 } })
  })

  it("treats an empty 2xx body as null data", () => {
    expect(normaliseResponse(204, "")).toEqual({ data: null })
  })

  it("gives {status, data} for a non-2xx JSON body", () => {
    expect(normaliseResponse(401, '{"message":"no","code":"TOKEN_EXPIRED"}')).toEqual({
      error: { status: 401, data: { message: "no", code: "TOKEN_EXPIRED" } },
    })
  })

  it("gives PARSING_ERROR with the original status and raw text when the body is not JSON", () => {
    const outcome = normaliseResponse(502, "<html>Bad gateway</html>")
    expect(outcome).toMatchObject({
      error: { status: "PARSING_ERROR", originalStatus: 502, data: "<html>Bad gateway</html>" },
    })
    expect("error" in outcome && "error" in outcome.error && outcome.error.error).toMatch(/SyntaxError/)
  })

  it("gives PARSING_ERROR for an unparsable 2xx body too", () => {
    expect(normaliseResponse(200, "ok")).toMatchObject({ error: { status: "PARSING_ERROR", originalStatus: 200 } })
  })
})

describe("normaliseThrown", () => {
  it("is FETCH_ERROR for a network failure", () => {
    expect(normaliseThrown(new TypeError("Failed to fetch"), false)).toEqual({
      status: "FETCH_ERROR",
      error: "TypeError: Failed to fetch",
    })
  })

  it("is TIMEOUT_ERROR when our own time-out aborted the call", () => {
    expect(normaliseThrown(new DOMException("aborted", "AbortError"), true)).toMatchObject({ status: "TIMEOUT_ERROR" })
  })
})

describe("errorMessage and errorCode", () => {
  it("prefers the server's message field", () => {
    expect(errorMessage({ status: 429, data: { message: "Slow down" } })).toBe("Slow down")
  })

  it("falls back to the error text", () => {
    expect(errorMessage({ status: 500, data: null })).toBe("Request failed (500)")
    expect(errorMessage(new Error("boom"))).toBe("boom")
  })

  it("reads the code of a non-2xx error only", () => {
    expect(errorCode({ status: 401, data: { code: "TOKEN_EXPIRED" } })).toBe("TOKEN_EXPIRED")
    expect(errorCode({ status: "FETCH_ERROR", error: "x" })).toBeUndefined()
  })

  it("recognises normalised errors", () => {
    expect(isHttpError({ status: 404, data: null })).toBe(true)
    expect(isHttpError({ status: "PARSING_ERROR", originalStatus: 200, data: "", error: "" })).toBe(true)
    expect(isHttpError({ status: "weird" })).toBe(false)
    expect(isHttpError(null)).toBe(false)
  })
})
