// First start: create the site owner when no site user exists yet.
import { randomUUID } from "node:crypto"

import type { App } from "#api/compose.ts"
import { announce, chosenPassword } from "#api/platform/first-start-password.ts"
import { hashPassword } from "#engine/auth/password.ts"
import { WrongState } from "#engine/domain-errors.ts"
import { createSiteUser } from "#engine/site-user/commands.ts"
import { firstSiteUser } from "#projections/site-users.queries.ts"

export const DEFAULT_OWNER_USERNAME = "owner"

export const createOwnerOnFirstStart = async (app: App): Promise<void> => {
  const existing = await firstSiteUser(app.database.db)
  if (existing) return
  const username = app.config.owner.username ?? DEFAULT_OWNER_USERNAME
  const { password, generated } = chosenPassword(app.config.owner.password)
  try {
    await createSiteUser(
      { store: app.store, projections: app.projector },
      { userId: randomUUID(), username, passwordHash: await hashPassword(password), now: new Date() },
    )
  } catch (error) {
    // Another node starting at the same moment created the owner first.
    if (error instanceof WrongState) return
    throw error
  }
  await announce(app, "Site owner", username, generated ? password : undefined)
}
