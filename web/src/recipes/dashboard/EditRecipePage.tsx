import { useParams } from "react-router-dom"

import * as Dashboard from "#schemas/dashboard-messages.ts"
import { recipesApi } from "#web/content/dashboard/api.ts"
import { useRecipe } from "#web/content/queries.ts"
import type { RecipeInput } from "#web/content/types.ts"
import { withContent } from "#web/content/withContent.tsx"
import { useMessages } from "#web/i18n/language.ts"

import { ContentEditPage } from "../../content/dashboard/ContentEditPage.tsx"
import { MakeQuizLink } from "../../quiz-sources/MakeQuizLink.tsx"
import { RecipeForm, recipeValues } from "./RecipeForm.tsx"

const update = ({ id, body }: { id: string; body: RecipeInput }) => recipesApi.update(id, body)

function EditRecipe() {
  const { servername = "" } = useParams()
  const m = useMessages("dashboard", Dashboard)
  return (
    <ContentEditPage
      title={m.editRecipe}
      intro={m.editRecipeIntro}
      entryKey={servername}
      query={useRecipe(servername)}
      what={m.theRecipe}
      tag="Recipes"
      update={update}
      saved={m.recipeUpdated}
      backTo="/dashboard/recipes"
      form={(recipe, save) => (
        <>
          <p className="dash-export__links">
            <a className="button button--secondary button--small" href={`/api/dashboard/export/recipes/${encodeURIComponent(recipe.servername)}`} download>
              {m.exportRecipe}
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
