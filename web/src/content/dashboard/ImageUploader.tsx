import { useId, useState } from "react"

import * as Dashboard from "#schemas/dashboard-messages.ts"
import { ACCEPTED_IMAGE_NAMES, PHOTO_MAX_BYTES, toMegabytes } from "#schemas/media-limits.ts"
import { uploadedUrls } from "#web/content/media.ts"
import { useMessages } from "#web/i18n/language.ts"
import { uploadImage } from "#web/media/upload.ts"
import { notifyError } from "#web/ui/notify.ts"

export type UploadedImage = ReturnType<typeof uploadedUrls>

/**
 * A file input that uploads each chosen image (POST /api/photos/upload, field `image`) and hands back its
 * media id and variant URLs. The server's message is shown when an upload is refused. `onBusyChange` tells the
 * form while an upload runs, so it can hold its submit button until the image is there. The field keeps
 * showing the chosen file (it is cleared only when an upload fails).
 */
export function ImageUploader({
  label,
  multiple = false,
  onUploaded,
  onBusyChange,
}: {
  label: string
  multiple?: boolean
  onUploaded: (image: UploadedImage) => void
  onBusyChange?: (busy: boolean) => void
}) {
  const id = useId()
  const [busy, setBusy] = useState(0)
  const m = useMessages("dashboard", Dashboard)

  const upload = async (input: HTMLInputElement, files: File[]) => {
    setBusy(files.length)
    onBusyChange?.(true)
    let failed = false
    for (const file of files) {
      try {
        onUploaded(uploadedUrls(await uploadImage(file)))
      } catch (error) {
        failed = true
        notifyError(error)
      }
      setBusy((n) => n - 1)
    }
    if (failed) input.value = ""
    onBusyChange?.(false)
  }

  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept="image/*"
        multiple={multiple}
        disabled={busy > 0}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])]
          if (files.length > 0) void upload(event.target, files)
        }}
      />
      <small id={`${id}-hint`} className="field__hint" role="status">
        {busy > 0 ? m.uploadingImages(busy) : m.imageLimits(ACCEPTED_IMAGE_NAMES, toMegabytes(PHOTO_MAX_BYTES))}
      </small>
    </div>
  )
}

/** Uploaded images as thumbnails, each with a remove button. */
export function ImageThumbs({
  images,
  onRemove,
  onInsert,
}: {
  images: readonly string[]
  onRemove: (index: number) => void
  /** Offered for our own uploads where the text can show them (a post's Markdown body). */
  onInsert?: (index: number) => void
}) {
  const m = useMessages("dashboard", Dashboard)
  if (images.length === 0) return null
  return (
    <ul className="thumb-list" aria-label={m.images}>
      {images.map((src, i) => (
        <li key={`${src}-${i}`} className="thumb">
          <img
            src={src.startsWith("/media/") ? src.replace(/\/(carousel|public)\.webp$/, "/thumb.webp") : src}
            alt={m.imageNumber(i + 1)}
            width={160}
            height={120}
            loading="lazy"
          />
          <span className="thumb__actions">
            {onInsert && src.startsWith("/media/") && (
              <button type="button" className="button button--secondary button--small" onClick={() => onInsert(i)} aria-label={m.insertImage(i + 1)}>
                {m.insert}
              </button>
            )}
            <button type="button" className="button button--secondary button--small" onClick={() => onRemove(i)} aria-label={m.removeImage(i + 1)}>
              {m.remove}
            </button>
          </span>
        </li>
      ))}
    </ul>
  )
}
