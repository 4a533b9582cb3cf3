import { describe, expect, it, vi } from "vitest"

import * as Messages from "#schemas/messages.ts"

import type { QuizUserInfo } from "../state/types.ts"
import { createSessionPolicy } from "./sessionPolicy.ts"

const b64url = (value: string) => Buffer.from(value).toString("base64url")
const jwt = (claims: unknown) => `${b64url("{}")}.${b64url(JSON.stringify(claims))}.sig`
const NOW = 1_700_000_000_000

function setup(token: string | null, keepsPage = false) {
  let user: QuizUserInfo | null = token === null ? null : { id: "1", username: "ann", is_admin: false, token, quizzes_remaining: 10 }
  const calls: string[] = []
  const deps = {
    currentUser: () => user,
    resetState: vi.fn(() => {
      calls.push("reset")
      user = null
    }),
    serverLogout: vi.fn(async () => {
      calls.push("logout")
      throw new Error("offline")
    }),
    alert: vi.fn((m: string) => void calls.push(`alert:${m}`)),
    toastError: vi.fn((m: string) => void calls.push(`toast:${m}`)),
    navigate: vi.fn((to: string) => void calls.push(`go:${to}`)),
    keepsPage: () => keepsPage,
    now: () => NOW,
  }
  return { policy: createSessionPolicy(deps), deps, calls }
}

describe("client-side quiz session expiry", () => {
  it("does nothing for a guest", async () => {
    const { policy, calls } = setup(null)
    expect(await policy.expireIfNeeded()).toBe(false)
    expect(calls).toEqual([])
  })

  it("does nothing for a valid token", async () => {
    const { policy, calls } = setup(jwt({ exp: NOW / 1000 + 3600 }))
    expect(await policy.expireIfNeeded()).toBe(false)
    expect(calls).toEqual([])
  })

  it.each([
    ["past exp", jwt({ exp: NOW / 1000 - 1 })],
    ["missing exp", jwt({ sub: "1" })],
    ["undecodable token", "garbage"],
    ["missing token", ""],
  ])("alerts, logs out (ignoring failure), resets and redirects for a %s", async (_label, token) => {
    const { policy, calls } = setup(token)
    expect(await policy.expireIfNeeded()).toBe(true)
    expect(calls).toEqual([`alert:${Messages.sessionExpiredAlert}`, "logout", "reset", "go:/quizgame"])
  })
})

describe("a page that asks for a sign-in itself (a join link)", () => {
  it("ends the session but stays on the page, so its link is kept", async () => {
    const expired = setup(jwt({ exp: NOW / 1000 - 1 }), true)
    expect(await expired.policy.expireIfNeeded()).toBe(true)
    expect(expired.calls).toEqual([`alert:${Messages.sessionExpiredAlert}`, "logout", "reset"])

    const refused = setup(jwt({ exp: NOW / 1000 + 3600 }), true)
    expect(refused.policy.handleResponseError({ status: 401, data: { code: "TOKEN_EXPIRED", message: "x" } })).toBe(true)
    expect(refused.calls).toEqual([`toast:${Messages.sessionExpiredToast}`, "reset"])
  })
})

describe("server TOKEN_EXPIRED answer", () => {
  it("toasts, resets and redirects", () => {
    const { policy, calls } = setup(jwt({ exp: NOW / 1000 + 3600 }))
    expect(policy.handleResponseError({ status: 401, data: { code: "TOKEN_EXPIRED", message: "x" } })).toBe(true)
    expect(calls).toEqual([`toast:${Messages.sessionExpiredToast}`, "reset", "go:/quizgame"])
  })

  it("ignores other errors", () => {
    const { policy, calls } = setup(jwt({ exp: NOW / 1000 + 3600 }))
    expect(policy.handleResponseError({ status: 401, data: { message: "Wrong password" } })).toBe(false)
    expect(policy.handleResponseError({ status: 403, data: { code: "TOKEN_EXPIRED" } })).toBe(false)
    expect(policy.handleResponseError({ status: "FETCH_ERROR", error: "x" })).toBe(false)
    expect(calls).toEqual([])
  })
})
