// Image uploads: the answer `{result: {id, variants}}`, and the size limits re-exported
// from schemas/media-limits.ts.
import { Schema } from "effect"

import { CleanText } from "../text.ts"

export { PHOTO_MAX_BYTES, SCREENSHOT_MAX_BYTES, UPLOAD_FIELD } from "../media-limits.ts"

export const UploadAnswer = Schema.Struct({
  result: Schema.Struct({
    id: CleanText,
    /** URLs of the carousel, public and thumb variants, in that order. */
    variants: Schema.Array(CleanText),
  }),
})
export type UploadAnswer = typeof UploadAnswer.Type

/** One of the owner's uploads in the editor's media library. */
export const LibraryImage = Schema.Struct({ id: Schema.String, thumb: Schema.String, public: Schema.String })
export type LibraryImage = typeof LibraryImage.Type

/** The newest uploads the library shows. */
export const LIBRARY_MAX = 200
