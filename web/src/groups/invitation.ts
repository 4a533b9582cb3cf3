// The text a commissioner shares to invite a friend: the group key and one single-use invite key.
import * as Groups from "#schemas/group-messages.ts"
import type { Words } from "#schemas/i18n/catalogue.ts"

export interface Invitation {
  groupName: string
  groupKey: string
  inviteKey: string
  siteName: string
  /** The site's origin, e.g. https://homestead.example */
  origin: string
}

export const PROFILE_PATH = "/quizgame/quizprofile"

/** The invitation in the sender's language (English unless given). */
export function invitationText({ groupName, groupKey, inviteKey, siteName, origin }: Invitation, m: Words<typeof Groups> = Groups): string {
  return m.invitation(groupName, siteName, groupKey, inviteKey, `${origin.replace(/\/+$/, "")}${PROFILE_PATH}`)
}
