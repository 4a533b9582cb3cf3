import { Link } from "react-router-dom"

import * as Pages from "#schemas/page-messages.ts"
import { recipeUrl } from "#schemas/site-urls.ts"
import { useRelatedRecipes } from "#web/content/queries.ts"
import type { Recipe } from "#web/content/types.ts"
import { useMessages } from "#web/i18n/language.ts"

/**
 * At the end of a recipe: the next ones of its category (schemas/related-content.ts), given with the page by the
 * server; after a move within the site they are read beside the recipe. Nothing while they load or fail.
 */
export function RelatedRecipes({ recipe }: { recipe: Recipe }) {
  const m = useMessages("pages", Pages)
  const related = useRelatedRecipes(recipe.servername).data ?? []
  if (related.length === 0) return null
  return (
    <aside className="related no-print" aria-labelledby="related-heading">
      <h2 id="related-heading">{m.moreRecipesOf(recipe.category.trim())}</h2>
      <ul className="related__list">
        {related.map((r) => (
          <li key={r._id} className="related__item card">
            <Link to={recipeUrl(r.servername)}>{r.name}</Link>
            {r.cooktime.trim() !== "" && <span>{r.cooktime}</span>}
          </li>
        ))}
      </ul>
    </aside>
  )
}
