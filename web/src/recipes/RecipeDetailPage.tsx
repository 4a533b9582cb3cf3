import "../site-pages/site.css"
import "./recipe.css"

import { useEffect, useId, useRef, useState } from "react"
import { Link, useParams } from "react-router-dom"

import * as Pages from "#schemas/page-messages.ts"
import { recipeUrl } from "#schemas/site-urls.ts"

import { usePageTitle } from "../app/pageTitle.ts"
import { useRecipe } from "../content/queries.ts"
import { OwnerEditLink } from "../content/ui/OwnerEditLink.tsx"
import { QueryState } from "../content/ui/QueryState.tsx"
import { useFocusHeading } from "../content/ui/useFocusHeading.ts"
import { withContent } from "../content/withContent.tsx"
import { useMessages } from "../i18n/language.ts"
import { SavedRecipeNotice } from "../offline/SavedRecipeNotice.tsx"
import { PageIntro } from "../ui/PageIntro.tsx"
import { RecipeView } from "./RecipeView.tsx"
import { RelatedRecipes } from "./RelatedRecipes.tsx"
import { useWakeLock } from "./useWakeLock.ts"

/** docs/product.md §9: the print helper waits 500 ms (letting lazy images start) before opening the print dialog. */
const PRINT_DELAY_MS = 500

/** Turns a recipe's servername slug back into a readable title while the recipe loads. */
function titleFromSlug(slug: string): string {
  return slug.replace(/_/g, " ").replace(/\b\w/g, (c) => c.toUpperCase())
}

function PrintButton() {
  const m = useMessages("pages", Pages)
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])
  return (
    <button
      type="button"
      className="button button--secondary no-print"
      onClick={() => {
        window.clearTimeout(timer.current)
        timer.current = window.setTimeout(() => window.print(), PRINT_DELAY_MS)
      }}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="18"
        height="18"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M6 9V2h12v7M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
        <path d="M6 14h12v8H6z" />
      </svg>
      {m.printRecipe}
    </button>
  )
}

function RecipeDetail() {
  const { servername = "" } = useParams()
  useFocusHeading(servername)
  useWakeLock()
  const m = useMessages("pages", Pages)
  const recipe = useRecipe(servername)
  usePageTitle(recipe.data?.name ?? null)
  // Printing the photos is the cook's choice, off at first: without them a recipe takes less paper and ink.
  const [printPhotos, setPrintPhotos] = useState(false)
  const photosId = useId()
  const hasPhotos = (recipe.data?.images.length ?? 0) > 0
  // Opened once, the recipe and its photos stay readable on this device with the network off.
  const article = useRef<HTMLElement>(null)
  return (
    <article ref={article} className={printPhotos ? "recipe-detail" : "recipe-detail recipe-detail--print-no-photos"} aria-labelledby="recipe-title">
      {recipe.data && <SavedRecipeNotice page={recipeUrl(servername)} recipe={recipe.data} root={article} />}
      <div className="recipe-detail__tools no-print">
        <Link to="/recipes">{m.backToRecipes}</Link>
        {recipe.data && <OwnerEditLink to={`/dashboard/recipes/edit/${recipe.data.servername}`} label={m.editThisRecipe} />}
        <div className="recipe-detail__print">
          {hasPhotos && (
            <label className="recipe-detail__photos" htmlFor={photosId}>
              <input id={photosId} type="checkbox" checked={printPhotos} onChange={(e) => setPrintPhotos(e.target.checked)} />
              {m.printThePhotos}
            </label>
          )}
          <PrintButton />
        </div>
      </div>
      <PageIntro title={recipe.data?.name ?? titleFromSlug(servername)} id="recipe-title" />
      <QueryState query={recipe} loading={m.loadingTheRecipe}>
        {/* A new recipe (or a new servings count) starts afresh: its own portion, ticks and cook mode. */}
        {(data) => (
          <>
            <RecipeView key={`${data._id}:${data.servings ?? ""}`} recipe={data} />
            <RelatedRecipes recipe={data} />
          </>
        )}
      </QueryState>
    </article>
  )
}

export const RecipeDetailPage = withContent(RecipeDetail)
