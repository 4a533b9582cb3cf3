import "../content/dashboard/forms.css"

import { useQueryClient } from "@tanstack/react-query"
import { type FormEvent, useId, useState } from "react"

import * as Dashboard from "#schemas/dashboard-messages.ts"
import * as Pages from "#schemas/page-messages.ts"
import { flattenGroups } from "#web/content/categories.ts"
import { categoriesApi, photosApi, recipesApi, videosApi } from "#web/content/dashboard/api.ts"
import { useAllPhotos, useCategories, useRecipeGroups, useVideoGroups } from "#web/content/queries.ts"
import type { CategoryKind } from "#web/content/types.ts"
import { QueryState } from "#web/content/ui/QueryState.tsx"
import { useFocusHeading } from "#web/content/ui/useFocusHeading.ts"
import { withContent } from "#web/content/withContent.tsx"
import { errorMessage } from "#web/http/errors.ts"
import { useMessages } from "#web/i18n/language.ts"
import { notifyError, notifySuccess } from "#web/ui/notify.ts"

import { ContentIntro } from "../content/dashboard/ContentIntro.tsx"
import { renamedList } from "./categoryEdits.ts"

/** Each kind's entries, as far as renaming a category needs them: their category and how to save a new one. */
interface Carrier {
  category: string
  move: (category: string) => Promise<unknown>
}

function useCarriers(kind: CategoryKind): { loading: boolean; carriers: Carrier[] } {
  const videos = useVideoGroups()
  const photos = useAllPhotos()
  const recipes = useRecipeGroups()
  if (kind === "video") {
    return {
      loading: videos.isPending,
      carriers: flattenGroups(videos.data ?? []).map((v) => ({ category: v.category, move: (category) => videosApi.update({ ...v, category }) })),
    }
  }
  if (kind === "photo") {
    return {
      loading: photos.isPending,
      carriers: (photos.data ?? []).map((p) => ({
        category: p.category,
        move: (category) => photosApi.update({ _id: p._id, title: p.title, category, description: p.description, image: p.image }),
      })),
    }
  }
  return {
    loading: recipes.isPending,
    carriers: flattenGroups(recipes.data ?? []).map(({ _id, servername: _s, ...r }) => ({
      category: r.category,
      move: (category) => recipesApi.update(_id, { ...r, category }),
    })),
  }
}

/** Each kind's words: its section's title, its entries' plural, and their count (the public pages' own). */
interface Kind {
  readonly kind: CategoryKind
  readonly title: "recipeCategories" | "videoCategories" | "photoCategories"
  readonly plural: "recipesPlural" | "videosPlural" | "photosPlural"
  readonly count: "recipeCount" | "videoCount" | "photoCount"
}

const kinds: readonly Kind[] = [
  { kind: "recipe", title: "recipeCategories", plural: "recipesPlural", count: "recipeCount" },
  { kind: "video", title: "videoCategories", plural: "videosPlural", count: "videoCount" },
  { kind: "photo", title: "photoCategories", plural: "photosPlural", count: "photoCount" },
]

