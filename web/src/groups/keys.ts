// Checks of what a player types into the join and create forms (docs/product.md §5), before anything is sent.
import * as Groups from "#schemas/group-messages.ts"
import { MAX_NEW_KEYS } from "#schemas/group-rules.ts"
import type { Words } from "#schemas/i18n/catalogue.ts"

/** The messages are the groups area's, in the page's language when the caller hands its words in. */
type GroupWords = Words<typeof Groups>

/** The message to show for a join attempt, or null when it may be sent. */
export function joinInputError(groupKey: string, inviteKey: string, m: GroupWords = Groups): string | null {
  if (groupKey.trim() === "" || inviteKey.trim() === "") return m.joinGroupKeysRequired
  return null
}

/** A create-group or create-invites count: a whole number 1–50. */
export function inviteCountError(count: string | number, m: GroupWords = Groups): string | null {
  const n = typeof count === "number" ? count : Number(count.trim())
  if (String(count).trim() === "" || !Number.isInteger(n) || n < 1 || n > MAX_NEW_KEYS) return m.inviteKeyCount(MAX_NEW_KEYS)
  return null
}

/** The group name to send (trimmed), or the product's message when there is none. */
export function groupNameInput(name: string, m: GroupWords = Groups): { ok: true; name: string } | { ok: false; message: string } {
  const trimmed = name.trim()
  return trimmed === "" ? { ok: false, message: m.groupNameRequired } : { ok: true, name: trimmed }
}
