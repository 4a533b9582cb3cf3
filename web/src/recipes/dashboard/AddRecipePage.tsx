import "../../content/dashboard/forms.css"

import { useNavigate } from "react-router-dom"

import * as Messages from "#schemas/messages.ts"
import { recipesApi } from "#web/content/api.ts"
import { useContentMutation } from "#web/content/queries.ts"
import { useFocusHeading } from "#web/content/ui/useFocusHeading.ts"
import { withContent } from "#web/content/withContent.tsx"
import { notifySuccess } from "#web/ui/notify.ts"

import { ContentIntro } from "../../content/dashboard/ContentIntro.tsx"
import { emptyRecipe, RecipeForm } from "./RecipeForm.tsx"

function AddRecipe() {
  useFocusHeading()
  const navigate = useNavigate()
  const create = useContentMutation("Recipes", recipesApi.create)
  return (
    <>
      <ContentIntro title="Add Recipe">Write up a recipe with its ingredients, method, notes, images and source.</ContentIntro>
      <RecipeForm
        mode="add"
        initial={emptyRecipe}
        onSubmit={async (values) => {
          await create.mutateAsync(values)
          notifySuccess(Messages.recipeAdded)
          void navigate("/dashboard/recipes")
        }}
      />
    </>
  )
}

export const AddRecipePage = withContent(AddRecipe)
