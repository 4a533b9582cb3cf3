import { describe, expect, it } from "vitest"

import { answeredRejection } from "#test/support/refusals.ts"

import { DomainError } from "../domain-errors.ts"
import { memoryEventStore } from "../eventstore/memory.ts"
import { createSiteUser, siteUserStream, updateSiteUserProfile } from "./commands.ts"
import { siteUser, type SiteUserCommand, type SiteUserState } from "./site-user.ts"

const now = new Date("2030-01-01T00:00:00Z")
const later = (ms: number) => new Date(now.getTime() + ms)
const step = (state: SiteUserState, command: SiteUserCommand) => siteUser.decide(command, state).reduce(siteUser.evolve, state)

const created = step(siteUser.initialState, { type: "CreateSiteUser", userId: "o1", username: "owner", passwordHash: "h1", now })

describe("site user", () => {
  it("is created once", () => {
    expect(created).toMatchObject({ exists: true, userId: "o1", username: "owner", passwordHash: "h1" })
    expect(siteUser.decide({ type: "CreateSiteUser", userId: "o2", username: "x", passwordHash: "h", now }, created)).toEqual([])
  })

  it("refuses commands before it exists", () => {
    expect(() => siteUser.decide({ type: "SignOutSiteUser", sessionHash: "s", now }, siteUser.initialState)).toThrow(DomainError)
  })

  it("opens and closes sessions by hash", () => {
    const signedIn = step(created, { type: "SignInSiteUser", sessionHash: "s1", expiresAt: later(1000), now })
    expect(signedIn.sessions.get("s1")).toBe(later(1000).getTime())
    const events = siteUser.decide({ type: "SignOutSiteUser", sessionHash: "s1", now }, signedIn)
    expect(events).toEqual([{ type: "SiteUserSignedOut", userId: "o1", sessionHash: "s1", at: now.toISOString() }])
    const out = events.reduce(siteUser.evolve, signedIn)
    expect(out.sessions.size).toBe(0)
    expect(siteUser.decide({ type: "SignOutSiteUser", sessionHash: "s1", now }, out)).toEqual([])
  })

  it("forgets expired sessions as new ones start", () => {
    const one = step(created, { type: "SignInSiteUser", sessionHash: "s1", expiresAt: later(1000), now })
    const two = step(one, { type: "SignInSiteUser", sessionHash: "s2", expiresAt: later(5000), now: later(2000) })
    expect([...two.sessions.keys()]).toEqual(["s2"])
  })

  it("ends every other open session when the profile changes", () => {
    let state = created
    for (const hash of ["s1", "s2", "s3"]) state = step(state, { type: "SignInSiteUser", sessionHash: hash, expiresAt: later(1000), now })
    const events = siteUser.decide({ type: "UpdateSiteUserProfile", username: "o", passwordHash: "h2", keepSessionHash: "s2", now }, state)
    expect(events.map((e) => e.type)).toEqual(["SiteUserProfileUpdated", "SiteUserSignedOut", "SiteUserSignedOut"])
    expect([...events.reduce(siteUser.evolve, state).sessions.keys()]).toEqual(["s2"])
  })

  it("refuses a session that is already over", () => {
    expect(() => siteUser.decide({ type: "SignInSiteUser", sessionHash: "s", expiresAt: now, now }, created)).toThrow(DomainError)
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
