import "../site-pages/site.css"

import { Link } from "react-router-dom"

import { useRecipeGroups } from "../content/queries.ts"
import { CategorySections } from "../content/ui/CategorySections.tsx"
import { QueryState } from "../content/ui/QueryState.tsx"
import { useFocusHeading } from "../content/ui/useFocusHeading.ts"
import { withContent } from "../content/withContent.tsx"
import { useShoppingList } from "../shopping-list/store.ts"
import { PageIntro } from "../ui/PageIntro.tsx"

function Recipes() {
  useFocusHeading()
  const groups = useRecipeGroups()
  const [shopping] = useShoppingList()
  return (
    <section aria-labelledby="recipes-title">
      <PageIntro title="Recipes" id="recipes-title">
        Recipes from our kitchen, grouped by category, built around what the garden and the pantry provide.
      </PageIntro>
      {shopping.recipes.length > 0 && (
        <p className="recipes__shopping">
          <Link to="/shopping-list">Your shopping list</Link> has the ingredients of {shopping.recipes.length}{" "}
          {shopping.recipes.length === 1 ? "recipe" : "recipes"}.
        </p>
      )}
      <QueryState query={groups} loading="Loading recipes…" empty="No recipes yet" isEmpty={(g) => g.length === 0}>
        {(list) => (
          <CategorySections groups={list} prefix="recipes" unit="recipe">
            {(recipes) => (
              <ul className="card-grid">
                {recipes.map((recipe) => (
                  <li key={recipe._id} className="card recipe-card">
                    <h3>
                      <Link to={`/recipes/${encodeURIComponent(recipe.servername)}`}>{recipe.name}</Link>
                    </h3>
                    {recipe.cooktime && <p>Cook time: {recipe.cooktime}</p>}
                  </li>
                ))}
              </ul>
            )}
          </CategorySections>
        )}
      </QueryState>
    </section>
  )
}

export const RecipesPage = withContent(Recipes)
