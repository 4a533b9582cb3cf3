import { describe, expect, it } from "vitest"

import { answeredRejection } from "#test/support/refusals.ts"

import { DomainError } from "../domain-errors.ts"
import { memoryEventStore } from "../eventstore/memory.ts"
import { deleteQuizUser, quizUserStream, registerQuizUser, updateQuizUserProfile } from "./commands.ts"
import { quizUser, type QuizUserCommand, type QuizUserState } from "./quiz-user.ts"

const now = new Date("2030-01-01T00:00:00Z")
const step = (state: QuizUserState, command: QuizUserCommand) => quizUser.decide(command, state).reduce(quizUser.evolve, state)
const registered = step(quizUser.initialState, {
  type: "RegisterQuizUser",
  userId: "u1",
  username: "ada",
  email: null,
  passwordHash: "h",
  isAdmin: false,
  now,
})
const token = { jti: "j1", expiresAt: new Date("2030-01-02T00:00:00Z") }

describe("quiz user", () => {
  it("registers once", () => {
    expect(registered).toMatchObject({ status: "active", username: "ada", isAdmin: false })
    expect(() =>
      quizUser.decide({ type: "RegisterQuizUser", userId: "u1", username: "x", email: null, passwordHash: "h", isAdmin: false, now }, registered),
    ).toThrow(DomainError)
  })

  it("updates the profile and revokes the token it replaced", () => {
    const events = quizUser.decide(
      { type: "UpdateQuizUserProfile", username: "Ada2", email: "a@b.co", passwordHash: "h2", replacedToken: token, now },
      registered,
    )
    expect(events.map((e) => e.type)).toEqual(["QuizUserProfileUpdated", "QuizTokenRevoked"])
    expect(events[1]).toMatchObject({ jti: "j1", expiresAt: token.expiresAt.toISOString() })
    expect(events.reduce(quizUser.evolve, registered)).toMatchObject({ username: "Ada2", email: "a@b.co", passwordHash: "h2" })
  })

  it("gives and takes the admin role, appending nothing when nothing changes", () => {
    expect(quizUser.decide({ type: "SetQuizAdmin", admin: false, now }, registered)).toEqual([])
    const admin = step(registered, { type: "SetQuizAdmin", admin: true, now })
    expect(admin.isAdmin).toBe(true)
    expect(step(admin, { type: "SetQuizAdmin", admin: false, now }).isAdmin).toBe(false)
  })

  it("keeps one reset link at a time, usable once and only before it expires", () => {
    const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000)
    const request = (tokenHash: string, at: Date): QuizUserCommand => ({ type: "RequestPasswordReset", tokenHash, expiresAt: later(30), now: at })
    const resetWith = (tokenHash: string, at: Date): QuizUserCommand => ({ type: "ResetPassword", tokenHash, passwordHash: "new", now: at })
    // No email, no link.
    expect(quizUser.decide(request("t1", now), registered)).toEqual([])
    const withEmail = step(registered, { type: "UpdateQuizUserProfile", username: "ada", email: "ada@example.org", passwordHash: "h", now })
    const asked = step(step(withEmail, request("t1", now)), request("t2", later(1)))
    const refused = (command: QuizUserCommand, state = asked) => {
      try {
        quizUser.decide(command, state)
      } catch (error) {
        return (error as DomainError).code
      }
      return "accepted"
    }
    expect(refused(resetWith("t1", later(2)))).toBe("RESET_LINK_INVALID")
    expect(refused(resetWith("t2", later(31)))).toBe("RESET_LINK_INVALID")
    const events = quizUser.decide(resetWith("t2", later(29)), asked)
    expect(events.map((e) => e.type)).toEqual(["QuizUserProfileUpdated", "QuizPasswordResetUsed", "QuizUserSessionsEnded"])
    const reset = events.reduce(quizUser.evolve, asked)
    expect(reset.passwordHash).toBe("new")
    expect(refused(resetWith("t2", later(29)), reset)).toBe("RESET_LINK_INVALID")
    // A deleted account's link says no more than an unknown one.
    expect(refused(resetWith("t2", later(2)), step(asked, { type: "DeleteQuizUser", now }))).toBe("RESET_LINK_INVALID")
    expect(quizUser.decide(request("t3", now), step(asked, { type: "DeleteQuizUser", now }))).toEqual([])
  })

  it("is deleted once, and then refuses everything but deletion", () => {
    const deleted = step(registered, { type: "DeleteQuizUser", now })
    expect(deleted.status).toBe("deleted")
    expect(quizUser.decide({ type: "DeleteQuizUser", now }, deleted)).toEqual([])
    expect(() => quizUser.decide({ type: "RevokeQuizToken", token, now }, deleted)).toThrow(DomainError)
    expect(() => quizUser.decide({ type: "RevokeQuizToken", token, now }, quizUser.initialState)).toThrow(DomainError)
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
