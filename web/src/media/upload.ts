import type { UploadAnswer } from "#schemas/api/media.ts"
import { imageTooLarge } from "#schemas/dashboard-messages.ts"
import { PHOTO_MAX_BYTES, SCREENSHOT_MAX_BYTES, toMegabytes, UPLOAD_FIELD } from "#schemas/media-limits.ts"

import { API_BASE, request } from "../http/client.ts"
import type { HttpError } from "../http/errors.ts"
import { normaliseResponse, normaliseThrown } from "../http/normalise.ts"
import { activeLanguage } from "../i18n/active.ts"

// Image uploads as multipart form data. The server checks everything again (type, size,
// pixels); checking the size here spares the owner a long upload that would be refused.

export type { UploadAnswer }

/**
 * Rejects like a server 413 would, in the page's language, so callers show it with `errorMessage` as usual. Only
 * this message is taken from the dashboard's words (the feedback form sends a screenshot too, outside the dashboard).
 */
const tooLarge = (maxBytes: number): HttpError => ({
  status: 413,
  data: { message: (activeLanguage().catalogue?.dashboard.imageTooLarge ?? imageTooLarge)(toMegabytes(maxBytes)) },
})

const upload = (path: string, file: Blob, maxBytes: number): Promise<UploadAnswer> => {
  if (file.size > maxBytes) return Promise.reject(tooLarge(maxBytes))
  const form = new FormData()
  form.append(UPLOAD_FIELD, file)
  return request<UploadAnswer>(path, { method: "POST", body: form })
}

/**
 * The owner's photo upload (needs the dashboard session). Resolves with
 * `{result: {id, variants: [carousel, public, thumb]}}`; `id` is the photo's `imageId`.
 */
export const uploadImage = (file: Blob): Promise<UploadAnswer> => upload("/photos/upload", file, PHOTO_MAX_BYTES)

/** A feedback screenshot (anyone may send one); `result.id` goes in `screenshot_id`. */
export const uploadScreenshot = (file: Blob): Promise<UploadAnswer> => upload("/quiz/admin/general_feedback/screenshot", file, SCREENSHOT_MAX_BYTES)

/**
 * The owner's photo upload with its progress (0 to 1) reported as the bytes go out: fetch cannot tell, so this
 * one is an XMLHttpRequest. Resolves and rejects like `uploadImage`.
 */
export const uploadImageWithProgress = (file: Blob, onProgress: (fraction: number) => void): Promise<UploadAnswer> => {
  if (file.size > PHOTO_MAX_BYTES) return Promise.reject(tooLarge(PHOTO_MAX_BYTES))
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open("POST", `${API_BASE}/photos/upload`)
    xhr.setRequestHeader("Accept", "application/json")
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    }
    xhr.onload = () => {
      const outcome = normaliseResponse<UploadAnswer>(xhr.status, xhr.responseText)
      if ("error" in outcome) reject(outcome.error)
      else resolve(outcome.data)
    }
    xhr.onerror = () => reject(normaliseThrown(new TypeError("Failed to fetch"), false))
    const form = new FormData()
    form.append(UPLOAD_FIELD, file)
    xhr.send(form)
  })
}
