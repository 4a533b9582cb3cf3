// First start: create the site owner when no site user exists yet.
import { randomUUID } from "node:crypto"

import type { Kysely } from "kysely"

import { type Announce, chosenPassword } from "#api/platform/first-start-password.ts"
import { hashPassword } from "#engine/auth/password.ts"
import type { CommandDeps } from "#engine/command.ts"
import { WrongState } from "#engine/domain-errors.ts"
import { createSiteUser } from "#engine/site-owner/commands.ts"
import type { DB } from "#projections/db.ts"
import { firstSiteUser } from "#projections/site-owner/site-users.queries.ts"

export const DEFAULT_OWNER_USERNAME = "owner"

export interface FirstOwnerDeps {
  readonly db: Kysely<DB>
  readonly commands: CommandDeps
  readonly announce: Announce
  /** OWNER_USERNAME and OWNER_PASSWORD, when set. */
  readonly owner: { readonly username: string | undefined; readonly password: string | undefined }
}

export const createOwnerOnFirstStart = async (deps: FirstOwnerDeps): Promise<void> => {
  const existing = await firstSiteUser(deps.db)
  if (existing) return
  const username = deps.owner.username ?? DEFAULT_OWNER_USERNAME
  const { password, generated } = chosenPassword(deps.owner.password)
  try {
    await createSiteUser(deps.commands, { userId: randomUUID(), username, passwordHash: await hashPassword(password), now: new Date() })
  } catch (error) {
    // Another node starting at the same moment created the owner first.
    if (error instanceof WrongState) return
    throw error
  }
  await deps.announce("Site owner", username, generated ? password : undefined)
}
