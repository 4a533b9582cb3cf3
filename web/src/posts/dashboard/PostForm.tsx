import { type FormEvent, useRef, useState } from "react"

import * as Dashboard from "#schemas/dashboard-messages.ts"
import { fromPickerValue, toPickerValue } from "#web/content/format.ts"
import { removeEntry } from "#web/content/listEditing.ts"
import { mediaVariant } from "#web/content/media.ts"
import type { Post, PostInput } from "#web/content/types.ts"
import { errorMessage } from "#web/http/errors.ts"
import { useLanguage, useMessages } from "#web/i18n/language.ts"
import { Field, FormError } from "#web/ui/Field.tsx"

import { formatDateTime } from "../../content/dashboard/dateTime.ts"
import { ImageThumbs } from "../../content/dashboard/ImageUploader.tsx"
import { CheckBox } from "../../content/dashboard/TextArea.tsx"
import { useDraftAutosave } from "../../content/dashboard/useDraftAutosave.ts"
import { BodyEditor } from "./BodyEditor.tsx"
import { applyEdit } from "./editText.ts"
import { insertBlock, markdownImage } from "./markdownText.ts"
import { PostImages } from "./PostImages.tsx"

export type PostValues = PostInput & { createdAt: string }

export const emptyPost: PostValues = {
  isjournal: false,
  name: "",
  title: "",
  body: "",
  markdown: "",
  images: [],
  video: "",
  createdAt: "",
  tags: [],
  draft: false,
  publishAt: "",
}

/** The tags field's text: "raised-beds, frost". The server normalises what is sent. */
const tagsText = (tags: readonly string[]) => tags.join(", ")
const tagsOf = (text: string) =>
  text
    .split(",")
    .map((t) => t.trim())
    .filter((t) => t !== "")

export const postValues = (post: Post): PostValues => ({
  isjournal: post.isjournal,
  name: post.name,
  title: post.title,
  body: post.body,
  images: [...post.images],
  video: post.video,
  markdown: post.markdown,
  tags: [...post.tags],
  draft: post.draft,
  publishAt: toPickerValue(post.publishAt),
  // The picker's value ("2026-03-05T14:30"); EditPostPage turns a changed one back into a stored date.
  createdAt: toPickerValue(post.createdAt),
})

/** What the browser keeps of an unsaved post: the form's values, the tags as typed and the body's mode. */
interface PostDraft {
  readonly values: PostValues
  readonly tags: string
  readonly markdownMode: boolean
}

const isPostDraft = (value: unknown): value is PostDraft => {
  const draft = value as Partial<PostDraft> | null
  const values = draft?.values as Partial<PostValues> | undefined
  return (
    typeof draft?.tags === "string" &&
    typeof draft.markdownMode === "boolean" &&
    typeof values?.title === "string" &&
    typeof values.markdown === "string" &&
    typeof values.body === "string" &&
    Array.isArray(values.images) &&
    Array.isArray(values.tags)
  )
}

/**
 * The add and edit post form, its unsaved work kept in the browser under `draftKey` until it is saved. Editing adds
 * an editable created-at text. `onSubmit` rejects with the server's error, which is shown in the form.
 */