/** One category: its name and use, a rename box and a delete button (only while nothing carries it). */
function CategoryRow({ kind, name, list, carriers, words }: { kind: CategoryKind; name: string; list: readonly string[]; carriers: Carrier[]; words: Kind }) {
  const m = useMessages("dashboard", Dashboard)
  const pages = useMessages("pages", Pages)
  const client = useQueryClient()
  const inputId = useId()
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState(name)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const using = carriers.filter((c) => c.category === name)
  const refresh = () => {
    void client.invalidateQueries({ queryKey: ["Categories", kind] })
    void client.invalidateQueries({ queryKey: [kind === "photo" ? "Gallery" : kind === "video" ? "Videos" : "Recipes"] })
  }

  const rename = async (event: FormEvent) => {
    event.preventDefault()
    const next = renamedList(list, name, draft)
    if (!next.ok) return setProblem(next.reason === "exists" ? m.categoryExists : m.enterName)
    if (next.name === name) return setEditing(false)
    setBusy(true)
    setProblem(null)
    try {
      await categoriesApi.replace(kind, next.list)
      // The entries carry the category's name: each moves to the new one, so the public pages group them anew.
      for (const carrier of using) await carrier.move(next.name)
      notifySuccess(m.renamed(name, next.name))
      setEditing(false)
    } catch (error) {
      setProblem(errorMessage(error))
    } finally {
      setBusy(false)
      refresh()
    }
  }

  const remove = async () => {
    setBusy(true)
    try {
      await categoriesApi.remove(kind, name)
      notifySuccess(m.categoryDeleted(name))
    } catch (error) {
      notifyError(error)
    } finally {
      setBusy(false)
      refresh()
    }
  }

  const count = pages[words.count](using.length)
  return (
    <li className="category-row">
      {editing ? (
        <form className="category-row__rename" onSubmit={rename} aria-label={m.renameName(name)}>
          <div className="field">
            <label htmlFor={inputId}>{m.newNameFor(name)}</label>
            <input
              id={inputId}
              value={draft}
              autoFocus
              autoComplete="off"
              aria-invalid={problem !== null}
              aria-describedby={problem ? `${inputId}-problem` : undefined}
              onChange={(e) => {
                setDraft(e.target.value)
                setProblem(null)
              }}
              onKeyDown={(e) => {
                if (e.key === "Escape") {
                  setEditing(false)
                  setDraft(name)
                }
              }}
            />
            {problem && (
              <p id={`${inputId}-problem`} className="form-error" role="alert">
                {problem}
              </p>
            )}
          </div>
          <div className="button-row">
            <button type="submit" className="button button--small" disabled={busy}>
              {m.save}
            </button>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => {
                setEditing(false)
                setDraft(name)
                setProblem(null)
              }}
            >
              {m.cancel}
            </button>
          </div>
        </form>
      ) : (
        <>
          <span className="category-row__name">{name}</span>
          <span className="category-row__count">{count}</span>
          <div className="button-row">
            <button type="button" className="button button--secondary button--small" aria-label={m.renameName(name)} onClick={() => setEditing(true)}>
              {m.rename}
            </button>
            <button
              type="button"
              className="button button--danger button--small"
              aria-label={m.deleteName(name)}
              disabled={busy || using.length > 0}
              aria-describedby={using.length > 0 ? `${inputId}-in-use` : undefined}
              onClick={() => void remove()}
            >
              {m.deleteWord}
            </button>
          </div>
          {using.length > 0 && (
            <small id={`${inputId}-in-use`} className="field__hint category-row__hint">
              {m.inUse(m[words.plural])}
            </small>
          )}
        </>
      )}
    </li>
  )
}

function KindSection({ words }: { words: Kind }) {
  const { kind } = words
  const m = useMessages("dashboard", Dashboard)
  const categories = useCategories(kind)
  const { carriers } = useCarriers(kind)
  const headingId = `categories-${kind}`
  return (
    <section className="card category-kind" aria-labelledby={headingId}>
      <h2 id={headingId}>{m[words.title]}</h2>
      <QueryState query={categories} loading={m.loadingCategories} empty={m.noCategoriesYet} isEmpty={(l) => l.length === 0}>
        {(list) => (
          <ul className="category-rows">
            {list.map((name) => (
              <CategoryRow key={name} kind={kind} name={name} list={list} carriers={carriers} words={words} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  )
}

/** The category lists of recipes, videos and photos: rename (the entries follow) or delete an unused one. */
function Categories() {
  useFocusHeading()
  const m = useMessages("dashboard", Dashboard)
  return (
    <>
      <ContentIntro title={m.navCategories}>{m.categoriesIntro}</ContentIntro>
      <div className="category-kinds">
        {kinds.map((k) => (
          <KindSection key={k.kind} words={k} />
        ))}
      </div>
    </>
  )
}

export const CategoriesPage = withContent(Categories)
