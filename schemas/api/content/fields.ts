// Field schemas of the content payloads. Types and sizes are checked here (a 400 naming
// the field); the engine checks meaning (required text, links, categories, sanitising).
import { Schema } from "effect"

import * as Messages from "#schemas/messages.ts"
import { CleanText } from "#schemas/text.ts"

/** Text up to `max` characters; null or absent read as "". */
export const Text = (field: string, max: number) =>
  Schema.optionalWith(CleanText.pipe(Schema.maxLength(max, { message: () => Messages.fieldTooLong(field, max) })), {
    nullable: true,
    default: () => "",
  })

/** Like Text, but numbers are taken as their text (forms send "350" or 350 for a temperature). */
export const LooseText = (field: string, max: number) =>
  Schema.optionalWith(
    Schema.Union(CleanText, Schema.Number.pipe(Schema.finite())).pipe(
      Schema.transform(CleanText, { strict: true, decode: (v) => String(v), encode: (v) => v }),
      Schema.filter((v) => v.length <= max, { message: () => Messages.fieldTooLong(field, max) }),
    ),
    { nullable: true, default: () => "" },
  )

/** A list of strings (HTML entries, image URLs), each at most `each` characters. */
export const TextList = (field: string, maxEntries: number, each: number) =>
  Schema.optionalWith(
    Schema.Array(CleanText.pipe(Schema.maxLength(each, { message: () => Messages.fieldTooLong(`Each entry of ${field}`, each) }))).pipe(
      Schema.filter((list) => list.length <= maxEntries, { message: () => Messages.tooMany(field, maxEntries) }),
    ),
    { nullable: true, default: () => [] },
  )

export const Flag = Schema.optionalWith(Schema.Boolean, { nullable: true, default: () => false })

/** The `_id` a PUT body may repeat; it must match the address when given. */
export const BodyId = Schema.optional(Schema.NullOr(CleanText.pipe(Schema.maxLength(100))))

/** Path parameter: an entity id (or a recipe servername). */
export const IdPath = Schema.Struct({ id: CleanText.pipe(Schema.maxLength(300)) })

export const IMAGE_LIST_MAX = 50
export const IMAGE_URL_MAX = 2000
export const TITLE_MAX = 300
export const DESCRIPTION_MAX = 5000
export const CATEGORY_MAX = 60
export const VIDEO_URL_MAX = 2000
