import { useParams } from "react-router-dom"

import * as Messages from "#schemas/messages.ts"
import { recipesApi } from "#web/content/dashboard/api.ts"
import { useRecipe } from "#web/content/queries.ts"
import type { RecipeInput } from "#web/content/types.ts"
import { withContent } from "#web/content/withContent.tsx"

import { ContentEditPage } from "../../content/dashboard/ContentEditPage.tsx"
import { MakeQuizLink } from "../../quiz-sources/MakeQuizLink.tsx"
import { RecipeForm, recipeValues } from "./RecipeForm.tsx"

const update = ({ id, body }: { id: string; body: RecipeInput }) => recipesApi.update(id, body)

function EditRecipe() {
  const { servername = "" } = useParams()
  return (
    <ContentEditPage
      title="Edit Recipe"
      intro="Update the ingredients, steps and notes of this recipe."
      entryKey={servername}
      query={useRecipe(servername)}
      what="the recipe"
      tag="Recipes"
      update={update}
      saved={Messages.recipeUpdated}
      backTo="/dashboard/recipes"
      form={(recipe, save) => (
        <>
          <p className="dash-export__links">
            <a className="button button--secondary button--small" href={`/api/dashboard/export/recipes/${encodeURIComponent(recipe.servername)}`} download>
              Export this recipe (JSON-LD)
            </a>
            <MakeQuizLink source={{ recipe: recipe._id }} name={recipe.name} />
          </p>
          <RecipeForm key={recipe._id} mode="edit" initial={recipeValues(recipe)} onSubmit={(body) => save({ id: recipe._id, body })} />
        </>
      )}
    />
  )
}

export const EditRecipePage = withContent(EditRecipe)
