// The owner's two-factor sign-in: how long the second step waits, how many codes it takes,
// and how many recovery codes are given. The server applies them; messages name them.

/** How long after the password the code may be entered, in minutes. */
export const SECOND_STEP_MINUTES = 5
export const SECOND_STEP_TTL_MS = SECOND_STEP_MINUTES * 60 * 1000
/** Wrong codes one second step takes before the password must be entered again. */
export const SECOND_STEP_TRIES = 5
/** Recovery codes given when two-factor is turned on; each signs in once. */
export const RECOVERY_CODE_COUNT = 10
/** The authenticator's codes: six digits, a new one every 30 seconds. */
export const TOTP_DIGITS = 6
export const TOTP_PERIOD_SECONDS = 30
