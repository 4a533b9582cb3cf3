// Single sign-on through the operator's OpenID provider (api/features/single-sign-on): what
// the sign-in screens are told, what the provider's redirect brings back, and (from a file the
// web app reads without the schema library) the words for each way a sign-in comes back refused.
import { Schema } from "effect"

/** GET /api/sso: which buttons the sign-in screens show. */
export const SingleSignOnSettings = Schema.Struct({
  /** "Sign in with <provider>", or null when single sign-on is not set up. */
  provider: Schema.NullOr(Schema.String),
  /** Whether the owner may sign in through the provider (a claim is set for it). */
  owner: Schema.Boolean,
  /** Whether the password forms are offered at all. */
  passwordSignIn: Schema.Boolean,
})
export type SingleSignOnSettings = typeof SingleSignOnSettings.Type

/** GET /api/sso/start?for=owner|player: whose sign-in to begin. */
export const SingleSignOnStart = Schema.Struct({ for: Schema.Literal("owner", "player") })

const param = Schema.optional(Schema.String.pipe(Schema.maxLength(2048)))

/** GET /api/sso/callback: the provider's answer (RFC 6749 §4.1.2, RFC 9207's `iss`). */
export const SingleSignOnCallback = Schema.Struct({
  code: param,
  state: param,
  iss: param,
  error: param,
  error_description: param,
  session_state: param,
})

/** GET /api/sso/link: whether the signed-in player has linked single sign-on. */
export const SingleSignOnLinkStatus = Schema.Struct({ linked: Schema.Boolean })

/** POST /api/sso/link: where the browser goes to link (the provider's sign-in page). */
export const SingleSignOnRedirect = Schema.Struct({ url: Schema.String })

export { SINGLE_SIGN_ON_ERRORS, type SingleSignOnError } from "../single-sign-on-errors.ts"
