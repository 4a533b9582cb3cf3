import "../../content/dashboard/forms.css"

import { useState } from "react"
import { useNavigate, useSearchParams } from "react-router-dom"

import * as Dashboard from "#schemas/dashboard-messages.ts"
import { recipesApi } from "#web/content/dashboard/api.ts"
import { useContentMutation } from "#web/content/dashboard/mutations.ts"
import type { RecipeInput } from "#web/content/types.ts"
import { useFocusHeading } from "#web/content/ui/useFocusHeading.ts"
import { withContent } from "#web/content/withContent.tsx"
import { useMessages } from "#web/i18n/language.ts"
import { notifySuccess } from "#web/ui/notify.ts"

import { ContentIntro } from "../../content/dashboard/ContentIntro.tsx"
import { emptyRecipe, RecipeForm } from "./RecipeForm.tsx"
import { RecipeImport } from "./RecipeImport.tsx"

function AddRecipe() {
  useFocusHeading()
  const navigate = useNavigate()
  const m = useMessages("dashboard", Dashboard)
  const create = useContentMutation("Recipes", recipesApi.create)
  const [params] = useSearchParams()
  // Each import fills a fresh form with what was read.
  const [imported, setImported] = useState<{ recipe: RecipeInput; count: number } | null>(null)
  return (
    <>
      <ContentIntro title={m.addRecipe}>{m.addRecipeIntro}</ContentIntro>
      <RecipeImport open={params.has("import")} onImported={(recipe) => setImported((last) => ({ recipe, count: (last?.count ?? 0) + 1 }))} />
      <RecipeForm
        key={imported?.count ?? 0}
        mode="add"
        correcting={imported !== null}
        initial={imported?.recipe ?? emptyRecipe}
        onSubmit={async (values) => {
          await create.mutateAsync(values)
          notifySuccess(m.recipeAdded)
          void navigate("/dashboard/recipes")
        }}
      />
    </>
  )
}

export const AddRecipePage = withContent(AddRecipe)
