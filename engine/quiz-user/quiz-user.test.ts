import { describe, expect, it } from "vitest"
import { DomainError } from "../command.ts"
import { memoryEventStore } from "../eventstore/memory.ts"
import { deleteQuizUser, quizUserStream, registerQuizUser, updateQuizUserProfile } from "./commands.ts"
import { decideQuizUser, quizUser, type QuizUserCommand, type QuizUserState } from "./quiz-user.ts"

const now = new Date("2030-01-01T00:00:00Z")
const step = (state: QuizUserState, command: QuizUserCommand) => decideQuizUser(command, state).reduce(quizUser.evolve, state)
const registered = step(quizUser.initial, {
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
      decideQuizUser({ type: "RegisterQuizUser", userId: "u1", username: "x", email: null, passwordHash: "h", isAdmin: false, now }, registered),
    ).toThrow(DomainError)
  })

  it("updates the profile and revokes the token it replaced", () => {
    const events = decideQuizUser(
      { type: "UpdateQuizUserProfile", username: "Ada2", email: "a@b.co", passwordHash: "h2", replacedToken: token, now },
      registered,
    )
    expect(events.map((e) => e.type)).toEqual(["QuizUserProfileUpdated", "QuizTokenRevoked"])
    expect(events[1]).toMatchObject({ jti: "j1", expiresAt: token.expiresAt.toISOString() })
    expect(events.reduce(quizUser.evolve, registered)).toMatchObject({ username: "Ada2", email: "a@b.co", passwordHash: "h2" })
  })

  it("is deleted once, and then refuses everything but deletion", () => {
    const deleted = step(registered, { type: "DeleteQuizUser", now })
    expect(deleted.status).toBe("deleted")
    expect(decideQuizUser({ type: "DeleteQuizUser", now }, deleted)).toEqual([])
    expect(() => decideQuizUser({ type: "RevokeQuizToken", token, now }, deleted)).toThrow(DomainError)
    expect(() => decideQuizUser({ type: "RevokeQuizToken", token, now }, quizUser.initial)).toThrow(DomainError)
  })

  it("keeps usernames unique across register, rename and delete", async () => {
    const store = memoryEventStore()
    const reg = (userId: string, username: string) =>
      registerQuizUser({ store }, { userId, username, email: null, passwordHash: "h", isAdmin: false, now })
    await reg("u1", "Ada")
    await expect(reg("u2", "ADA")).rejects.toMatchObject({ status: 409 })
    expect(await store.readStream(quizUserStream("u2"))).toEqual([])
    await updateQuizUserProfile({ store }, { userId: "u1", username: "grace", email: null, passwordHash: "h", now })
    await reg("u2", "ada")
    await expect(reg("u3", "Grace")).rejects.toMatchObject({ status: 409 })
    await deleteQuizUser({ store }, { userId: "u1", now })
    await reg("u3", "Grace")
    // a case-only rename keeps the same reservation
    await updateQuizUserProfile({ store }, { userId: "u3", username: "GRACE", email: null, passwordHash: "h", now })
    expect((await store.readStream("quizusername-grace")).map((e) => e.type)).toEqual([
      "UsernameClaimed",
      "UsernameReleased",
      "UsernameClaimed",
    ])
  })
})
