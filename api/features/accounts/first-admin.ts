// First start: create the quiz admin when no quiz admin exists yet.
import { randomUUID } from "node:crypto"

import type { Kysely } from "kysely"

import { type Announce, chosenPassword } from "#api/platform/first-start-password.ts"
import type { Logger } from "#api/platform/log/logger.ts"
import { registerQuizUser } from "#engine/accounts/commands.ts"
import { hashPassword } from "#engine/auth/password.ts"
import type { CommandDeps } from "#engine/command.ts"
import { WrongState } from "#engine/domain-errors.ts"
import { hasQuizAdmin } from "#projections/accounts/quiz-users.queries.ts"
import type { DB } from "#projections/db.ts"

export const DEFAULT_QUIZ_ADMIN_USERNAME = "admin"

export interface FirstAdminDeps {
  readonly db: Kysely<DB>
  readonly commands: CommandDeps
  readonly announce: Announce
  readonly log: Pick<Logger, "warn">
  /** QUIZ_ADMIN_USERNAME and QUIZ_ADMIN_PASSWORD, when set. */
  readonly quizAdmin: { readonly username: string | undefined; readonly password: string | undefined }
}

export const createQuizAdminOnFirstStart = async (deps: FirstAdminDeps): Promise<void> => {
  if (await hasQuizAdmin(deps.db)) return
  const username = deps.quizAdmin.username ?? DEFAULT_QUIZ_ADMIN_USERNAME
  const { password, generated } = chosenPassword(deps.quizAdmin.password)
  try {
    await registerQuizUser(deps.commands, {
      userId: randomUUID(),
      username,
      email: null,
      passwordHash: await hashPassword(password),
      isAdmin: true,
      now: new Date(),
    })
  } catch (error) {
    if (error instanceof WrongState) {
      // Another node created it at the same moment, or a player holds the name.
      if (!(await hasQuizAdmin(deps.db)))
        deps.log.warn(`Quiz admin not created: the username "${username}" is taken by a player; set QUIZ_ADMIN_USERNAME to another name.`)
      return
    }
    throw error
  }
  await deps.announce("Quiz admin", username, generated ? password : undefined)
}
