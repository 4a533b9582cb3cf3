// First start: create the quiz admin when no quiz admin exists yet.
import { randomUUID } from "node:crypto"

import type { App } from "#api/compose.ts"
import { chosenPassword } from "#api/platform/first-start-password.ts"
import { hashPassword } from "#engine/auth/password.ts"
import { WrongState } from "#engine/domain-errors.ts"
import { registerQuizUser } from "#engine/quiz-user/commands.ts"
import { hasQuizAdmin } from "#projections/quiz-users.queries.ts"

export const DEFAULT_QUIZ_ADMIN_USERNAME = "admin"

export const createQuizAdminOnFirstStart = async (app: App): Promise<void> => {
  if (await hasQuizAdmin(app.database.db)) return
  const username = app.config.quizAdmin.username ?? DEFAULT_QUIZ_ADMIN_USERNAME
  const { password, generated } = chosenPassword(app.config.quizAdmin.password)
  try {
    await registerQuizUser(
      { store: app.store, projections: app.projector },
      { userId: randomUUID(), username, email: null, passwordHash: await hashPassword(password), isAdmin: true, now: new Date() },
    )
  } catch (error) {
    if (error instanceof WrongState) {
      // Another node created it at the same moment, or a player holds the name.
      if (!(await hasQuizAdmin(app.database.db)))
        app.log.warn(`Quiz admin not created: the username "${username}" is taken by a player; set QUIZ_ADMIN_USERNAME to another name.`)
      return
    }
    throw error
  }
  await app.announce("Quiz admin", username, generated ? password : undefined)
}
