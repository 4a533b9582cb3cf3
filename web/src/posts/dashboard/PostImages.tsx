import "./post-images.css"

import { useQuery } from "@tanstack/react-query"
import { type DragEvent, useId, useState } from "react"

import * as Dashboard from "#schemas/dashboard-messages.ts"
import { ACCEPTED_IMAGE_NAMES, PHOTO_MAX_BYTES, toMegabytes } from "#schemas/media-limits.ts"
import { postsApi } from "#web/content/dashboard/api.ts"
import { uploadedUrls } from "#web/content/media.ts"
import { QueryState } from "#web/content/ui/QueryState.tsx"
import { errorMessage } from "#web/http/errors.ts"
import { useMessages } from "#web/i18n/language.ts"
import { uploadImageWithProgress } from "#web/media/upload.ts"
import { Modal } from "#web/ui/Modal.tsx"

type Upload = { key: number; name: string } & (
  { state: "waiting" } | { state: "sending"; fraction: number } | { state: "done" } | { state: "failed"; message: string }
)

const percent = (fraction: number) => `${Math.round(fraction * 100)}%`

let nextKey = 0

/**
 * Where a post's images come from: files chosen or dropped here (several at once, each with its own progress,
 * sent one after another) or the media library of earlier uploads. Each image is handed over as its public URL.
 * `onBusyChange` holds the form's submit while uploads run.
 */
export function PostImages({ onAdd, onBusyChange }: { onAdd: (src: string) => void; onBusyChange: (busy: boolean) => void }) {
  const id = useId()
  const m = useMessages("dashboard", Dashboard)
  const [uploads, setUploads] = useState<Upload[]>([])
  const [dragging, setDragging] = useState(false)
  const [libraryOpen, setLibraryOpen] = useState(false)
  const busy = uploads.some((u) => u.state === "waiting" || u.state === "sending")

  const change = (key: number, next: Partial<Upload> & Pick<Upload, "state">) =>
    setUploads((list) => list.map((u) => (u.key === key ? ({ key: u.key, name: u.name, ...next } as Upload) : u)))

  const send = async (files: File[]) => {
    const queued = files.map((file) => ({ file, key: nextKey++ }))
    setUploads((list) => [...list.filter((u) => u.state !== "done"), ...queued.map(({ file, key }) => ({ key, name: file.name, state: "waiting" as const }))])
    onBusyChange(true)
    for (const { file, key } of queued) {
      change(key, { state: "sending", fraction: 0 })
      try {
        const answer = await uploadImageWithProgress(file, (fraction) => change(key, { state: "sending", fraction }))
        onAdd(uploadedUrls(answer).public)
        change(key, { state: "done" })
      } catch (error) {
        change(key, { state: "failed", message: errorMessage(error) })
      }
    }
    onBusyChange(false)
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    const files = [...event.dataTransfer.files].filter((f) => f.type.startsWith("image/"))
    if (files.length > 0 && !busy) void send(files)
  }

  return (
    <div
      className={`post-images${dragging ? " is-dragging" : ""}`}
      onDragOver={(event) => {
        event.preventDefault()
        setDragging(true)
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <div className="field">
        <label htmlFor={id}>{m.uploadImages}</label>
        <input
          id={id}
          type="file"
          accept="image/*"
          multiple
          disabled={busy}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])]
            event.target.value = ""
            if (files.length > 0) void send(files)
          }}
        />
        <small id={`${id}-hint`} className="field__hint">
          {m.dropImages(ACCEPTED_IMAGE_NAMES, toMegabytes(PHOTO_MAX_BYTES))}
        </small>
      </div>
      <button type="button" className="button button--secondary button--small" onClick={() => setLibraryOpen(true)}>
        {m.mediaLibrary}
      </button>
      {uploads.length > 0 && (
        <ul className="upload-list" aria-label={m.uploads} aria-live="polite">
          {uploads.map((u) => (
            <li key={u.key}>
              <span className="upload-list__name">{u.name}</span>
              {u.state === "waiting" && <span>{m.waiting}</span>}
              {u.state === "sending" && (
                <>
                  <progress max={1} value={u.fraction} aria-label={m.uploadingFile(u.name)} />
                  <span>{percent(u.fraction)}</span>
                </>
              )}
              {u.state === "done" && <span>{m.uploaded}</span>}
              {u.state === "failed" && (
                <span className="form-error" role="alert">
                  {u.message}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <Modal title={m.mediaLibrary} open={libraryOpen} onClose={() => setLibraryOpen(false)}>
        <Library
          onPick={(src) => {
            onAdd(src)
            setLibraryOpen(false)
          }}
        />
      </Modal>
    </div>
  )
}

function Library({ onPick }: { onPick: (src: string) => void }) {
  const library = useQuery({ queryKey: ["Posts", "library"], queryFn: postsApi.library })
  const m = useMessages("dashboard", Dashboard)
  return (
    <QueryState query={library} loading={m.loadingImages} empty={m.noImagesYet} isEmpty={(list) => list.length === 0}>
      {(list) => (
        <ul className="library-grid" aria-label={m.uploadedImages}>
          {list.map((image, i) => (
            <li key={image.id}>
              <button type="button" className="library-grid__pick" onClick={() => onPick(image.public)} aria-label={m.addUploadedImage(i + 1)}>
                <img src={image.thumb} alt="" width={160} height={120} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  )
}
