// Single sign-on links as the edge calls them: the identity's stream is claimed before the
// player's stream names it, and released only after the player's stream lets it go.
import { createHash } from "node:crypto"

import { handleCommand, loadState, type ReadYourWrites } from "../command.ts"
import type { EventStore } from "../eventstore/port.ts"
import { identityLink, userLink } from "./links.ts"

export interface Deps {
  readonly store: EventStore
  readonly projections?: ReadYourWrites
}

/** An identity as the streams name it: a hash of the provider's issuer and the person's subject there. */
export const identityOf = (issuer: string, subject: string): string => createHash("sha256").update(`${issuer}\n${subject}`).digest("base64url")

const identityStream = (identity: string) => `ssoidentity-${identity}`
const userStream = (userId: string) => `ssouser-${userId}`

/** The player holding the identity, if any (deleted or not: the caller checks). */
export const holderOf = async (deps: Deps, identity: string): Promise<string | null> =>
  (await loadState(deps.store, identityStream(identity), identityLink)).state.holder

/** Whether the player has linked an identity. */
export const isLinked = async (deps: Deps, userId: string): Promise<boolean> =>
  (await loadState(deps.store, userStream(userId), userLink)).state.identity !== null

/** Refused (WrongState) when another live player holds the identity or this one has linked another. */
export const linkIdentity = async (deps: Deps, input: { identity: string; userId: string; holderGone: boolean; now: Date }): Promise<void> => {
  const claim = await handleCommand(deps, identityStream(input.identity), identityLink, { type: "ClaimIdentity", ...input })
  try {
    await handleCommand(deps, userStream(input.userId), userLink, { type: "LinkIdentity", userId: input.userId, identity: input.identity, now: input.now })
  } catch (error) {
    if (claim.events.length > 0) await releaseIdentity(deps, input.identity, input.userId, input.now)
    throw error
  }
}

const releaseIdentity = (deps: Deps, identity: string, userId: string, now: Date) =>
  handleCommand(deps, identityStream(identity), identityLink, { type: "ReleaseIdentity", identity, userId, now })

/** Refused (WrongState) when nothing is linked, or when password sign-in is off. */
export const unlinkIdentity = async (deps: Deps, input: { userId: string; passwordSignIn: boolean; now: Date }): Promise<void> => {
  const { events } = await handleCommand(deps, userStream(input.userId), userLink, { type: "UnlinkIdentity", ...input })
  for (const event of events) await releaseIdentity(deps, event.identity, input.userId, input.now)
}
