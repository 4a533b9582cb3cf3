// What a domain rule can refuse, named for what went wrong. The engine throws these from
// its pure deciders; the HTTP edge chooses the status of each kind (api/platform/http/refusals.ts),
// so the engine knows nothing of HTTP. Messages and codes are what people and the browser see.
// No kind shares a name with an HTTP error class (api/platform/http/errors.ts): HttpApi encodes a
// failure with the first error schema it fits, and a Schema class fits anything with its `_tag`.
import { Data } from "effect"

/** A domain rule said no. Every refusal is one of the kinds below; none is made as just this. */
export class DomainError extends Data.Error<{ readonly message: string; readonly code?: string }> {
  readonly _tag: string = "DomainError"
  constructor(message: string, code?: string) {
    super(code === undefined ? { message } : { message, code })
  }
}

/** The input breaks a rule of its own: a missing name, a bad link, too many of something asked for. */
export class Invalid extends DomainError {
  override readonly _tag = "Invalid"
}

/** Whoever asks is not (or no longer) signed in. */
export class Unauthenticated extends DomainError {
  override readonly _tag = "Unauthenticated"
}

/** Whoever asks may not do this. */
export class NotAllowed extends DomainError {
  override readonly _tag = "NotAllowed"
}

/** The thing named does not exist (or no longer does). */
export class Missing extends DomainError {
  override readonly _tag = "Missing"
}

/** The thing's current state does not allow it: already there, already done, in use. */
export class WrongState extends DomainError {
  override readonly _tag = "WrongState"
}

/** A whole submission is well formed but unusable as a whole (a quiz whose questions break the rules). */
export class Unacceptable extends DomainError {
  override readonly _tag = "Unacceptable"
}

/** Too many of these too quickly. */
export class RateLimited extends DomainError {
  override readonly _tag = "RateLimited"
}

/** Every kind, for the edge that maps them and for code that needs to tell one from a bug. */
export const DomainErrorKinds = [Invalid, Unauthenticated, NotAllowed, Missing, WrongState, Unacceptable, RateLimited] as const

export type DomainErrorKind = (typeof DomainErrorKinds)[number]
