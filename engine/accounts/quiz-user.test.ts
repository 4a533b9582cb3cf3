// A quiz player's account, given/when/then: given its stored events, when a command comes,
// then these events (or this refusal); and usernames kept unique through the runner.
import { describe, expect, it } from "vitest"

import type { QuizUserEvent } from "#schemas/events/quiz-user.ts"
import * as Messages from "#schemas/messages.ts"
import { given } from "#test/support/decider.ts"
import { answeredRejection } from "#test/support/refusals.ts"

import { DomainError, Invalid } from "../domain-errors.ts"
import { memoryEventStore } from "../eventstore/memory.ts"
import { deleteQuizUser, quizUserStream, registerQuizUser, updateQuizUserProfile } from "./commands.ts"
import { quizUser, type QuizUserCommand } from "./quiz-user.ts"

const now = new Date("2030-01-01T00:00:00Z")
const token = { jti: "j1", expiresAt: new Date("2030-01-02T00:00:00Z") }
const register: QuizUserCommand = { type: "RegisterQuizUser", userId: "u1", username: "ada", email: null, passwordHash: "h", isAdmin: false, now }

const registered: QuizUserEvent = {
  type: "QuizUserRegistered",
  userId: "u1",
  username: "ada",
  email: null,
  passwordHash: "h",
  isAdmin: false,
  at: now.toISOString(),
}
const profileUpdated = (username: string, email: string | null, passwordHash: string, at = now): QuizUserEvent => ({
  type: "QuizUserProfileUpdated",
  userId: "u1",
  username,
  email,
  passwordHash,
  at: at.toISOString(),
})
const adminGranted: QuizUserEvent = { type: "QuizUserAdminGranted", userId: "u1", at: now.toISOString() }
const deleted: QuizUserEvent = { type: "QuizUserDeleted", userId: "u1", at: now.toISOString() }

