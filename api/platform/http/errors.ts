// The API's error answers. Every one is JSON `{ message, code? }` with a fitting status
// (the `_tag` that Schema adds names the class and may be ignored by clients).
// Handlers fail with these; HttpApi encodes them with the status annotated here. The engine's
// domain errors have their own answers (refusals.ts), without the `_tag`.
import { HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"

import { invalidRequest } from "#schemas/invalid-request.ts"

const body = { message: Schema.String, code: Schema.optional(Schema.String) }

export class BadRequest extends Schema.TaggedError<BadRequest>()("BadRequest", body, HttpApiSchema.annotations({ status: 400 })) {}
export class Unauthorized extends Schema.TaggedError<Unauthorized>()("Unauthorized", body, HttpApiSchema.annotations({ status: 401 })) {}
export class Forbidden extends Schema.TaggedError<Forbidden>()("Forbidden", body, HttpApiSchema.annotations({ status: 403 })) {}
export class NotFound extends Schema.TaggedError<NotFound>()("NotFound", body, HttpApiSchema.annotations({ status: 404 })) {}
export class Conflict extends Schema.TaggedError<Conflict>()("Conflict", body, HttpApiSchema.annotations({ status: 409 })) {}
export class PayloadTooLarge extends Schema.TaggedError<PayloadTooLarge>()("PayloadTooLarge", body, HttpApiSchema.annotations({ status: 413 })) {}
export class TooManyRequests extends Schema.TaggedError<TooManyRequests>()("TooManyRequests", body, HttpApiSchema.annotations({ status: 429 })) {}
export class BadGateway extends Schema.TaggedError<BadGateway>()("BadGateway", body, HttpApiSchema.annotations({ status: 502 })) {}
export class ServiceUnavailable extends Schema.TaggedError<ServiceUnavailable>()("ServiceUnavailable", body, HttpApiSchema.annotations({ status: 503 })) {}
export class GatewayTimeout extends Schema.TaggedError<GatewayTimeout>()("GatewayTimeout", body, HttpApiSchema.annotations({ status: 504 })) {}

/**
 * Turns a Schema decode failure into one readable sentence naming the field(s):
 * `Invalid request: "username" is missing; "number" expected a number, got "ten"`.
 */
export const describeIssues = (issues: ReadonlyArray<{ readonly path: ReadonlyArray<PropertyKey>; readonly message: string }>): string =>
  invalidRequest(issues.map(({ path, message }) => ({ field: path.map(String).join("."), problem: message })))
