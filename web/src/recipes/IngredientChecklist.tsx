import { Html } from "#web/content/ui/Html.tsx"

import type { IngredientGroup } from "./cookSteps.ts"
import { scaleIngredient } from "./scale.ts"
import type { TickedIngredients } from "./useTickedIngredients.ts"

/** One ingredient list, scaled by `factor`; each line is a checkbox the cook ticks off (struck through). */
export function IngredientChecklist({ group, factor, ticks }: { group: IngredientGroup; factor: number; ticks: TickedIngredients }) {
  return (
    <ul className="recipe__list recipe__ingredients">
      {group.items.map((entry, i) => {
        const key = `${group.key}:${i}`
        const ticked = ticks.ticked.has(key)
        return (
          <li key={key} className={ticked ? "is-ticked" : undefined}>
            <label className="recipe__tick">
              <input type="checkbox" checked={ticked} onChange={(event) => ticks.toggle(key, event.target.checked)} />
              <Html as="span" html={scaleIngredient(entry, factor)} />
            </label>
          </li>
        )
      })}
    </ul>
  )
}
