// Image uploads: the answer `{result: {id, variants}}`, and the size limits re-exported
// from schemas/media-limits.ts.
import { Schema } from "effect"

export { PHOTO_MAX_BYTES, SCREENSHOT_MAX_BYTES, UPLOAD_FIELD } from "../media-limits.ts"

export const UploadAnswer = Schema.Struct({
  result: Schema.Struct({
    id: Schema.String,
    /** URLs of the carousel, public and thumb variants, in that order. */
    variants: Schema.Array(Schema.String),
  }),
})
export type UploadAnswer = typeof UploadAnswer.Type
