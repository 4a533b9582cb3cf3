// A quiz admin setting a player's password (and email) through the player's own aggregate (the
// player found by the accounts feature). A reset ends every sign-in of the player: whoever knew
// the old password is out.
import type { Kysely } from "kysely"

import { quizUserNamed } from "#api/features/accounts/public.ts"
import { updateQuizUserProfile } from "#engine/accounts/commands.ts"
import { hashPassword } from "#engine/auth/password.ts"
import type { CommandDeps } from "#engine/command.ts"
import { Missing } from "#engine/domain-errors.ts"
import type { DB } from "#projections/db.ts"
import { blankToNull } from "#schemas/api/fields.ts"
import * as Messages from "#schemas/messages.ts"

export interface PlayerPasswordInput {
  readonly username: string
  readonly password: string
  /** Left as it is when not sent; blank clears it. */
  readonly email?: string | null | undefined
}

/** The player's name as stored, once their new password is set. */
export const setPlayerPassword = async (
  deps: { readonly db: Kysely<DB>; readonly commands: CommandDeps },
  input: PlayerPasswordInput,
): Promise<{ readonly username: string }> => {
  const user = await quizUserNamed(deps.db, input.username)
  if (!user) throw new Missing(Messages.quizUserNotFound)
  const email = input.email === undefined ? user.email : blankToNull(input.email)
  await updateQuizUserProfile(deps.commands, {
    userId: user.id,
    username: user.username,
    email,
    passwordHash: await hashPassword(input.password),
    endSessions: true,
    now: new Date(),
  })
  return { username: user.username }
}
