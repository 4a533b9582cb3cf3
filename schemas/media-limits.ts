// Image upload limits, shared by the server and the browser (which checks first to spare a
// doomed upload). Plain constants: the browser bundle must not pull in Effect's Schema.

const MiB = 1 << 20

/** Owner photo uploads (`POST /api/photos/upload`). */
export const PHOTO_MAX_BYTES = 15 * MiB
/** Feedback screenshots (`POST /api/quiz/admin/general_feedback/screenshot`). */
export const SCREENSHOT_MAX_BYTES = 5 * MiB

/** The multipart form field that carries the file. */
export const UPLOAD_FIELD = "image"
