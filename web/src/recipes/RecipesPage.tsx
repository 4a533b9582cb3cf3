import "../site-pages/site.css"

import { Link } from "react-router-dom"

import * as Pages from "#schemas/page-messages.ts"
import * as Site from "#schemas/site-messages.ts"

import { useRecipeGroups } from "../content/queries.ts"
import { CategorySections } from "../content/ui/CategorySections.tsx"
import { QueryState } from "../content/ui/QueryState.tsx"
import { useFocusHeading } from "../content/ui/useFocusHeading.ts"
import { withContent } from "../content/withContent.tsx"
import { useMessages } from "../i18n/language.ts"
import { useShoppingList } from "../shopping-list/store.ts"
import { PageIntro } from "../ui/PageIntro.tsx"

function Recipes() {
  useFocusHeading()
  const m = useMessages("site", Site)
  const p = useMessages("pages", Pages)
  const groups = useRecipeGroups()
  const [shopping] = useShoppingList()
  return (
    <section aria-labelledby="recipes-title">
      <PageIntro title={p.recipesTitle} id="recipes-title">
        {p.recipesIntro}
      </PageIntro>
      {shopping.recipes.length > 0 && (
        <p className="recipes__shopping">
          <Link to="/shopping-list">{p.yourShoppingList}</Link>
          {p.shoppingListHas(shopping.recipes.length)}
        </p>
      )}
      <QueryState query={groups} loading={p.loadingRecipes} empty={m.noRecipesYet} isEmpty={(g) => g.length === 0}>
        {(list) => (
          <CategorySections groups={list} prefix="recipes" unit="recipe">
            {(recipes) => (
              <ul className="card-grid">
                {recipes.map((recipe) => (
                  <li key={recipe._id} className="card recipe-card">
                    <h3>
                      <Link to={`/recipes/${encodeURIComponent(recipe.servername)}`}>{recipe.name}</Link>
                    </h3>
                    {recipe.cooktime && <p>{p.cookTimeOf(recipe.cooktime)}</p>}
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
