import { type FormEvent, useState } from "react"

import * as Dashboard from "#schemas/dashboard-messages.ts"
import { toEmbed } from "#schemas/video-embed.ts"
import type { VideoInput } from "#web/content/types.ts"
import { VideoPlayer } from "#web/content/ui/VideoPlayer.tsx"
import { errorMessage } from "#web/http/errors.ts"
import { useMessages } from "#web/i18n/language.ts"
import { Field, FormError } from "#web/ui/Field.tsx"

import { gateCategory } from "../../content/dashboard/categoryGate.ts"
import { CategoryPicker } from "../../content/dashboard/CategoryPicker.tsx"
import { TextArea } from "../../content/dashboard/TextArea.tsx"
import { useCategoryDraft } from "../../content/dashboard/useCategoryDraft.ts"

export const emptyVideo: VideoInput = { title: "", category: "", video: "", description: "" }

/** The add and edit video form: title, category, video link (previewed) and description. */
export function VideoForm({ initial, submitLabel, onSubmit }: { initial: VideoInput; submitLabel: string; onSubmit: (values: VideoInput) => Promise<void> }) {
  const [values, setValues] = useState(initial)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const categoryDraft = useCategoryDraft("video")
  const m = useMessages("dashboard", Dashboard)
  const set = <K extends keyof VideoInput>(key: K, value: VideoInput[K]) => setValues((v) => ({ ...v, [key]: value }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    const category = await gateCategory(values.category, categoryDraft, "video-category")
    if (category === null) return
    set("category", category)
    setBusy(true)
    try {
      await onSubmit({ ...values, title: values.title.trim(), video: values.video.trim(), category })
    } catch (e) {
      setError(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }

  const link = values.video.trim()
  return (
    <form className="form card content-form" onSubmit={submit}>
      <Field label={m.title} name="title" required value={values.title} onChange={(e) => set("title", e.target.value)} />
      <CategoryPicker kind="video" draft={categoryDraft} value={values.category} onChange={(c) => set("category", c)} />
      <Field
        label={m.video}
        name="video"
        type="url"
        inputMode="url"
        required
        placeholder={m.videoPlaceholder}
        hint={m.videoAddress}
        value={values.video}
        onChange={(e) => set("video", e.target.value)}
      />
      {link && toEmbed(link) && <VideoPlayer url={link} title={values.title || m.preview} />}
      <TextArea label={m.description} name="description" rows={4} value={values.description} onChange={(e) => set("description", e.target.value)} />
      <FormError message={error} />
      <div className="button-row">
        <button type="submit" className="button" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  )
}
