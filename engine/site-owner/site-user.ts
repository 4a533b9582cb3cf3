// The site owner's account (stream `siteuser-<id>`): profile, dashboard sessions and
// two-factor sign-in. Passwords are hashed and checked at the edge; decisions here only see
// hashes, and check authenticator codes against the sealed key at the moment in the command.
import { SECOND_STEP_EXPIRED } from "#schemas/error-codes.ts"
import { SiteUserEvent } from "#schemas/events/site-user.ts"
import * as Messages from "#schemas/messages.ts"
import { SECOND_STEP_TRIES } from "#schemas/two-factor-rules.ts"

import { hashRecoveryCode } from "../auth/recovery-codes.ts"
import { looksLikeTotp, matchTotp } from "../auth/totp.ts"
import type { Decider } from "../decider.ts"
import { Invalid, Unauthenticated, WrongState } from "../domain-errors.ts"

export interface TwoFactor {
  /** The authenticator's key, base32. */
  readonly secret: string
  /** Hashes of the recovery codes not yet used, and of those used (to say so). */
  readonly recoveryCodes: ReadonlySet<string>
  readonly usedRecoveryCodes: ReadonlySet<string>
  /** The time step of the last code taken; it and those before it are refused. */
  readonly lastStep: number
}

/** A sign-in whose password was right, waiting for its code. */
export interface SecondStep {
  readonly expires: number
  readonly failures: number
}

export interface SiteUserState {
  readonly exists: boolean
  readonly userId: string
  readonly username: string
  readonly passwordHash: string
  /** Open sessions: hash → expiry (ms). Expired ones are dropped as new sessions start. */
  readonly sessions: ReadonlyMap<string, number>
  /** On once a code confirmed the key; undefined while off. */
  readonly twoFactor: TwoFactor | undefined
  /** A key shown to the owner, waiting for a code to confirm it. */
  readonly twoFactorSetup: string | undefined
  /** Second steps by challenge hash; expired ones are dropped as new ones start. */
  readonly secondSteps: ReadonlyMap<string, SecondStep>
}

const withoutStep = (state: SiteUserState, challengeHash: string) => {
  const secondSteps = new Map(state.secondSteps)
  secondSteps.delete(challengeHash)
  return secondSteps
}

const evolve = (state: SiteUserState, event: SiteUserEvent): SiteUserState => {
  switch (event.type) {
    case "SiteUserCreated":
      return { ...state, exists: true, userId: event.userId, username: event.username, passwordHash: event.passwordHash }
    case "SiteUserProfileUpdated":
      // A waiting second step was opened with the old password: it ends with it.
      return { ...state, exists: true, userId: event.userId, username: event.username, passwordHash: event.passwordHash, secondSteps: new Map() }
    case "SiteUserSignedIn": {
      const now = Date.parse(event.at)
      const sessions = new Map([...state.sessions].filter(([, expires]) => expires > now))
      sessions.set(event.sessionHash, Date.parse(event.expiresAt))
      return { ...state, sessions }
    }
    case "SiteUserSignedOut": {
      const sessions = new Map(state.sessions)
      sessions.delete(event.sessionHash)
      return { ...state, sessions }
    }
    case "SiteUserTwoFactorSetupStarted":
      return { ...state, twoFactorSetup: event.secret }
    case "SiteUserTwoFactorEnabled":
      return {
        ...state,
        twoFactorSetup: undefined,
        twoFactor: { secret: event.secret, recoveryCodes: new Set(event.recoveryCodeHashes), usedRecoveryCodes: new Set(), lastStep: event.step },
      }
    case "SiteUserRecoveryCodesReplaced":
      return state.twoFactor
        ? {
            ...state,
            twoFactor: {
              ...state.twoFactor,
              recoveryCodes: new Set(event.recoveryCodeHashes),
              usedRecoveryCodes: new Set(),
              lastStep: Math.max(state.twoFactor.lastStep, event.step),
            },
          }
        : state
    case "SiteUserTwoFactorDisabled":
      return { ...state, twoFactor: undefined, twoFactorSetup: undefined, secondSteps: new Map() }
    case "SiteUserSecondStepStarted": {
      const now = Date.parse(event.at)
      const secondSteps = new Map([...state.secondSteps].filter(([, step]) => step.expires > now))
      secondSteps.set(event.challengeHash, { expires: Date.parse(event.expiresAt), failures: 0 })
      return { ...state, secondSteps }
    }
    case "SiteUserSecondStepFailed": {
      const step = state.secondSteps.get(event.challengeHash)
      const secondSteps = withoutStep(state, event.challengeHash)
      if (step && step.failures + 1 < SECOND_STEP_TRIES) secondSteps.set(event.challengeHash, { ...step, failures: step.failures + 1 })
      return { ...state, secondSteps }
    }
    case "SiteUserSecondStepPassed": {
      const secondSteps = withoutStep(state, event.challengeHash)
      const twoFactor = state.twoFactor
      if (!twoFactor) return { ...state, secondSteps }
      const { step, recoveryCodeHash } = event
      const recoveryCodes = new Set(twoFactor.recoveryCodes)
      const usedRecoveryCodes = new Set(twoFactor.usedRecoveryCodes)
      if (recoveryCodeHash !== undefined) {
        recoveryCodes.delete(recoveryCodeHash)
        usedRecoveryCodes.add(recoveryCodeHash)
      }
      const lastStep = step === undefined ? twoFactor.lastStep : Math.max(twoFactor.lastStep, step)
      return { ...state, secondSteps, twoFactor: { ...twoFactor, recoveryCodes, usedRecoveryCodes, lastStep } }
    }
  }
}

