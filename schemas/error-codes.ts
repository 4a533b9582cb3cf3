// The `code`s of error answers that clients act on (HTTP `{message, code}`, socket acks and
// connection refusals), shared by the server and the SPA.

/** The database is not answering: nothing was changed, and the same request can work in a moment. */
export const STORE_UNAVAILABLE = "STORE_UNAVAILABLE"

/** A join whose player already belongs to the group: the join link takes them to it instead. */
export const ALREADY_GROUP_MEMBER = "ALREADY_GROUP_MEMBER"

/** A join with an invite key someone has already used: the join link says it was used. */
export const INVITE_KEY_USED = "INVITE_KEY_USED"

/** The player's quiz session has expired: the browser clears it and sends them to sign in again. */
export const TOKEN_EXPIRED = "TOKEN_EXPIRED"

/** The player's session was ended (signed out elsewhere, password changed, account deleted): the socket closes. */
export const SESSION_ENDED = "SESSION_ENDED"

/** Too many socket messages too quickly: the socket closes. */
export const FLOODED = "FLOODED"

/** The owner's second sign-in step is over (expired, or too many wrong codes): the password form comes back. */
export const SECOND_STEP_EXPIRED = "SECOND_STEP_EXPIRED"
