import "./offline.css"

import type { RefObject } from "react"

import * as Pages from "#schemas/page-messages.ts"
import { useMessages } from "#web/i18n/language.ts"

import { useKeepRecipe, useSavedCopy } from "./useSavedRecipe.ts"

interface SavedRecipeNoticeProps {
  /** The recipe page's address, as the worker keeps it. */
  readonly page: string
  /** The recipe shown (kept once it has rendered, again when it changes). */
  readonly recipe: unknown
  /** The element holding the recipe's photos. */
  readonly root: RefObject<HTMLElement | null>
}

/**
 * Above a recipe: that it is a saved copy and why, or (quietly) that this device keeps it for offline use. Its own
 * component, so what it learns after hydration re-renders it alone, not the recipe.
 */
export function SavedRecipeNotice({ page, recipe, root }: SavedRecipeNoticeProps) {
  const m = useMessages("pages", Pages)
  const kept = useKeepRecipe(page, recipe, root)
  const savedCopy = useSavedCopy(page)
  if (savedCopy)
    return (
      <p className="saved-copy no-print" role="status">
        {savedCopy === "offline" ? m.offlineSavedCopy : m.unreachableSavedCopy}
      </p>
    )
  return (
    <p className="saved-offline no-print" role="status">
      {kept ? m.recipeSavedOffline : ""}
    </p>
  )
}
