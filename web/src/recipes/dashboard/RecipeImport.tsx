import "./recipe-import.css"

import { type FormEvent, useId, useState } from "react"

import type { RecipeImport as ImportAnswer } from "#schemas/api/content/recipe-import.ts"
import * as Dashboard from "#schemas/dashboard-messages.ts"
import type { Words } from "#schemas/i18n/catalogue.ts"
import { reworded } from "#schemas/i18n/reword.ts"
import { ARCHIVE_MAX_BYTES, IMPORT_TEXT_MAX } from "#schemas/recipe-import-limits.ts"
import { sizeText } from "#schemas/size-text.ts"
import { categoriesApi } from "#web/content/dashboard/api.ts"
import type { RecipeInput } from "#web/content/types.ts"
import { request } from "#web/http/client.ts"
import { errorMessage } from "#web/http/errors.ts"
import { useMessages } from "#web/i18n/language.ts"
import { Field, FormError } from "#web/ui/Field.tsx"

import { TextArea } from "../../content/dashboard/TextArea.tsx"

type From = "url" | "jsonld" | "file"

const CHOICES: readonly { readonly value: From; readonly label: "importFromUrl" | "importFromJsonLd" | "importFromFile" }[] = [
  { value: "url", label: "importFromUrl" },
  { value: "jsonld", label: "importFromJsonLd" },
  { value: "file", label: "importFromFile" },
]

type DashboardWords = Words<typeof Dashboard>

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
const fileProblem = (file: File | null, m: DashboardWords): string | null => {
  if (file === null) return m.chooseRecipeFile
  if (isZip(file)) return file.size > ARCHIVE_MAX_BYTES ? m.recipeImportArchiveTooLarge(sizeText(ARCHIVE_MAX_BYTES)) : null
  return file.size > IMPORT_TEXT_MAX ? m.fieldTooLong(m.theFile, IMPORT_TEXT_MAX) : null
}

/** The page's category when the site has one of that name (any case); otherwise the owner picks one. */
const withKnownCategory = async (recipe: RecipeInput, m: DashboardWords): Promise<{ recipe: RecipeInput; notice?: string }> => {
  if (recipe.category === "") return { recipe }
  const known = await categoriesApi.list("recipe").catch(() => [] as string[])
  const match = known.find((c) => c.trim().toLowerCase() === recipe.category.trim().toLowerCase())
  if (match !== undefined) return { recipe: { ...recipe, category: match } }
  return { recipe: { ...recipe, category: "" }, notice: m.pageCategory(recipe.category) }
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
  const m = useMessages("dashboard", Dashboard)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    setDone(null)
    const text = from === "url" ? url.trim() : jsonld.trim()
    const problem = from === "file" ? fileProblem(file, m) : text === "" ? (from === "url" ? m.fetchAddressInvalid : m.recipeImportJsonInvalid) : null
    if (problem !== null) return setError(problem)
    setBusy(true)
    try {
      const answer = from === "file" && file !== null ? await sendFile(file) : await send(from, text)
      const { recipe, notice } = await withKnownCategory(answer.recipe as RecipeInput, m)
      onImported(recipe)
      // The server's notices (an image left out, the first of several recipes) come in its English.
      setDone([...answer.notices.map((said) => reworded(Dashboard, m, said)), ...(notice ? [notice] : [])])
    } catch (e) {
      setError(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <details className="card recipe-import" open={open || undefined}>
      <summary>{m.importARecipe}</summary>
      <form className="form content-form" onSubmit={submit} aria-busy={busy}>
        <p className="field__hint">{m.importIntro}</p>
        <fieldset className="form-group">
          <legend>{m.importFrom}</legend>
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
                {m[choice.label]}
              </label>
            ))}
          </div>
        </fieldset>
        {from === "url" && (
          <Field
            label={m.recipeAddress}
            name="import-url"
            type="url"
            inputMode="url"
            placeholder={m.addressPlaceholder}
            hint={m.recipeAddressHint}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
        )}
        {from === "jsonld" && (
          <TextArea label={m.jsonLd} name="import-jsonld" rows={6} hint={m.jsonLdHint} value={jsonld} onChange={(e) => setJsonld(e.target.value)} />
        )}
        {from === "file" && (
          <div className="field">
            <label htmlFor={`${name}-file`}>{m.recipeFile}</label>
            <input
              id={`${name}-file`}
              type="file"
              accept=".json,.zip,application/json,application/zip"
              aria-describedby={`${name}-file-hint`}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
            <small id={`${name}-file-hint`} className="field__hint">
              {m.recipeFileHint}
            </small>
          </div>
        )}
        <FormError message={error} />
        {done !== null && (
          <div role="status" className="recipe-import__done">
            <p>{m.recipeImported}</p>
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
            {busy ? m.importing : m.importWord}
          </button>
        </div>
      </form>
    </details>
  )
}
