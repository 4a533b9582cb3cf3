// Request body caps for the upload paths (the server's default for /api is 1 MiB). The
// cap leaves room for the multipart framing around the file, whose own limit the handler
// checks exactly; a body past the cap gets the same words without being read.
import { PHOTO_MAX_BYTES, SCREENSHOT_MAX_BYTES } from "#schemas/api/media.ts"
import * as Messages from "#schemas/messages.ts"

const FRAMING_BYTES = 1 << 20

export const PHOTO_UPLOAD_PATH = "/api/photos/upload"
export const SCREENSHOT_UPLOAD_PATH = "/api/quiz/admin/general_feedback/screenshot"

const limit = (prefix: string, maxBytes: number) => ({
  prefix,
  bytes: maxBytes + FRAMING_BYTES,
  message: Messages.imageTooLarge(Math.round(maxBytes / (1 << 20))),
})

export const mediaBodyLimits = [limit(PHOTO_UPLOAD_PATH, PHOTO_MAX_BYTES), limit(SCREENSHOT_UPLOAD_PATH, SCREENSHOT_MAX_BYTES)]
