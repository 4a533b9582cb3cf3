// GET /api/coach (and /api/coach/stream): ask a coach; DELETE /api/coach: start over.
import { ParseResult, Schema } from "effect"

import { COACH_MESSAGE_MAX, COACH_NAMES } from "../coach-limits.ts"
import * as Messages from "../messages.ts"
import { CleanText, CleanTrim } from "../text.ts"

export { COACH_MESSAGE_MAX, COACH_NAMES, COACH_STREAM_EVENTS } from "../coach-limits.ts"

const CoachName = Schema.transformOrFail(CleanText, Schema.Literal(...COACH_NAMES), {
  strict: true,
  decode: (s, _, ast) =>
    (COACH_NAMES as readonly string[]).includes(s)
      ? ParseResult.succeed(s as (typeof COACH_NAMES)[number])
      : ParseResult.fail(new ParseResult.Type(ast, s, Messages.coachUnknown)),
  encode: ParseResult.succeed,
})

/** The message, trimmed: 1 to 2000 characters. */
export const CoachMessage = CleanTrim.pipe(
  Schema.nonEmptyString({ message: () => Messages.coachMessageRequired }),
  Schema.maxLength(COACH_MESSAGE_MAX, { message: () => Messages.coachMessageTooLong(COACH_MESSAGE_MAX) }),
)

/** The URL parameters as sent; either may be missing (read as ""). */
export const CoachUrlParams = Schema.Struct({
  coach: Schema.optional(CleanText),
  message: Schema.optional(CleanText),
})
export type CoachUrlParams = typeof CoachUrlParams.Type

/** A question to a coach, decoded from the parameters. */
export const CoachQuery = Schema.Struct({ coach: CoachName, message: CoachMessage })
export type CoachQuery = typeof CoachQuery.Type

export const CoachReply = Schema.Struct({ coachRes: CleanText })
export type CoachReply = typeof CoachReply.Type
