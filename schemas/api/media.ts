// Image uploads: the size limits (shared by the server and the browser, which checks
// first to spare a doomed upload) and the answer `{result: {id, variants}}`.
import { Schema } from "effect"

const MiB = 1 << 20

/** Owner photo uploads (`POST /api/photos/upload`). */
export const PHOTO_MAX_BYTES = 15 * MiB
/** Feedback screenshots (`POST /api/quiz/admin/general_feedback/screenshot`). */
export const SCREENSHOT_MAX_BYTES = 5 * MiB

/** The multipart form field that carries the file. */
export const UPLOAD_FIELD = "image"

export const UploadAnswer = Schema.Struct({
  result: Schema.Struct({
    id: Schema.String,
    /** URLs of the carousel, public and thumb variants, in that order. */
    variants: Schema.Array(Schema.String),
  }),
})
export type UploadAnswer = typeof UploadAnswer.Type
