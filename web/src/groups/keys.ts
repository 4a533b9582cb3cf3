// Checks of what a player types into the join and create forms (docs/product.md §5), before anything is sent.
import { MAX_NEW_KEYS } from "#schemas/group-rules.ts"
import * as Messages from "#schemas/messages.ts"

/** The message to show for a join attempt, or null when it may be sent. */
export function joinInputError(groupKey: string, inviteKey: string): string | null {
  if (groupKey.trim() === "" || inviteKey.trim() === "") return Messages.joinGroupKeysRequired
  return null
}

/** A create-group or create-invites count: a whole number 1–50. */
export function inviteCountError(count: string | number): string | null {
  const n = typeof count === "number" ? count : Number(count.trim())
  if (String(count).trim() === "" || !Number.isInteger(n) || n < 1 || n > MAX_NEW_KEYS) return Messages.inviteKeyCount(MAX_NEW_KEYS)
  return null
}

/** The group name to send (trimmed), or the product's message when there is none. */
export function groupNameInput(name: string): { ok: true; name: string } | { ok: false; message: string } {
  const trimmed = name.trim()
  return trimmed === "" ? { ok: false, message: Messages.groupNameRequired } : { ok: true, name: trimmed }
}
