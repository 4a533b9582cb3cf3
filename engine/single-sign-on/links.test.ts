// Linking rules, given/when/then: one player per identity (unless that player's account is
// gone), one identity per player, and no unlinking that would leave a player without a way in.
import { describe, it } from "vitest"

import * as Messages from "#schemas/messages.ts"
import { given } from "#test/support/decider.ts"

import { identityLink, userLink } from "./links.ts"

const now = new Date("2030-01-01T00:00:00Z")
const at = now.toISOString()
const claimedByAna = { type: "SingleSignOnIdentityClaimed", identity: "i1", userId: "ana", at } as const
const anaLinked = { type: "SingleSignOnLinked", userId: "ana", identity: "i1", at } as const

describe("an identity", () => {
  it("is claimed by the first player, again by them without a new event", () => {
    given(identityLink).when({ type: "ClaimIdentity", identity: "i1", userId: "ana", holderGone: false, now }).then([claimedByAna])
    given(identityLink, [claimedByAna]).when({ type: "ClaimIdentity", identity: "i1", userId: "ana", holderGone: false, now }).then([])
  })

  it("is refused to a second player while the first holds it, and given once the first is deleted", () => {
    given(identityLink, [claimedByAna]).when({ type: "ClaimIdentity", identity: "i1", userId: "bo", holderGone: false, now }).then(Messages.singleSignOnTaken)
    given(identityLink, [claimedByAna])
      .when({ type: "ClaimIdentity", identity: "i1", userId: "bo", holderGone: true, now })
      .then([{ type: "SingleSignOnIdentityClaimed", identity: "i1", userId: "bo", at }])
  })

  it("is released only by its holder", () => {
    given(identityLink, [claimedByAna]).when({ type: "ReleaseIdentity", identity: "i1", userId: "bo", now }).then([])
    given(identityLink, [claimedByAna])
      .when({ type: "ReleaseIdentity", identity: "i1", userId: "ana", now })
      .then([{ type: "SingleSignOnIdentityReleased", identity: "i1", userId: "ana", at }])
  })
})

describe("a player's link", () => {
  it("holds one identity", () => {
    given(userLink).when({ type: "LinkIdentity", userId: "ana", identity: "i1", now }).then([anaLinked])
    given(userLink, [anaLinked]).when({ type: "LinkIdentity", userId: "ana", identity: "i1", now }).then([])
    given(userLink, [anaLinked]).when({ type: "LinkIdentity", userId: "ana", identity: "i2", now }).then(Messages.singleSignOnAlreadyLinked)
  })

  it("is unlinked only when there is one and passwords still sign in", () => {
    given(userLink).when({ type: "UnlinkIdentity", userId: "ana", passwordSignIn: true, now }).then(Messages.singleSignOnNotLinked)
    given(userLink, [anaLinked]).when({ type: "UnlinkIdentity", userId: "ana", passwordSignIn: false, now }).then(Messages.singleSignOnUnlinkNeedsPassword)
    given(userLink, [anaLinked])
      .when({ type: "UnlinkIdentity", userId: "ana", passwordSignIn: true, now })
      .then([{ type: "SingleSignOnUnlinked", userId: "ana", identity: "i1", at }])
  })
})
