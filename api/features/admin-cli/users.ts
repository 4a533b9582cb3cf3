// What the admin command line does to accounts. Each action goes through the same commands
// the HTTP routes use (so the events and their rules are the same) and finds accounts by
// their username reservation stream, so it needs no read model to be current.
import { Either, ParseResult, Schema } from "effect"
import type { Kysely } from "kysely"

import { ToolRefused } from "#api/platform/cli/open-site.ts"
import { deleteQuizUser, quizUserStream, setQuizAdmin, updateQuizUserProfile } from "#engine/accounts/commands.ts"
import { quizUser, type QuizUserState } from "#engine/accounts/quiz-user.ts"
import { generatePassword, hashPassword } from "#engine/auth/password.ts"
import { reservation, reservationStream } from "#engine/auth/username.ts"
import { type CommandDeps, loadState } from "#engine/command.ts"
import type { EventStore } from "#engine/eventstore/port.ts"
import { resetTwoFactor, siteUserStream, updateSiteUserProfile } from "#engine/site-owner/commands.ts"
import { siteUser } from "#engine/site-owner/site-user.ts"
import { liveQuizUsers } from "#projections/accounts/quiz-users.queries.ts"
import type { DB } from "#projections/db.ts"
import { firstSiteUser, siteUsers } from "#projections/site-owner/site-users.queries.ts"
import { NewPassword } from "#schemas/api/fields.ts"

export interface AdminDeps {
  /** The accounts' streams, read and written through the same commands as the site's. */
  readonly store: EventStore
  /** The account read models, for the owner and the lists. */
  readonly db: Kysely<DB>
}

/** The tool's commands: the store alone (no projector runs here, so nothing waits for the read models). */
const commandsOf = (deps: AdminDeps): CommandDeps => ({ store: deps.store })

/** The password asked for, checked like the forms check it, or a generated one to print once. */
export const passwordToSet = (given: string | undefined): { password: string; generated: boolean } => {
  if (given === undefined) return { password: generatePassword(), generated: true }
  const checked = Schema.decodeUnknownEither(NewPassword)(given)
  if (Either.isLeft(checked)) throw new ToolRefused(ParseResult.ArrayFormatter.formatErrorSync(checked.left)[0]?.message ?? "That password cannot be used.")
  return { password: checked.right, generated: false }
}

/** The active quiz account holding `username` (any case), or a refusal naming it. */
export const findQuizUser = async (store: EventStore, username: string): Promise<QuizUserState> => {
  const { state: held } = await loadState(store, reservationStream("quizusername", username), reservation)
  if (held.holder) {
    const { state } = await loadState(store, quizUserStream(held.holder), quizUser)
    if (state.status === "active") return state
  }
  throw new ToolRefused(`No quiz player is called "${username}". See them with: npm run admin -- list-users`)
}

/** The site owner (there is one): the site user in the read model, checked against its stream. */
const findOwner = async (deps: AdminDeps) => {
  const row = await firstSiteUser(deps.db)
  if (!row) throw new ToolRefused("This site has no owner yet: start the server once and it creates one.")
  const { state } = await loadState(deps.store, siteUserStream(row.id), siteUser)
  return state
}

/** A new owner password; every dashboard session ends. Answers the username. */
export const resetOwnerPassword = async (deps: AdminDeps, password: string): Promise<string> => {
  const owner = await findOwner(deps)
  await updateSiteUserProfile(commandsOf(deps), { userId: owner.userId, username: owner.username, passwordHash: await hashPassword(password), now: new Date() })
  return owner.username
}

/** Turns the owner's two-factor sign-in off (a lost authenticator and recovery codes); answers the username and whether it was on. */
export const resetOwnerTwoFactor = async (deps: AdminDeps): Promise<{ username: string; changed: boolean }> => {
  const owner = await findOwner(deps)
  const { events } = await resetTwoFactor(commandsOf(deps), { userId: owner.userId, now: new Date() })
  return { username: owner.username, changed: events.length > 0 }
}

/** A new password for a quiz player or admin. Answers the username as stored. */
export const resetQuizPassword = async (deps: AdminDeps, username: string, password: string): Promise<string> => {
  const user = await findQuizUser(deps.store, username)
  await updateQuizUserProfile(commandsOf(deps), {
    userId: user.userId,
    username: user.username,
    email: user.email,
    passwordHash: await hashPassword(password),
    // As an admin's reset from the site: every sign-in of the player ends.
    endSessions: true,
    now: new Date(),
  })
  return user.username
}

/** Gives or takes the admin role; answers whether anything changed. */
export const setAdmin = async (deps: AdminDeps, username: string, admin: boolean): Promise<{ username: string; changed: boolean }> => {
  const user = await findQuizUser(deps.store, username)
  const { events } = await setQuizAdmin(commandsOf(deps), { userId: user.userId, admin, now: new Date() })
  return { username: user.username, changed: events.length > 0 }
}

export const deletePlayer = async (deps: AdminDeps, username: string): Promise<string> => {
  const user = await findQuizUser(deps.store, username)
  await deleteQuizUser(commandsOf(deps), { userId: user.userId, now: new Date() })
  return user.username
}

export interface UserLine {
  readonly kind: "owner" | "admin" | "player"
  readonly username: string
  readonly email: string | null
  readonly createdAt: Date
}

/** The owner, then the quiz admins, then the players, each by name, from the read models. */
export const listUsers = async (deps: AdminDeps): Promise<UserLine[]> => {
  const owners = await siteUsers(deps.db)
  const players = await liveQuizUsers(deps.db)
  return [
    ...owners.map((o): UserLine => ({ kind: "owner", username: o.username, email: null, createdAt: o.created_at })),
    ...players.map((p): UserLine => ({ kind: p.is_admin ? "admin" : "player", username: p.username, email: p.email, createdAt: p.created_at })),
  ]
}
