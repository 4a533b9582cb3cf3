// The owner's two-factor rules, given/when/then, at fixed moments: a second step bounded in
// time and in tries, codes from the authenticator's key at that moment, each step's code taken
// once, recovery codes once, and the admin's reset.
import { Secret, TOTP } from "otpauth"
import { describe, expect, it } from "vitest"

import type { SiteUserEvent } from "#schemas/events/site-user.ts"
import * as Messages from "#schemas/messages.ts"
import { SECOND_STEP_TRIES, SECOND_STEP_TTL_MS } from "#schemas/two-factor-rules.ts"
import { given } from "#test/support/decider.ts"

import { hashRecoveryCode } from "../auth/recovery-codes.ts"
import { newTotpSecret } from "../auth/totp.ts"
import { Invalid, Unauthenticated, WrongState } from "../domain-errors.ts"
import { siteUser, type SiteUserCommand } from "./site-user.ts"

const secret = newTotpSecret()
const now = new Date("2030-01-01T00:00:00Z")
const later = (ms: number) => new Date(now.getTime() + ms)
const code = (at: Date) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at.getTime() })
const step = (at: Date) => Math.floor(at.getTime() / 30_000)
const at = now.toISOString()

const created: SiteUserEvent = { type: "SiteUserCreated", userId: "o1", username: "owner", passwordHash: "h1", at }
const enabled: SiteUserEvent = {
  type: "SiteUserTwoFactorEnabled",
  userId: "o1",
  secret,
  recoveryCodeHashes: [hashRecoveryCode("AAAAA-BBBBB")],
  step: step(now),
  at,
}
const started: SiteUserEvent = { type: "SiteUserSecondStepStarted", userId: "o1", challengeHash: "c1", expiresAt: later(SECOND_STEP_TTL_MS).toISOString(), at }
const complete = (codeText: string, when: Date): SiteUserCommand => ({
  type: "CompleteSecondStep",
  challengeHash: "c1",
  code: codeText,
  sessionHash: "s1",
  expiresAt: later(1e9),
  now: when,
})

