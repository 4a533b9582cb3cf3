// Which event fields hold a person's personal data, whose it is, and what reads in their place
// once that person's key is destroyed (engine/personal-data). The rest of an event stays
// readable forever: a deleted player's results, ratings and games remain history.

export interface PersonalFieldsRule {
  /** The field holding the id of the person whose data it is (the key's owner). */
  readonly owner: string
  /** Each personal field and the value read once its key is gone. */
  readonly fields: Readonly<Record<string, string | null>>
}

const PLAYER_FIELDS: PersonalFieldsRule = { owner: "userId", fields: { email: null, passwordHash: "" } }

/** Event type → its personal fields. */
export const PERSONAL_FIELDS: Readonly<Record<string, PersonalFieldsRule>> = {
  QuizUserRegistered: PLAYER_FIELDS,
  QuizUserProfileUpdated: PLAYER_FIELDS,
}

/** Event type → the field naming the person whose key it destroys. */
export const ERASING_EVENTS: Readonly<Record<string, string>> = {
  QuizUserDeleted: "userId",
}
