import "../../content/dashboard/forms.css"

import { Link } from "react-router-dom"

import * as Dashboard from "#schemas/dashboard-messages.ts"
import { recipesApi, restoreEntry } from "#web/content/dashboard/api.ts"
import { useRecipeGroups } from "#web/content/queries.ts"
import { CategorySections } from "#web/content/ui/CategorySections.tsx"
import { QueryState } from "#web/content/ui/QueryState.tsx"
import { useFocusHeading } from "#web/content/ui/useFocusHeading.ts"
import { withContent } from "#web/content/withContent.tsx"
import { useMessages } from "#web/i18n/language.ts"

import { ContentIntro } from "../../content/dashboard/ContentIntro.tsx"
import { useDelete } from "../../content/dashboard/useDelete.tsx"
import { MakeQuizLink } from "../../quiz-sources/MakeQuizLink.tsx"

function Recipes() {
  useFocusHeading()
  const groups = useRecipeGroups()
  const m = useMessages("dashboard", Dashboard)
  const remove = useDelete("Recipes", recipesApi.remove, restoreEntry.recipe, m.deleteRecipe, m.recipeDeleted)
  return (
    <>
      <ContentIntro title={m.recipesTitle} action={{ to: "/dashboard/recipes/addrecipe", label: m.addRecipe }}>
        {m.recipesIntro}
      </ContentIntro>
      <p className="dash-export__links">
        <Link className="button button--secondary button--small" to="/dashboard/recipes/addrecipe?import">
          {m.importARecipe}
        </Link>
      </p>
      <QueryState query={groups} loading={m.loadingRecipes} empty={m.noRecipesYet} isEmpty={(g) => g.length === 0}>
        {(list) => (
          <CategorySections groups={list} prefix="dash-recipes" unit="recipe">
            {(recipes) => (
              <ul className="dash-recipe-list">
                {recipes.map((recipe) => (
                  <li key={recipe._id}>
                    <Link to={`/dashboard/recipes/edit/${encodeURIComponent(recipe.servername)}`}>{recipe.name}</Link>
                    <div className="row-actions">
                      <MakeQuizLink source={{ recipe: recipe._id }} name={recipe.name} />
                      <button
                        type="button"
                        className="button button--danger button--small"
                        aria-label={m.deleteName(recipe.name)}
                        disabled={remove.pendingId === recipe._id}
                        onClick={() => void remove.run({ id: recipe._id, name: recipe.name, entry: recipe })}
                      >
                        {m.deleteWord}
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </CategorySections>
        )}
      </QueryState>
      {remove.dialog}
    </>
  )
}

export const DashboardRecipesPage = withContent(Recipes)