describe("quiz user", () => {
  it("registers once", () => {
    const state = given(quizUser).when(register).then([registered])
    expect(state).toMatchObject({ status: "active", username: "ada", isAdmin: false })
    given(quizUser, [registered])
      .when({ type: "RegisterQuizUser", userId: "u1", username: "x", email: null, passwordHash: "h", isAdmin: false, now })
      .then(DomainError)
  })

  it("updates the profile and revokes the token it replaced", () => {
    const state = given(quizUser, [registered])
      .when({ type: "UpdateQuizUserProfile", username: "Ada2", email: "a@b.co", passwordHash: "h2", replacedToken: token, now })
      .then([
        profileUpdated("Ada2", "a@b.co", "h2"),
        { type: "QuizTokenRevoked", userId: "u1", jti: "j1", expiresAt: token.expiresAt.toISOString(), at: now.toISOString() },
      ])
    expect(state).toMatchObject({ username: "Ada2", email: "a@b.co", passwordHash: "h2" })
  })

  it("gives and takes the admin role, appending nothing when nothing changes", () => {
    given(quizUser, [registered]).when({ type: "SetQuizAdmin", admin: false, now }).then([])
    const admin = given(quizUser, [registered]).when({ type: "SetQuizAdmin", admin: true, now }).then([adminGranted])
    expect(admin.isAdmin).toBe(true)
    const revoked = given(quizUser, [registered, adminGranted])
      .when({ type: "SetQuizAdmin", admin: false, now })
      .then([{ type: "QuizUserAdminRevoked", userId: "u1", at: now.toISOString() }])
    expect(revoked.isAdmin).toBe(false)
  })

  it("keeps one reset link at a time, usable once and only before it expires", () => {
    const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000)
    const request = (tokenHash: string, at: Date): QuizUserCommand => ({ type: "RequestPasswordReset", tokenHash, expiresAt: later(30), now: at })
    const requested = (tokenHash: string, at: Date): QuizUserEvent => ({
      type: "QuizPasswordResetRequested",
      userId: "u1",
      tokenHash,
      expiresAt: later(30).toISOString(),
      at: at.toISOString(),
    })
    const resetWith = (tokenHash: string, at: Date): QuizUserCommand => ({ type: "ResetPassword", tokenHash, passwordHash: "new", now: at })
    const linkInvalid = new Invalid(Messages.resetLinkInvalid, "RESET_LINK_INVALID")
    // No email, no link.
    given(quizUser, [registered]).when(request("t1", now)).then([])
    const emailGiven = profileUpdated("ada", "ada@example.org", "h")
    const withEmail = [registered, emailGiven]
    given(quizUser, [registered]).when({ type: "UpdateQuizUserProfile", username: "ada", email: "ada@example.org", passwordHash: "h", now }).then([emailGiven])
    given(quizUser, withEmail)
      .when(request("t1", now))
      .then([requested("t1", now)])
    given(quizUser, [...withEmail, requested("t1", now)])
      .when(request("t2", later(1)))
      .then([requested("t2", later(1))])
    const asked = [...withEmail, requested("t1", now), requested("t2", later(1))]
    given(quizUser, asked)
      .when(resetWith("t1", later(2)))
      .then(linkInvalid)
    given(quizUser, asked)
      .when(resetWith("t2", later(31)))
      .then(linkInvalid)
    const used: QuizUserEvent[] = [
      profileUpdated("ada", "ada@example.org", "new", later(29)),
      { type: "QuizPasswordResetUsed", userId: "u1", at: later(29).toISOString() },
      { type: "QuizUserSessionsEnded", userId: "u1", generation: 1, at: later(29).toISOString() },
    ]
    const reset = given(quizUser, asked)
      .when(resetWith("t2", later(29)))
      .then(used)
    expect(reset.passwordHash).toBe("new")
    given(quizUser, [...asked, ...used])
      .when(resetWith("t2", later(29)))
      .then(linkInvalid)
    // A deleted account's link says no more than an unknown one.
    given(quizUser, asked).when({ type: "DeleteQuizUser", now }).then([deleted])
    given(quizUser, [...asked, deleted])
      .when(resetWith("t2", later(2)))
      .then(linkInvalid)
    given(quizUser, [...asked, deleted])
      .when(request("t3", now))
      .then([])
  })

  it("is deleted once, and then refuses everything but deletion", () => {
    const state = given(quizUser, [registered]).when({ type: "DeleteQuizUser", now }).then([deleted])
    expect(state.status).toBe("deleted")
    given(quizUser, [registered, deleted]).when({ type: "DeleteQuizUser", now }).then([])
    given(quizUser, [registered, deleted]).when({ type: "RevokeQuizToken", token, now }).then(DomainError)
    given(quizUser).when({ type: "RevokeQuizToken", token, now }).then(DomainError)
  })

  it("keeps usernames unique across register, rename and delete", async () => {
    const store = memoryEventStore()
    const reg = (userId: string, username: string) => registerQuizUser({ store }, { userId, username, email: null, passwordHash: "h", isAdmin: false, now })
    await reg("u1", "Ada")
    await expect(answeredRejection(reg("u2", "ADA"))).rejects.toMatchObject({ status: 409 })
    expect(await store.readStream(quizUserStream("u2"))).toEqual([])
    await updateQuizUserProfile({ store }, { userId: "u1", username: "grace", email: null, passwordHash: "h", now })
    await reg("u2", "ada")
    await expect(answeredRejection(reg("u3", "Grace"))).rejects.toMatchObject({ status: 409 })
    await deleteQuizUser({ store }, { userId: "u1", now })
    await reg("u3", "Grace")
    // a case-only rename keeps the same reservation
    await updateQuizUserProfile({ store }, { userId: "u3", username: "GRACE", email: null, passwordHash: "h", now })
    expect((await store.readStream("quizusername-grace")).map((e) => e.type)).toEqual(["UsernameClaimed", "UsernameReleased", "UsernameClaimed"])
  })
})
