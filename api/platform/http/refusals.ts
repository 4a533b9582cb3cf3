// The HTTP answer of each kind of domain error, in one place: its status, and its body
// `{ message, code? }` (no `_tag`: the engine's kind is not part of the answer). Endpoints
// declare the kinds they can refuse with (`.addError(Refusal.Missing)`), so the OpenAPI
// document lists them; handlers run engine work through `attempt`, which puts those refusals
// in the error channel, typed.
import { HttpApiSchema } from "@effect/platform"
import { Effect, Schema } from "effect"

import {
  type DomainError,
  type DomainErrorKind,
  Invalid,
  Missing,
  NotAllowed,
  RateLimited,
  Unacceptable,
  Unauthenticated,
  WrongState,
} from "#engine/domain-errors.ts"

type Tag = InstanceType<DomainErrorKind>["_tag"]

const Body = Schema.Struct({ message: Schema.String, code: Schema.optional(Schema.String) })

const answer = <K extends DomainErrorKind>(kind: K, status: number, identifier: string, description: string) =>
  Schema.transform(Body, Schema.instanceOf(kind), {
    strict: true,
    decode: ({ message, code }) => new kind(message, code) as InstanceType<K>,
    encode: ({ message, code }) => (code === undefined ? { message } : { message, code }),
  }).annotations({ ...HttpApiSchema.annotations({ status }), identifier, description })

/** Each kind's answer schema, for `.addError(…)` on the endpoints that can refuse with it. */
export const Refusal = {
  Invalid: answer(Invalid, 400, "InvalidRefusal", "The input breaks a rule"),
  Unauthenticated: answer(Unauthenticated, 401, "UnauthenticatedRefusal", "Not signed in, or no longer"),
  NotAllowed: answer(NotAllowed, 403, "NotAllowedRefusal", "Not allowed to do this"),
  Missing: answer(Missing, 404, "MissingRefusal", "No such thing"),
  WrongState: answer(WrongState, 409, "WrongStateRefusal", "The thing's current state does not allow it"),
  Unacceptable: answer(Unacceptable, 422, "UnacceptableRefusal", "Well formed but unusable as a whole"),
  RateLimited: answer(RateLimited, 429, "RateLimitedRefusal", "Too many too quickly"),
} as const satisfies Record<Tag, Schema.Schema.Any>

/** The status a domain error is answered with. */
export const statusOf = (error: DomainError): number => HttpApiSchema.getStatusError(Refusal[error._tag as Tag] ?? Refusal.Invalid)

/**
 * Runs engine work whose refusals the endpoint declares: a domain error of one of `kinds`
 * fails the effect with it; anything else the work throws is a defect (a 500, or a 503 when
 * the database is away). A refusal of a kind not listed is a defect too, still answered
 * with its status by the API's error middleware.
 */
export const attempt = <A, const Ks extends ReadonlyArray<DomainErrorKind> = []>(
  run: () => Promise<A>,
  ...kinds: Ks
): Effect.Effect<A, InstanceType<Ks[number]>> =>
  Effect.tryPromise({ try: run, catch: (error) => error }).pipe(
    Effect.catchAll((error) => (kinds.some((kind) => error instanceof kind) ? Effect.fail(error as InstanceType<Ks[number]>) : Effect.die(error))),
  )
