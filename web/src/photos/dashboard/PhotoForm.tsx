import { type FormEvent, useState } from "react"

import * as Dashboard from "#schemas/dashboard-messages.ts"
import { errorMessage } from "#web/http/errors.ts"
import { useMessages } from "#web/i18n/language.ts"
import { Field, FormError } from "#web/ui/Field.tsx"

import { gateCategory } from "../../content/dashboard/categoryGate.ts"
import { CategoryPicker } from "../../content/dashboard/CategoryPicker.tsx"
import { ImageUploader } from "../../content/dashboard/ImageUploader.tsx"
import { TextArea } from "../../content/dashboard/TextArea.tsx"
import { useCategoryDraft } from "../../content/dashboard/useCategoryDraft.ts"

export interface PhotoValues {
  title: string
  category: string
  /** The media id of the image. */
  image: string
  /** A URL to preview the image with, or "" before one is uploaded. */
  preview: string
  description: string
}

export const emptyPhoto: PhotoValues = { title: "", category: "", image: "", preview: "", description: "" }

/** The add and edit photo form: image preview and upload, title, category and description. */
export function PhotoForm({ initial, submitLabel, onSubmit }: { initial: PhotoValues; submitLabel: string; onSubmit: (values: PhotoValues) => Promise<void> }) {
  const [values, setValues] = useState(initial)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const categoryDraft = useCategoryDraft("photo")
  const m = useMessages("dashboard", Dashboard)
  const [uploading, setUploading] = useState(false)
  const set = <K extends keyof PhotoValues>(key: K, value: PhotoValues[K]) => setValues((v) => ({ ...v, [key]: value }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    const category = await gateCategory(values.category, categoryDraft, "photo-category")
    if (category === null) return
    set("category", category)
    if (!values.image) return setError(m.uploadImageFirst)
    setBusy(true)
    try {
      await onSubmit({ ...values, title: values.title.trim(), category })
    } catch (e) {
      setError(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="form card content-form" onSubmit={submit}>
      {values.preview && (
        <img className="photo-preview" src={values.preview} alt={values.title ? m.previewOf(values.title) : m.preview} width={1200} height={900} />
      )}
      <Field label={m.title} name="title" required value={values.title} onChange={(e) => set("title", e.target.value)} />
      <CategoryPicker kind="photo" draft={categoryDraft} value={values.category} onChange={(c) => set("category", c)} />
      <ImageUploader
        label={values.image ? m.replaceImage : m.image}
        onBusyChange={setUploading}
        onUploaded={(image) => {
          setValues((v) => ({ ...v, image: image.id, preview: image.carousel }))
          // The image the form asked for is here: its request no longer stands.
          setError((e) => (e === m.uploadImageFirst ? null : e))
        }}
      />
      <TextArea label={m.description} name="description" rows={4} value={values.description} onChange={(e) => set("description", e.target.value)} />
      <FormError message={error} />
      <div className="button-row">
        <button type="submit" className="button" disabled={busy || uploading}>
          {submitLabel}
        </button>
      </div>
    </form>
  )
}
