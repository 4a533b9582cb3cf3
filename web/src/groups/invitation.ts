// The text a commissioner shares to invite a friend: the group key and one single-use invite key.

export interface Invitation {
  groupName: string
  groupKey: string
  inviteKey: string
  siteName: string
  /** The site's origin, e.g. https://homestead.example */
  origin: string
}

export const PROFILE_PATH = "/quizgame/quizprofile"

export function invitationText({ groupName, groupKey, inviteKey, siteName, origin }: Invitation): string {
  return `Join my group ${groupName} on ${siteName}: group key ${groupKey}, invite key ${inviteKey} — at ${origin.replace(/\/+$/, "")}${PROFILE_PATH}`
}