export function PostForm({
  mode,
  initial,
  draftKey,
  onSubmit,
}: {
  mode: "add" | "edit"
  initial: PostValues
  /** "new" for a post being added, else the post's id. */
  draftKey: string
  onSubmit: (values: PostValues) => Promise<void>
}) {
  const m = useMessages("dashboard", Dashboard)
  const language = useLanguage()
  const [values, setValues] = useState(initial)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [uploading, setUploading] = useState(false)
  const [tags, setTags] = useState(() => tagsText(initial.tags))
  // New posts are written in Markdown; a post first written as HTML stays HTML until the owner switches.
  const [markdownMode, setMarkdownMode] = useState(mode === "add" || initial.markdown !== "")
  const [opened] = useState<PostDraft>(() => ({ values: initial, tags, markdownMode }))
  const draft = useDraftAutosave<PostDraft>(`post:${draftKey}`, { values, tags, markdownMode }, opened, isPostDraft)
  const form = useRef<HTMLFormElement>(null)
  const body = useRef<HTMLTextAreaElement>(null)
  const set = <K extends keyof PostValues>(key: K, value: PostValues[K]) => setValues((v) => ({ ...v, [key]: value }))

  const restoreDraft = () => {
    const kept = draft.restore()
    if (!kept) return
    setValues(kept.values)
    setTags(kept.tags)
    setMarkdownMode(kept.markdownMode)
  }

  const insertImage = (index: number) => {
    const src = values.images[index]
    const area = body.current
    if (!src || !area) return
    const image = markdownImage(mediaVariant(src, "public"), values.title)
    const next = insertBlock(area.value, area.selectionStart, area.selectionEnd, image)
    applyEdit(area, { text: next.text, start: next.caret, end: next.caret }, (text) => set("markdown", text))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      await onSubmit({
        ...values,
        name: values.name.trim(),
        title: values.title.trim(),
        video: values.video.trim(),
        tags: tagsOf(tags),
        // Markdown, when written in it, is what the body is made from; "" keeps the HTML body.
        markdown: markdownMode ? values.markdown : "",
        // Only a draft waits for its time; the picker's local time goes as an instant.
        publishAt: values.draft ? fromPickerValue(values.publishAt) : "",
      })
      draft.clear()
    } catch (e) {
      setError(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }

  const removeImage = (index: number) => set("images", removeEntry(values.images, index))

  return (
    <form ref={form} className="form card content-form content-form--wide" onSubmit={submit}>
      {draft.found && (
        <div className="panel panel--notice draft-offer" role="group" aria-label={m.unsavedDraft}>
          <p>{m.unsavedChanges(formatDateTime(draft.found.savedAt, language))}</p>
          <div className="button-row">
            <button type="button" className="button button--small" onClick={restoreDraft}>
              {m.restoreThem}
            </button>
            <button type="button" className="button button--secondary button--small" onClick={draft.discard}>
              {m.discardThem}
            </button>
          </div>
        </div>
      )}
      <CheckBox label={m.journalEntry} checked={values.isjournal} onChange={(v) => set("isjournal", v)} />
      <Field label={m.authorName} name="name" required autoComplete="name" value={values.name} onChange={(e) => set("name", e.target.value)} />
      <Field label={m.title} name="title" required value={values.title} onChange={(e) => set("title", e.target.value)} />
      <BodyEditor
        markdownMode={markdownMode}
        body={values.body}
        markdown={values.markdown}
        images={values.images}
        title={values.title}
        textarea={body}
        onBody={(body) => set("body", body)}
        onMarkdown={(markdown) => set("markdown", markdown)}
        onSwitchToMarkdown={() => {
          // HTML is Markdown too: the body carries over as it is.
          setValues((v) => ({ ...v, markdown: v.body }))
          setMarkdownMode(true)
        }}
      />
      <fieldset className="form-group">
        <legend>{m.images}</legend>
        <PostImages onBusyChange={setUploading} onAdd={(src) => setValues((v) => ({ ...v, images: [...v.images, src] }))} />
        <ImageThumbs images={values.images} onRemove={removeImage} onInsert={markdownMode ? insertImage : undefined} />
      </fieldset>
      <Field
        label={m.videoLink}
        name="video"
        type="url"
        inputMode="url"
        placeholder={m.videoPlaceholder}
        value={values.video}
        hint={m.videoAddressOrEmpty}
        onChange={(e) => set("video", e.target.value)}
      />
      <Field label={m.tags} name="tags" value={tags} placeholder={m.tagsPlaceholder} hint={m.tagsHint} onChange={(e) => setTags(e.target.value)} />
      <CheckBox label={m.draftOnlyYou} checked={values.draft} onChange={(v) => set("draft", v)} />
      {values.draft && (
        <Field
          label={m.publishAt}
          name="publishAt"
          type="datetime-local"
          value={values.publishAt}
          hint={m.publishAtHint}
          onChange={(e) => set("publishAt", e.target.value)}
        />
      )}
      {mode === "edit" && (
        <Field
          label={m.createdAt}
          name="createdAt"
          type="datetime-local"
          value={values.createdAt}
          hint={m.createdAtHint}
          onChange={(e) => set("createdAt", e.target.value)}
        />
      )}
      <FormError message={error} />
      <div className="button-row">
        <button type="submit" className="button" disabled={busy || uploading}>
          {mode === "add" ? m.addPost : m.updatePost}
        </button>
      </div>
    </form>
  )
}