/** The step of a current authenticator code not taken before, or why not. */
const freshStep = (twoFactor: Pick<TwoFactor, "secret" | "lastStep">, code: string, now: Date): number | "wrong" | "reused" => {
  const step = matchTotp(twoFactor.secret, code, now)
  if (step === undefined) return "wrong"
  return step <= twoFactor.lastStep ? "reused" : step
}

export type SiteUserCommand =
  | {
      readonly type: "CreateSiteUser"
      readonly userId: string
      readonly username: string
      readonly passwordHash: string
      readonly now: Date
    }
  | {
      readonly type: "UpdateSiteUserProfile"
      readonly username: string
      readonly passwordHash: string
      /** The session the change is made from; every other open session is ended (a new password locks others out). */
      readonly keepSessionHash?: string
      readonly now: Date
    }
  | { readonly type: "SignInSiteUser"; readonly sessionHash: string; readonly expiresAt: Date; readonly now: Date }
  | { readonly type: "SignOutSiteUser"; readonly sessionHash: string; readonly now: Date }
  /** Shows a new key (made at the edge); two-factor stays off until a code confirms it. */
  | { readonly type: "BeginTwoFactorSetup"; readonly secret: string; readonly now: Date }
  | {
      readonly type: "EnableTwoFactor"
      readonly code: string
      readonly recoveryCodeHashes: readonly string[]
      /** The session it is turned on from; every other open session is ended (one opened without the code). */
      readonly keepSessionHash?: string
      readonly now: Date
    }
  /** By the owner, with a current code. */
  | { readonly type: "DisableTwoFactor"; readonly code: string; readonly now: Date }
  /** New recovery codes for old ones lost or spent, with a current code from the app. */
  | { readonly type: "ReplaceRecoveryCodes"; readonly code: string; readonly recoveryCodeHashes: readonly string[]; readonly now: Date }
  /** By the admin command line, for an owner who lost the authenticator and the recovery codes. */
  | { readonly type: "ResetTwoFactor"; readonly now: Date }
  | { readonly type: "BeginSecondStep"; readonly challengeHash: string; readonly expiresAt: Date; readonly now: Date }
  /**
   * A code (or recovery code) for a waiting second step: a right one opens the session, a
   * wrong one is recorded as a failure (not refused, so the try counts).
   */
  | {
      readonly type: "CompleteSecondStep"
      readonly challengeHash: string
      readonly code: string
      readonly sessionHash: string
      readonly expiresAt: Date
      readonly now: Date
    }

/** Every open session but `keep` signed out: a new password or a new second step locks out what the old ones let in. */
const othersSignedOut = (state: SiteUserState, keep: string | undefined, now: Date): SiteUserEvent[] =>
  [...state.sessions]
    .filter(([hash, expires]) => hash !== keep && expires > now.getTime())
    .map(([sessionHash]) => ({ type: "SiteUserSignedOut", userId: state.userId, sessionHash, at: now.toISOString() }))

