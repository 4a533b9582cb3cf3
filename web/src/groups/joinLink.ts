// The join link a commissioner shows as text and as a QR code: the group key and one invite
// key, carried in the address's fragment, which browsers never send to a server or in a
// Referer, so the keys stay out of access logs and other sites. Opening it joins the group
// through the same join call as the keys typed into the profile's form.
import { ALREADY_GROUP_MEMBER, INVITE_KEY_USED } from "#schemas/error-codes.ts"
import { SITE_ROUTES } from "#schemas/site-routes.ts"
import { errorCode, errorMessage, isHttpError } from "#web/http/errors.ts"

export const JOIN_PATH = SITE_ROUTES.joinGroup.path

export interface JoinKeys {
  readonly groupKey: string
  readonly inviteKey: string
}

/** The link for one invite key, e.g. https://homestead.example/quizgame/join#group=h3kq-…&invite=k7q-2mz-x9p */
export function joinLink(origin: string, { groupKey, inviteKey }: JoinKeys): string {
  const fragment = new URLSearchParams({ group: groupKey, invite: inviteKey })
  return `${origin.replace(/\/+$/, "")}${JOIN_PATH}#${fragment.toString()}`
}

/** The keys of a join link's fragment, or null when either is missing (a link cut short). */
export function joinKeysOf(hash: string): JoinKeys | null {
  const params = new URLSearchParams(hash.replace(/^#/, ""))
  const groupKey = params.get("group")?.trim() ?? ""
  const inviteKey = params.get("invite")?.trim() ?? ""
  return groupKey === "" || inviteKey === "" ? null : { groupKey, inviteKey }
}

/** Why a join through a link did not go through, as the link page words it. */
export type JoinRefusal =
  | { readonly kind: "member" }
  | { readonly kind: "used" }
  | { readonly kind: "invalid" }
  /** Anything else (too many tries, a busy group, the server away): its message, and the player may try again. */
  | { readonly kind: "trouble"; readonly message: string }

/**
 * A refused join, sorted: a member is taken to the group, a used key and an unknown or
 * withdrawn one (the group deleted, a key that is not the group's) each get their sentence.
 */
export function joinRefusal(error: unknown): JoinRefusal {
  const code = errorCode(error)
  if (code === ALREADY_GROUP_MEMBER) return { kind: "member" }
  if (code === INVITE_KEY_USED) return { kind: "used" }
  if (isHttpError(error) && error.status === 404) return { kind: "invalid" }
  return { kind: "trouble", message: errorMessage(error) }
}
