// The site owner's account, given/when/then: given its stored events, when a command comes,
// then these events (or this refusal); and the username reservation moved through the runner.
import { describe, expect, it } from "vitest"

import type { SiteUserEvent } from "#schemas/events/site-user.ts"
import { given } from "#test/support/decider.ts"
import { answeredRejection } from "#test/support/refusals.ts"

import { DomainError } from "../domain-errors.ts"
import { memoryEventStore } from "../eventstore/memory.ts"
import { createSiteUser, siteUserStream, updateSiteUserProfile } from "./commands.ts"
import { siteUser, type SiteUserCommand } from "./site-user.ts"

const now = new Date("2030-01-01T00:00:00Z")
const later = (ms: number) => new Date(now.getTime() + ms)
const signIn = (sessionHash: string, expiresInMs: number, atMs = 0): SiteUserCommand => ({
  type: "SignInSiteUser",
  sessionHash,
  expiresAt: later(expiresInMs),
  now: later(atMs),
})

const created: SiteUserEvent = { type: "SiteUserCreated", userId: "o1", username: "owner", passwordHash: "h1", at: now.toISOString() }
const signedIn = (sessionHash: string, expiresInMs: number, atMs = 0): SiteUserEvent => ({
  type: "SiteUserSignedIn",
  userId: "o1",
  sessionHash,
  expiresAt: later(expiresInMs).toISOString(),
  at: later(atMs).toISOString(),
})
const signedOut = (sessionHash: string): SiteUserEvent => ({ type: "SiteUserSignedOut", userId: "o1", sessionHash, at: now.toISOString() })

describe("site user", () => {
  it("is created once", () => {
    const state = given(siteUser).when({ type: "CreateSiteUser", userId: "o1", username: "owner", passwordHash: "h1", now }).then([created])
    expect(state).toMatchObject({ exists: true, userId: "o1", username: "owner", passwordHash: "h1" })
    given(siteUser, [created]).when({ type: "CreateSiteUser", userId: "o2", username: "x", passwordHash: "h", now }).then([])
  })

  it("refuses commands before it exists", () => {
    given(siteUser).when({ type: "SignOutSiteUser", sessionHash: "s", now }).then(DomainError)
  })

  it("opens and closes sessions by hash", () => {
    const open = given(siteUser, [created])
      .when(signIn("s1", 1000))
      .then([signedIn("s1", 1000)])
    expect(open.sessions.get("s1")).toBe(later(1000).getTime())
    const out = given(siteUser, [created, signedIn("s1", 1000)])
      .when({ type: "SignOutSiteUser", sessionHash: "s1", now })
      .then([signedOut("s1")])
    expect(out.sessions.size).toBe(0)
    given(siteUser, [created, signedIn("s1", 1000), signedOut("s1")])
      .when({ type: "SignOutSiteUser", sessionHash: "s1", now })
      .then([])
  })

  it("forgets expired sessions as new ones start", () => {
    const two = given(siteUser, [created, signedIn("s1", 1000)])
      .when(signIn("s2", 5000, 2000))
      .then([signedIn("s2", 5000, 2000)])
    expect([...two.sessions.keys()]).toEqual(["s2"])
  })

  it("ends every other open session when the profile changes", () => {
    const state = given(siteUser, [created, ...["s1", "s2", "s3"].map((hash) => signedIn(hash, 1000))])
      .when({ type: "UpdateSiteUserProfile", username: "o", passwordHash: "h2", keepSessionHash: "s2", now })
      .then([{ type: "SiteUserProfileUpdated", userId: "o1", username: "o", passwordHash: "h2", at: now.toISOString() }, signedOut("s1"), signedOut("s3")])
    expect([...state.sessions.keys()]).toEqual(["s2"])
  })

  it("refuses a session that is already over", () => {
    given(siteUser, [created]).when({ type: "SignInSiteUser", sessionHash: "s", expiresAt: now, now }).then(DomainError)
  })

  it("moves the username reservation on rename", async () => {
    const store = memoryEventStore()
    await createSiteUser({ store }, { userId: "o1", username: "Owner", passwordHash: "h1", now })
    await expect(answeredRejection(createSiteUser({ store }, { userId: "o2", username: "owner", passwordHash: "h", now }))).rejects.toMatchObject({
      status: 409,
    })
    expect(await store.readStream(siteUserStream("o2"))).toEqual([])
    await updateSiteUserProfile({ store }, { userId: "o1", username: "keeper", passwordHash: "h2", now })
    expect((await store.readStream("siteusername-owner")).map((e) => e.type)).toEqual(["UsernameClaimed", "UsernameReleased"])
    expect((await store.readStream("siteusername-keeper")).map((e) => e.type)).toEqual(["UsernameClaimed"])
    await createSiteUser({ store }, { userId: "o3", username: "OWNER", passwordHash: "h3", now })
  })
})
