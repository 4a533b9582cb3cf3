// The owner's two-factor sign-in at the edge: turning it on (a key shown as text and QR code,
// confirmed by a code, then recovery codes shown once), off (with a current code), and the
// second step of sign-in. Codes are checked by the owner's decider; wrong ones are throttled
// as wrong passwords are, per address and per owner, apart from the password's counts.
import { Effect } from "effect"

import { Unauthorized } from "#api/platform/http/errors.ts"
import { attempt } from "#api/platform/http/refusals.ts"
import { admitTry } from "#api/platform/limits/sign-in.ts"
import type { SignInThrottles } from "#api/platform/limits/throttles.ts"
import { hashRecoveryCode, newRecoveryCodes } from "#engine/auth/recovery-codes.ts"
import { hashSessionId, newSessionId, SESSION_TTL_MS } from "#engine/auth/session.ts"
import { newTotpSecret, totpUri } from "#engine/auth/totp.ts"
import type { CommandDeps } from "#engine/command.ts"
import { Invalid, Unauthenticated, WrongState } from "#engine/domain-errors.ts"
import {
  beginSecondStep,
  beginTwoFactorSetup,
  completeSecondStep,
  disableTwoFactor,
  enableTwoFactor,
  replaceRecoveryCodes,
  twoFactorStatus,
} from "#engine/site-owner/commands.ts"
import { SECOND_STEP_EXPIRED } from "#schemas/error-codes.ts"
import type { SiteUserEvent } from "#schemas/events/site-user.ts"
import * as Messages from "#schemas/messages.ts"
import { SECOND_STEP_TTL_MS } from "#schemas/two-factor-rules.ts"

import { clearSecondStepCookie, type Owner, requestSecondStep, setSecondStepCookie, setSessionCookie } from "./owner-session.ts"

export interface TwoFactorDeps {
  readonly commands: CommandDeps
  /** Wrong codes per address and per owner. */
  readonly codes: SignInThrottles
}

const failureMessages: Record<Extract<SiteUserEvent, { type: "SiteUserSecondStepFailed" }>["reason"], string> = {
  wrong: Messages.wrongTwoFactorCode,
  reused: Messages.twoFactorCodeReused,
  "recovery-code-used": Messages.recoveryCodeUsed,
}

const stepOver = Effect.zipRight(clearSecondStepCookie, Effect.fail(new Unauthenticated(Messages.secondStepExpired, SECOND_STEP_EXPIRED)))

/** After a right password: when two-factor is on, a second step begins and its cookie is set. */
export const beginSecondStepIfOn = (deps: TwoFactorDeps, userId: string) =>
  Effect.gen(function* () {
    const status = yield* Effect.promise(() => twoFactorStatus(deps.commands, userId))
    if (!status.enabled) return false
    const challenge = newSessionId()
    const now = new Date()
    yield* attempt(
      () => beginSecondStep(deps.commands, { userId, challengeHash: hashSessionId(challenge), expiresAt: new Date(now.getTime() + SECOND_STEP_TTL_MS), now }),
      WrongState,
    )
    yield* setSecondStepCookie(userId, challenge)
    return true
  })

/** The second step: a right code opens the session its cookie names; the owner's id is answered. */
export const completeSignIn = (deps: TwoFactorDeps, code: string) =>
  Effect.gen(function* () {
    const pending = yield* requestSecondStep
    if (!pending) return yield* stepOver
    const tried = yield* admitTry(deps.codes, pending.userId)
    const challengeHash = hashSessionId(pending.challenge)
    const sessionId = newSessionId()
    const now = new Date()
    const result = yield* attempt(
      () =>
        completeSecondStep(deps.commands, {
          userId: pending.userId,
          challengeHash,
          code,
          sessionHash: hashSessionId(sessionId),
          expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
          now,
        }),
      Unauthenticated,
    ).pipe(Effect.catchTag("Unauthenticated", () => stepOver))
    const failure = result.events.find((event) => event.type === "SiteUserSecondStepFailed")
    if (failure) {
      yield* tried.failed
      // That was the last try this step had: the password comes first again.
      if (!result.state.secondSteps.has(challengeHash)) return yield* stepOver
      return yield* new Unauthorized({ message: failureMessages[failure.reason] })
    }
    yield* tried.succeeded
    yield* clearSecondStepCookie
    yield* setSessionCookie(sessionId)
    return pending.userId
  })

export const statusOf = (deps: TwoFactorDeps, owner: Owner) => Effect.promise(() => twoFactorStatus(deps.commands, owner.userId))

export const startSetup = (deps: TwoFactorDeps, owner: Owner) =>
  Effect.gen(function* () {
    const secret = newTotpSecret()
    yield* attempt(() => beginTwoFactorSetup(deps.commands, { userId: owner.userId, secret, now: new Date() }), WrongState)
    return { secret, uri: totpUri(secret, owner.username) }
  })

export const turnOn = (deps: TwoFactorDeps, owner: Owner, code: string) =>
  Effect.gen(function* () {
    const recoveryCodes = newRecoveryCodes()
    yield* attempt(
      () =>
        enableTwoFactor(deps.commands, {
          userId: owner.userId,
          code,
          recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode),
          // The other open sessions were opened without a code: they end here.
          keepSessionHash: owner.sessionHash,
          now: new Date(),
        }),
      Invalid,
      WrongState,
    )
    return { recoveryCodes, message: Messages.twoFactorOn }
  })

/** A command that needs a current code, throttled like the second step: a stolen session alone cannot give it. */
const withCode = <A>(deps: TwoFactorDeps, owner: Owner, run: () => Promise<A>) =>
  Effect.gen(function* () {
    const tried = yield* admitTry(deps.codes, owner.userId)
    const result = yield* attempt(run, Invalid, WrongState).pipe(Effect.tapError((error) => (error instanceof Invalid ? tried.failed : tried.succeeded)))
    yield* tried.succeeded
    return result
  })

export const turnOff = (deps: TwoFactorDeps, owner: Owner, code: string) =>
  Effect.zipRight(
    withCode(deps, owner, () => disableTwoFactor(deps.commands, { userId: owner.userId, code, now: new Date() })),
    statusOf(deps, owner),
  )

/** New recovery codes, shown this once; the old ones, used or not, stop working. */
export const replaceCodes = (deps: TwoFactorDeps, owner: Owner, code: string) => {
  const recoveryCodes = newRecoveryCodes()
  return withCode(deps, owner, () =>
    replaceRecoveryCodes(deps.commands, { userId: owner.userId, code, recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode), now: new Date() }),
  ).pipe(Effect.as({ recoveryCodes, message: Messages.recoveryCodesReplaced }))
}
