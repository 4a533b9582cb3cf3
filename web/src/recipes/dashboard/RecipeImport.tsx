import "./recipe-import.css"

import { type FormEvent, useId, useState } from "react"

import type { RecipeImport as ImportAnswer } from "#schemas/api/content/recipe-import.ts"
import * as Messages from "#schemas/messages.ts"
import { ARCHIVE_MAX_BYTES, IMPORT_TEXT_MAX } from "#schemas/recipe-import-limits.ts"
import { categoriesApi } from "#web/content/dashboard/api.ts"
import type { RecipeInput } from "#web/content/types.ts"
import { request } from "#web/http/client.ts"
import { errorMessage } from "#web/http/errors.ts"
import { Field, FormError } from "#web/ui/Field.tsx"

import { TextArea } from "../../content/dashboard/TextArea.tsx"

type From = "url" | "jsonld" | "file"

const CHOICES: readonly { readonly value: From; readonly label: string }[] = [
  { value: "url", label: "A web address" },
  { value: "jsonld", label: "Pasted JSON-LD" },
  { value: "file", label: "A Mealie or Tandoor file" },
]

const send = (from: From, text: string) =>
  request<ImportAnswer>(`/recipe/import/${from}`, {
    method: "POST",
    body: from === "url" ? { url: text } : from === "jsonld" ? { jsonld: text } : { file: text },
  })

const isZip = (file: File) => /\.zip$/i.test(file.name) || file.type === "application/zip" || file.type === "application/x-zip-compressed"

/** A file's bytes as base64, in slices so a large file does not overflow the call stack. */
const base64Of = async (file: File): Promise<string> => {
  const bytes = new Uint8Array(await file.arrayBuffer())
  let binary = ""
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

/** A recipe file: an export archive (zip) as base64, a JSON file as its text. */
const sendFile = async (file: File): Promise<ImportAnswer> =>
  isZip(file) ? request<ImportAnswer>("/recipe/import/archive", { method: "POST", body: { archive: await base64Of(file) } }) : send("file", await file.text())

/** Why a chosen file cannot be sent, or null. */
const fileProblem = (file: File | null): string | null => {
  if (file === null) return "Please choose a recipe file (JSON or zip) to import."
  if (isZip(file)) return file.size > ARCHIVE_MAX_BYTES ? Messages.recipeImportArchiveTooLarge(ARCHIVE_MAX_BYTES) : null
  return file.size > IMPORT_TEXT_MAX ? Messages.fieldTooLong("The file", IMPORT_TEXT_MAX) : null
}

/** The page's category when the site has one of that name (any case); otherwise the owner picks one. */
const withKnownCategory = async (recipe: RecipeInput): Promise<{ recipe: RecipeInput; notice?: string }> => {
  if (recipe.category === "") return { recipe }
  const known = await categoriesApi.list("recipe").catch(() => [] as string[])
  const match = known.find((c) => c.trim().toLowerCase() === recipe.category.trim().toLowerCase())
  if (match !== undefined) return { recipe: { ...recipe, category: match } }
  return { recipe: { ...recipe, category: "" }, notice: `The page files it under "${recipe.category}": choose a category, or add it as a new one.` }
}

/**
 * Import on the Add Recipe page: a web address, pasted JSON-LD or a recipe manager's file, read by the server
 * into the recipe form below, for the owner to correct before saving. Nothing is saved here.
 */
export function RecipeImport({ open, onImported }: { open: boolean; onImported: (recipe: RecipeInput) => void }) {
  const [from, setFrom] = useState<From>("url")
  const [url, setUrl] = useState("")
  const [jsonld, setJsonld] = useState("")
  const [file, setFile] = useState<File | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<readonly string[] | null>(null)
  const name = useId()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    setDone(null)
    const text = from === "url" ? url.trim() : jsonld.trim()
    const problem =
      from === "file" ? fileProblem(file) : text === "" ? (from === "url" ? Messages.fetchAddressInvalid : Messages.recipeImportJsonInvalid) : null
    if (problem !== null) return setError(problem)
    setBusy(true)
    try {
      const answer = from === "file" && file !== null ? await sendFile(file) : await send(from, text)
      const { recipe, notice } = await withKnownCategory(answer.recipe as RecipeInput)
      onImported(recipe)
      setDone([...answer.notices, ...(notice ? [notice] : [])])
    } catch (e) {
      setError(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <details className="card recipe-import" open={open || undefined}>
      <summary>Import a recipe</summary>
      <form className="form content-form" onSubmit={submit} aria-busy={busy}>
        <p className="field__hint">Read a recipe from another site or a recipe manager into the form below. Check it before saving: nothing is saved yet.</p>
        <fieldset className="form-group">
          <legend>Import from</legend>
          <div className="choice-list">
            {CHOICES.map((choice) => (
              <label key={choice.value} className="choice">
                <input
                  type="radio"
                  name={name}
                  value={choice.value}
                  checked={from === choice.value}
                  onChange={() => {
                    setFrom(choice.value)
                    setError(null)
                  }}
                />
                {choice.label}
              </label>
            ))}
          </div>
        </fieldset>
        {from === "url" && (
          <Field
            label="Recipe web address"
            name="import-url"
            type="url"
            inputMode="url"
            placeholder="https://…"
            hint="The page's recipe data is read; a page without any is read by the AI provider, if one is set up."
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
        )}
        {from === "jsonld" && (
          <TextArea
            label="JSON-LD"
            name="import-jsonld"
            rows={6}
            hint={'The contents of a page\'s <script type="application/ld+json"> block.'}
            value={jsonld}
            onChange={(e) => setJsonld(e.target.value)}
          />
        )}
        {from === "file" && (
          <div className="field">
            <label htmlFor={`${name}-file`}>Recipe file</label>
            <input
              id={`${name}-file`}
              type="file"
              accept=".json,.zip,application/json,application/zip"
              aria-describedby={`${name}-file-hint`}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
            <small id={`${name}-file-hint`} className="field__hint">
              A recipe downloaded from Mealie (its zip or JSON), or a Tandoor export (zip); from a file of several recipes, the first is imported.
            </small>
          </div>
        )}
        <FormError message={error} />
        {done !== null && (
          <div role="status" className="recipe-import__done">
            <p>{Messages.recipeImported}</p>
            {done.length > 0 && (
              <ul>
                {done.map((notice) => (
                  <li key={notice}>{notice}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        <div className="button-row">
          <button type="submit" className="button button--sage" disabled={busy}>
            {busy ? "Importing…" : "Import"}
          </button>
        </div>
      </form>
    </details>
  )
}
