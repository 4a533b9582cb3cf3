import { type ChangeEvent, useEffect, useId, useState } from "react"

import { QuizSourceLimits } from "#schemas/quiz-source-rules.ts"
import { postsApi, recipesApi } from "#web/content/api.ts"
import { Field } from "#web/ui/Field.tsx"
import { ErrorPanel } from "#web/ui/Panels.tsx"

import { useQuizWords } from "../quiz-play/words.ts"
import { SOURCE_KINDS, type SourceKind, type SourceValues } from "./sourceForm.ts"

interface Choices {
  recipes: { id: string; name: string }[]
  categories: string[]
  posts: { id: string; title: string }[]
  tags: string[]
}

/** The homestead's recipes, journal posts, categories and tags to choose among, loaded once when first needed. */
function useChoices(needed: boolean) {
  const [choices, setChoices] = useState<Choices | null>(null)
  const [error, setError] = useState<unknown>(null)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (!needed || choices !== null) return
    let live = true
    void Promise.all([recipesApi.grouped(), postsApi.list()]).then(
      ([groups, posts]) => {
        if (!live) return
        setChoices({
          recipes: groups.flatMap((g) => g.items.map((r) => ({ id: r._id, name: r.name }))),
          categories: groups.map((g) => g.category).filter((c) => c.trim() !== ""),
          posts: posts.map((p) => ({ id: p._id, title: p.title })),
          tags: [...new Set(posts.flatMap((p) => p.tags))].sort(),
        })
      },
      (e: unknown) => live && setError(e),
    )
    return () => {
      live = false
    }
  }, [needed, choices, attempt])
  return { choices, error, retry: () => (setError(null), setAttempt((n) => n + 1)) }
}

const readAsBase64 = (file: File): Promise<string> =>
  file.arrayBuffer().then((buffer) => {
    let binary = ""
    const bytes = new Uint8Array(buffer)
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
    return btoa(binary)
  })

/**
 * What a quiz is made from: a topic (the generator's own field), or one of the homestead's pages, text, a web page or a PDF.
 * `withTopic={false}` leaves the topic out (the dashboard's screen makes quizzes from a source only).
 */
export function SourcePicker({ values, onChange, withTopic = true }: { values: SourceValues; onChange: (values: SourceValues) => void; withTopic?: boolean }) {
  const m = useQuizWords()
  const kindId = useId()
  const pickId = useId()
  const listed = values.kind === "recipe" || values.kind === "post" || values.kind === "recipe_category" || values.kind === "post_tag"
  const { choices, error, retry } = useChoices(listed)
  const set = (patch: Partial<SourceValues>) => onChange({ ...values, ...patch })

  const options =
    choices === null
      ? []
      : values.kind === "recipe"
        ? choices.recipes.map((r) => ({ value: r.id, label: r.name }))
        : values.kind === "post"
          ? choices.posts.map((p) => ({ value: p.id, label: p.title }))
          : values.kind === "recipe_category"
            ? choices.categories.map((c) => ({ value: c, label: c }))
            : choices.tags.map((t) => ({ value: t, label: t }))

  const pickFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    if (!file) return set({ pdf: null })
    // A file past the limit is not read: the form says so.
    set({ pdf: { name: file.name, bytes: file.size, data: file.size > QuizSourceLimits.maxPdfBytes ? "" : await readAsBase64(file) } })
  }

  return (
    <div className="quiz-source">
      <div className="field">
        <label htmlFor={kindId}>{m.makeItFrom}</label>
        <select id={kindId} name="source" value={values.kind} onChange={(e) => onChange({ ...values, kind: e.target.value as SourceKind, value: "" })}>
          {SOURCE_KINDS.filter((kind) => withTopic || kind !== "topic").map((kind) => (
            <option key={kind} value={kind}>
              {m.sourceChoices[kind]}
            </option>
          ))}
        </select>
      </div>
      {listed && error !== null && <ErrorPanel error={error} onRetry={retry} />}
      {listed && error === null && (
        <div className="field">
          <label htmlFor={pickId}>{m.sourceChoices[values.kind]}</label>
          <select id={pickId} name="source-item" value={values.value} onChange={(e) => set({ value: e.target.value })} disabled={choices === null}>
            <option value="">{choices === null ? m.loading : options.length === 0 ? m.nothingHereYet : m.chooseOne}</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      )}
      {values.kind === "text" && (
        <>
          <Field label={m.titleOptional} name="source-title" value={values.title} onChange={(e) => set({ title: e.target.value })} maxLength={120} />
          <div className="field">
            <label htmlFor={pickId}>{m.text}</label>
            <textarea
              id={pickId}
              name="source-text"
              rows={6}
              value={values.value}
              maxLength={QuizSourceLimits.maxPastedText}
              onChange={(e) => set({ value: e.target.value })}
            />
            <small className="field__hint">{m.upToCharacters(QuizSourceLimits.maxPastedText)}</small>
          </div>
        </>
      )}
      {values.kind === "url" && (
        <Field
          label={m.pageAddress}
          name="source-url"
          type="url"
          inputMode="url"
          placeholder={m.addressPlaceholder}
          value={values.value}
          onChange={(e) => set({ value: e.target.value })}
          maxLength={QuizSourceLimits.maxUrlLength}
        />
      )}
      {values.kind === "pdf" && (
        <div className="field">
          <label htmlFor={pickId}>{m.pdfFile}</label>
          <input id={pickId} name="source-pdf" type="file" accept="application/pdf,.pdf" onChange={(e) => void pickFile(e)} />
          <small className="field__hint">{m.upToMegabytes(Math.round(QuizSourceLimits.maxPdfBytes / (1024 * 1024)))}</small>
        </div>
      )}
    </div>
  )
}