const decide = (command: SiteUserCommand, state: SiteUserState): SiteUserEvent[] => {
  const at = command.now.toISOString()
  if (command.type === "CreateSiteUser") {
    if (state.exists) return []
    const { userId, username, passwordHash } = command
    return [{ type: "SiteUserCreated", userId, username, passwordHash, at }]
  }
  if (!state.exists) throw new Unauthenticated(Messages.notLoggedIn)
  const userId = state.userId
  switch (command.type) {
    case "UpdateSiteUserProfile":
      return [
        { type: "SiteUserProfileUpdated", userId, username: command.username, passwordHash: command.passwordHash, at },
        ...othersSignedOut(state, command.keepSessionHash, command.now),
      ]
    case "SignInSiteUser":
      if (command.expiresAt.getTime() <= command.now.getTime()) throw new Invalid("A session must expire in the future.")
      return [{ type: "SiteUserSignedIn", userId, sessionHash: command.sessionHash, expiresAt: command.expiresAt.toISOString(), at }]
    case "SignOutSiteUser":
      return state.sessions.has(command.sessionHash) ? [{ type: "SiteUserSignedOut", userId, sessionHash: command.sessionHash, at }] : []
    case "BeginTwoFactorSetup":
      if (state.twoFactor) throw new WrongState(Messages.twoFactorAlreadyOn)
      return [{ type: "SiteUserTwoFactorSetupStarted", userId, secret: command.secret, at }]
    case "EnableTwoFactor": {
      if (state.twoFactor) throw new WrongState(Messages.twoFactorAlreadyOn)
      const secret = state.twoFactorSetup
      if (secret === undefined) throw new WrongState(Messages.twoFactorNoSetup)
      const step = matchTotp(secret, command.code, command.now)
      if (step === undefined) throw new Invalid(Messages.wrongTwoFactorCode)
      return [
        { type: "SiteUserTwoFactorEnabled", userId, secret, recoveryCodeHashes: [...command.recoveryCodeHashes], step, at },
        ...othersSignedOut(state, command.keepSessionHash, command.now),
      ]
    }
    case "DisableTwoFactor": {
      if (!state.twoFactor) throw new WrongState(Messages.twoFactorNotOn)
      const step = freshStep(state.twoFactor, command.code, command.now)
      if (step === "wrong") throw new Invalid(Messages.wrongTwoFactorCode)
      if (step === "reused") throw new Invalid(Messages.twoFactorCodeReused)
      return [{ type: "SiteUserTwoFactorDisabled", userId, reason: "owner", at }]
    }
    case "ReplaceRecoveryCodes": {
      if (!state.twoFactor) throw new WrongState(Messages.twoFactorNotOn)
      const step = freshStep(state.twoFactor, command.code, command.now)
      if (step === "wrong") throw new Invalid(Messages.wrongTwoFactorCode)
      if (step === "reused") throw new Invalid(Messages.twoFactorCodeReused)
      return [{ type: "SiteUserRecoveryCodesReplaced", userId, recoveryCodeHashes: [...command.recoveryCodeHashes], step, at }]
    }
    case "ResetTwoFactor":
      return state.twoFactor || state.twoFactorSetup !== undefined ? [{ type: "SiteUserTwoFactorDisabled", userId, reason: "reset", at }] : []
    case "BeginSecondStep":
      if (!state.twoFactor) throw new WrongState(Messages.twoFactorNotOn)
      return [{ type: "SiteUserSecondStepStarted", userId, challengeHash: command.challengeHash, expiresAt: command.expiresAt.toISOString(), at }]
    case "CompleteSecondStep":
      return completeSecondStep(state, command, at)
  }
}

const completeSecondStep = (state: SiteUserState, command: Extract<SiteUserCommand, { type: "CompleteSecondStep" }>, at: string): SiteUserEvent[] => {
  const { userId, twoFactor } = state
  const { challengeHash } = command
  const waiting = state.secondSteps.get(challengeHash)
  if (!twoFactor || !waiting || waiting.expires <= command.now.getTime()) throw new Unauthenticated(Messages.secondStepExpired, SECOND_STEP_EXPIRED)
  const failed = (reason: "wrong" | "reused" | "recovery-code-used"): SiteUserEvent[] => [
    { type: "SiteUserSecondStepFailed", userId, challengeHash, reason, at },
  ]
  const signedIn: SiteUserEvent = { type: "SiteUserSignedIn", userId, sessionHash: command.sessionHash, expiresAt: command.expiresAt.toISOString(), at }
  if (looksLikeTotp(command.code)) {
    const step = freshStep(twoFactor, command.code, command.now)
    if (typeof step !== "number") return failed(step)
    return [{ type: "SiteUserSecondStepPassed", userId, challengeHash, step, at }, signedIn]
  }
  const recoveryCodeHash = hashRecoveryCode(command.code)
  if (twoFactor.usedRecoveryCodes.has(recoveryCodeHash)) return failed("recovery-code-used")
  if (!twoFactor.recoveryCodes.has(recoveryCodeHash)) return failed("wrong")
  return [{ type: "SiteUserSecondStepPassed", userId, challengeHash, recoveryCodeHash, at }, signedIn]
}

export const siteUser: Decider<SiteUserCommand, SiteUserState, SiteUserEvent> = {
  decide,
  evolve,
  initialState: {
    exists: false,
    userId: "",
    username: "",
    passwordHash: "",
    sessions: new Map(),
    twoFactor: undefined,
    twoFactorSetup: undefined,
    secondSteps: new Map(),
  },
  events: SiteUserEvent,
}
