// The owner's commands as the edge calls them: each appends to the user's stream and,
// when the username changes, moves the username reservation (claim the new name
// first, release the old one after), so no two site users can ever share a name.
import { normaliseUsername, reservation, reservationStream } from "../auth/username.ts"
import { handleCommand, loadState, type ReadYourWrites } from "../command.ts"
import type { EventStore } from "../eventstore/port.ts"
import { siteUser, type SiteUserCommand } from "./site-user.ts"

export interface Deps {
  readonly store: EventStore
  readonly projections?: ReadYourWrites
}

export const siteUserStream = (userId: string): string => `siteuser-${userId}`

const run = (deps: Deps, userId: string, command: SiteUserCommand) => handleCommand(deps, siteUserStream(userId), siteUser, command)

const claim = (deps: Deps, userId: string, username: string, now: Date) =>
  handleCommand(deps, reservationStream("siteusername", username), reservation, { type: "ClaimUsername", userId, username, now })

const release = (deps: Deps, userId: string, username: string, now: Date) =>
  handleCommand(deps, reservationStream("siteusername", username), reservation, { type: "ReleaseUsername", userId, now })

/** Creates the owner; refused with 409 when the name is held by another site user. */
export const createSiteUser = async (deps: Deps, input: { userId: string; username: string; passwordHash: string; now: Date }): Promise<void> => {
  await claim(deps, input.userId, input.username, input.now)
  try {
    await run(deps, input.userId, { type: "CreateSiteUser", ...input })
  } catch (error) {
    await release(deps, input.userId, input.username, input.now)
    throw error
  }
}

export const updateSiteUserProfile = async (
  deps: Deps,
  input: { userId: string; username: string; passwordHash: string; keepSessionHash?: string; now: Date },
): Promise<void> => {
  const { state } = await loadState(deps.store, siteUserStream(input.userId), siteUser)
  const renamed = state.exists && normaliseUsername(state.username) !== normaliseUsername(input.username)
  if (renamed) await claim(deps, input.userId, input.username, input.now)
  try {
    await run(deps, input.userId, { type: "UpdateSiteUserProfile", ...input })
  } catch (error) {
    if (renamed) await release(deps, input.userId, input.username, input.now)
    throw error
  }
  if (renamed) await release(deps, input.userId, state.username, input.now)
}

export const signInSiteUser = (deps: Deps, input: { userId: string; sessionHash: string; expiresAt: Date; now: Date }) =>
  run(deps, input.userId, { type: "SignInSiteUser", ...input })

export const signOutSiteUser = (deps: Deps, input: { userId: string; sessionHash: string; now: Date }) =>
  run(deps, input.userId, { type: "SignOutSiteUser", ...input })

/** Whether two-factor is on, and how many recovery codes are left, from the owner's stream. */
export const twoFactorStatus = async (deps: Deps, userId: string): Promise<{ enabled: boolean; recoveryCodesLeft: number }> => {
  const { twoFactor } = (await loadState(deps.store, siteUserStream(userId), siteUser)).state
  return { enabled: twoFactor !== undefined, recoveryCodesLeft: twoFactor?.recoveryCodes.size ?? 0 }
}

export const beginTwoFactorSetup = (deps: Deps, input: { userId: string; secret: string; now: Date }) =>
  run(deps, input.userId, { type: "BeginTwoFactorSetup", secret: input.secret, now: input.now })

export const enableTwoFactor = (
  deps: Deps,
  input: { userId: string; code: string; recoveryCodeHashes: readonly string[]; keepSessionHash?: string; now: Date },
) =>
  run(deps, input.userId, {
    type: "EnableTwoFactor",
    code: input.code,
    recoveryCodeHashes: input.recoveryCodeHashes,
    ...(input.keepSessionHash === undefined ? {} : { keepSessionHash: input.keepSessionHash }),
    now: input.now,
  })

export const disableTwoFactor = (deps: Deps, input: { userId: string; code: string; now: Date }) =>
  run(deps, input.userId, { type: "DisableTwoFactor", code: input.code, now: input.now })

export const replaceRecoveryCodes = (deps: Deps, input: { userId: string; code: string; recoveryCodeHashes: readonly string[]; now: Date }) =>
  run(deps, input.userId, { type: "ReplaceRecoveryCodes", code: input.code, recoveryCodeHashes: input.recoveryCodeHashes, now: input.now })

export const resetTwoFactor = (deps: Deps, input: { userId: string; now: Date }) => run(deps, input.userId, { type: "ResetTwoFactor", now: input.now })

export const beginSecondStep = (deps: Deps, input: { userId: string; challengeHash: string; expiresAt: Date; now: Date }) =>
  run(deps, input.userId, { type: "BeginSecondStep", challengeHash: input.challengeHash, expiresAt: input.expiresAt, now: input.now })

export const completeSecondStep = (
  deps: Deps,
  input: { userId: string; challengeHash: string; code: string; sessionHash: string; expiresAt: Date; now: Date },
) => {
  const { userId, ...command } = input
  return run(deps, userId, { type: "CompleteSecondStep", ...command })
}