describe("two-factor sign-in", () => {
  it("turns on only with a code from the key it showed", () => {
    const setup: SiteUserEvent = { type: "SiteUserTwoFactorSetupStarted", userId: "o1", secret, at }
    given(siteUser, [created])
      .when({ type: "EnableTwoFactor", code: code(now), recoveryCodeHashes: [], now })
      .then(WrongState)
    given(siteUser, [created, setup])
      .when({ type: "EnableTwoFactor", code: code(later(120_000)), recoveryCodeHashes: [], now })
      .then(Invalid)
    const on = given(siteUser, [created, setup])
      .when({ type: "EnableTwoFactor", code: code(now), recoveryCodeHashes: ["r"], now })
      .then([{ type: "SiteUserTwoFactorEnabled", userId: "o1", secret, recoveryCodeHashes: ["r"], step: step(now), at }])
    expect(on.twoFactor?.secret).toBe(secret)
    expect(on.twoFactorSetup).toBeUndefined()
  })

  it("ends every other open session when it is turned on, as they were opened without a code", () => {
    const setup: SiteUserEvent = { type: "SiteUserTwoFactorSetupStarted", userId: "o1", secret, at }
    const session = (sessionHash: string, expiresAt: Date): SiteUserEvent => ({
      type: "SiteUserSignedIn",
      userId: "o1",
      sessionHash,
      expiresAt: expiresAt.toISOString(),
      at,
    })
    given(siteUser, [created, session("here", later(1e9)), session("laptop", later(1e9)), session("old", later(-1)), setup])
      .when({ type: "EnableTwoFactor", code: code(now), recoveryCodeHashes: [], keepSessionHash: "here", now })
      .then([
        { type: "SiteUserTwoFactorEnabled", userId: "o1", secret, recoveryCodeHashes: [], step: step(now), at },
        { type: "SiteUserSignedOut", userId: "o1", sessionHash: "laptop", at },
      ])
  })

  it("signs in with the next step's code, not with one already taken", () => {
    const when = later(30_000)
    const state = given(siteUser, [created, enabled, started])
      .when(complete(code(when), when))
      .then([
        { type: "SiteUserSecondStepPassed", userId: "o1", challengeHash: "c1", step: step(when), at: when.toISOString() },
        { type: "SiteUserSignedIn", userId: "o1", sessionHash: "s1", expiresAt: later(1e9).toISOString(), at: when.toISOString() },
      ])
    expect(state.sessions.has("s1")).toBe(true)
    expect(state.secondSteps.size).toBe(0)
    given(siteUser, [created, enabled, started])
      .when(complete(code(now), later(1000)))
      .then([{ type: "SiteUserSecondStepFailed", userId: "o1", challengeHash: "c1", reason: "reused", at: later(1000).toISOString() }])
  })

  it("expires the step after its time, and ends it after its tries", () => {
    const end = later(SECOND_STEP_TTL_MS)
    given(siteUser, [created, enabled, started])
      .when(complete(code(end), end))
      .then(Messages.secondStepExpired)
    const failed: SiteUserEvent = { type: "SiteUserSecondStepFailed", userId: "o1", challengeHash: "c1", reason: "wrong", at }
    const almost = [created, enabled, started, ...Array.from({ length: SECOND_STEP_TRIES - 1 }, () => failed)]
    expect(given(siteUser, almost).state.secondSteps.get("c1")?.failures).toBe(SECOND_STEP_TRIES - 1)
    expect(given(siteUser, [...almost, failed]).state.secondSteps.has("c1")).toBe(false)
    given(siteUser, [...almost, failed])
      .when(complete(code(later(30_000)), later(30_000)))
      .then(Unauthenticated)

    // A new password ends a step the old one opened.
    const changed: SiteUserEvent = { type: "SiteUserProfileUpdated", userId: "o1", username: "owner", passwordHash: "h2", at }
    given(siteUser, [created, enabled, started, changed])
      .when(complete(code(later(30_000)), later(30_000)))
      .then(Messages.secondStepExpired)
  })

  it("takes a recovery code once", () => {
    const passed: SiteUserEvent = { type: "SiteUserSecondStepPassed", userId: "o1", challengeHash: "c0", recoveryCodeHash: hashRecoveryCode("AAAAA-BBBBB"), at }
    const state = given(siteUser, [created, enabled, passed, started]).state
    expect(state.twoFactor?.recoveryCodes.size).toBe(0)
    given(siteUser, [created, enabled, passed, started])
      .when(complete("aaaaabbbbb", now))
      .then([{ type: "SiteUserSecondStepFailed", userId: "o1", challengeHash: "c1", reason: "recovery-code-used", at }])
  })

  it("replaces the recovery codes for a fresh code from the app, and the old ones stop working", () => {
    const when = later(30_000)
    const whenAt = when.toISOString()
    const replace = (codeText: string): SiteUserCommand => ({
      type: "ReplaceRecoveryCodes",
      code: codeText,
      recoveryCodeHashes: [hashRecoveryCode("CCCCC-DDDDD")],
      now: when,
    })
    given(siteUser, [created])
      .when(replace(code(when)))
      .then(WrongState)
    given(siteUser, [created, enabled]).when(replace("AAAAA-BBBBB")).then(Messages.wrongTwoFactorCode)
    given(siteUser, [created, enabled])
      .when({ ...replace(code(now)), now })
      .then(Messages.twoFactorCodeReused)
    const replaced = given(siteUser, [created, enabled])
      .when(replace(code(when)))
      .then([{ type: "SiteUserRecoveryCodesReplaced", userId: "o1", recoveryCodeHashes: [hashRecoveryCode("CCCCC-DDDDD")], step: step(when), at: whenAt }])
    expect([...(replaced.twoFactor?.recoveryCodes ?? [])]).toEqual([hashRecoveryCode("CCCCC-DDDDD")])
    const afterwards = [
      created,
      enabled,
      given(siteUser, [created, enabled])
        .when(replace(code(when)))
        .events()[0]!,
      started,
    ]
    given(siteUser, afterwards)
      .when(complete("AAAAA-BBBBB", when))
      .then([{ type: "SiteUserSecondStepFailed", userId: "o1", challengeHash: "c1", reason: "wrong", at: whenAt }])
    // The code that asked for them is taken.
    given(siteUser, afterwards)
      .when(complete(code(when), when))
      .then([{ type: "SiteUserSecondStepFailed", userId: "o1", challengeHash: "c1", reason: "reused", at: whenAt }])
    given(siteUser, afterwards)
      .when(complete("ccccc-ddddd", when))
      .then([
        { type: "SiteUserSecondStepPassed", userId: "o1", challengeHash: "c1", recoveryCodeHash: hashRecoveryCode("CCCCC-DDDDD"), at: whenAt },
        { type: "SiteUserSignedIn", userId: "o1", sessionHash: "s1", expiresAt: later(1e9).toISOString(), at: whenAt },
      ])
  })

  it("is reset by the admin whatever its state, and the waiting steps with it", () => {
    const off = given(siteUser, [created, enabled, started])
      .when({ type: "ResetTwoFactor", now })
      .then([{ type: "SiteUserTwoFactorDisabled", userId: "o1", reason: "reset", at }])
    expect(off.twoFactor).toBeUndefined()
    expect(off.secondSteps.size).toBe(0)
    given(siteUser, [created]).when({ type: "ResetTwoFactor", now }).then([])
    given(siteUser, [created])
      .when({ type: "BeginSecondStep", challengeHash: "c", expiresAt: later(1000), now })
      .then(WrongState)
  })
})
