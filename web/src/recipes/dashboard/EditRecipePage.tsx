import "../../content/dashboard/forms.css"

import { useNavigate, useParams } from "react-router-dom"

import * as Messages from "#schemas/messages.ts"
import { recipesApi } from "#web/content/api.ts"
import { useContentMutation, useRecipe } from "#web/content/queries.ts"
import type { RecipeInput } from "#web/content/types.ts"
import { QueryState } from "#web/content/ui/QueryState.tsx"
import { useFocusHeading } from "#web/content/ui/useFocusHeading.ts"
import { withContent } from "#web/content/withContent.tsx"
import { notifySuccess } from "#web/ui/notify.ts"

import { ContentIntro } from "../../content/dashboard/ContentIntro.tsx"
import { RecipeForm, recipeValues } from "./RecipeForm.tsx"

function EditRecipe() {
  const { servername = "" } = useParams()
  useFocusHeading(servername)
  const navigate = useNavigate()
  const recipe = useRecipe(servername)
  const update = useContentMutation("Recipes", ({ id, body }: { id: string; body: RecipeInput }) => recipesApi.update(id, body))
  return (
    <>
      <ContentIntro title="Edit Recipe">Update the ingredients, steps and notes of this recipe.</ContentIntro>
      <QueryState query={recipe} loading="Loading the recipe…">
        {(data) => (
          <>
            <p className="dash-export__links">
              <a className="button button--secondary button--small" href={`/api/dashboard/export/recipes/${encodeURIComponent(data.servername)}`} download>
                Export this recipe (JSON-LD)
              </a>
            </p>
            <RecipeForm
              key={data._id}
              mode="edit"
              initial={recipeValues(data)}
              onSubmit={async (body) => {
                await update.mutateAsync({ id: data._id, body })
                notifySuccess(Messages.recipeUpdated)
                void navigate("/dashboard/recipes")
              }}
            />
          </>
        )}
      </QueryState>
    </>
  )
}

export const EditRecipePage = withContent(EditRecipe)
