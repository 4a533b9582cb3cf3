import { useMemo, useRef, useState } from "react"

import { RECIPE_HERO_SIZES } from "#schemas/media-srcset.ts"
import * as Pages from "#schemas/page-messages.ts"
import type { Recipe } from "#web/content/types.ts"
import { Html } from "#web/content/ui/Html.tsx"
import { ImageStrip, MediaImage } from "#web/content/ui/MediaImage.tsx"
import { VideoPlayer } from "#web/content/ui/VideoPlayer.tsx"
import { useMessages } from "#web/i18n/language.ts"
import { AddToShoppingList } from "#web/shopping-list/AddToShoppingList.tsx"

import { CookMode } from "./CookMode.tsx"
import { cookSteps, type IngredientGroup, ingredientGroups } from "./cookSteps.ts"
import { IngredientChecklist } from "./IngredientChecklist.tsx"
import { initialPortion, type Portion, portionFactor, portionLabel, scaleNote } from "./portions.ts"
import { PrintedFrom } from "./PrintedFrom.tsx"
import { scaleIngredient } from "./scale.ts"
import { ServingsControl } from "./ServingsControl.tsx"
import { type TickedIngredients, useTickedIngredients } from "./useTickedIngredients.ts"

function Entries({ items, ordered }: { items: readonly string[]; ordered?: boolean }) {
  const List = ordered ? "ol" : "ul"
  return (
    <List className="recipe__list">
      {items.map((entry, i) => (
        <Html key={i} as="li" html={entry} />
      ))}
    </List>
  )
}

const isLink = (text: string) => /^https?:\/\//i.test(text.trim())

/**
 * The recipe's first photo, across the top: the space is held before it loads, and it is fetched first (the
 * served head already asks for it, with the same candidates and sizes).
 */
function RecipeHero({ src, alt }: { src: string; alt: string }) {
  return (
    <figure className="recipe__hero">
      <MediaImage src={src} alt={alt} className="recipe__hero-img" sizes={RECIPE_HERO_SIZES} priority />
    </figure>
  )
}

function Facts({ recipe, portion }: { recipe: Recipe; portion: Portion }) {
  const m = useMessages("pages", Pages)
  const amount = portion.kind === "servings" ? String(portion.value) : portion.value !== 1 ? portionLabel(portion) : undefined
  return (
    <dl className="recipe__facts">
      {recipe.category && (
        <div>
          <dt>{m.category}</dt>
          <dd>{recipe.category}</dd>
        </div>
      )}
      {recipe.cooktime && (
        <div>
          <dt>{m.cookTime}</dt>
          <dd>{recipe.cooktime}</dd>
        </div>
      )}
      {recipe.baketemp && (
        <div>
          <dt>{m.oven}</dt>
          <dd>{recipe.baketemp}</dd>
        </div>
      )}
      {amount && (
        <div>
          <dt>{portion.kind === "servings" ? m.servings : m.makes}</dt>
          <dd>{amount}</dd>
        </div>
      )}
    </dl>
  )
}

interface IngredientsProps {
  recipe: Recipe
  groups: readonly IngredientGroup[]
  factor: number
  ticks: TickedIngredients
}

/** Each sub-recipe with its ingredients and method, then the recipe's own ingredients (if any). */
function Ingredients({ recipe, groups, factor, ticks }: IngredientsProps) {
  const m = useMessages("pages", Pages)
  return (
    <>
      {groups.map((group, i) => {
        const sub = group.key === "main" ? undefined : recipe.subrecipes[i]
        if (sub)
          return (
            <section key={group.key} className="recipe__section recipe__sub" aria-label={sub.name}>
              <h2>{sub.name}</h2>
              <h3>{m.ingredients}</h3>
              <IngredientChecklist group={group} factor={factor} ticks={ticks} />
              {sub.method.length > 0 && (
                <>
                  <h3>{m.method}</h3>
                  <Entries items={sub.method} ordered />
                </>
              )}
            </section>
          )
        return (
          <section key={group.key} className="recipe__section" aria-labelledby="recipe-ingredients">
            <h2 id="recipe-ingredients">{m.ingredients}</h2>
            <IngredientChecklist group={group} factor={factor} ticks={ticks} />
          </section>
        )
      })}
    </>
  )
}

/** The body of a recipe page: everything needed to cook it, laid out to read on screen, to cook from and to print. */
export function RecipeView({ recipe }: { recipe: Recipe }) {
  const m = useMessages("pages", Pages)
  const [portion, setPortion] = useState(() => initialPortion(recipe.servings))
  const [cooking, setCooking] = useState(false)
  const cookButton = useRef<HTMLButtonElement>(null)
  const ticks = useTickedIngredients(recipe.servername)
  const groups = useMemo(() => ingredientGroups(recipe), [recipe])
  const steps = useMemo(() => cookSteps(recipe), [recipe])
  const factor = portionFactor(portion)
  const [hero, ...morePhotos] = recipe.images
  const hasIngredients = groups.some((g) => g.items.length > 0)

  return (
    <>
      {hero !== undefined && <RecipeHero src={hero} alt={recipe.name} />}
      <Facts recipe={recipe} portion={portion} />
      {/* On paper the controls are gone: the amounts say how far they were scaled. */}
      {factor !== 1 && <p className="recipe__scaled print-only">{scaleNote(portion)}</p>}

      <div className="recipe__toolbar no-print">
        {hasIngredients && <ServingsControl portion={portion} onChange={setPortion} />}
        {steps.length > 0 && (
          <button ref={cookButton} type="button" className="button" onClick={() => setCooking(true)}>
            {m.startCooking}
          </button>
        )}
        {hasIngredients && (
          <AddToShoppingList
            servername={recipe.servername}
            name={recipe.name}
            entries={() => groups.flatMap((group) => group.items.map((entry) => scaleIngredient(entry, factor)))}
            portion={portion.kind === "servings" || factor !== 1 ? portionLabel(portion) : ""}
          />
        )}
        {ticks.ticked.size > 0 && (
          <button type="button" className="button button--secondary" onClick={ticks.clear}>
            {m.clearTicked}
          </button>
        )}
      </div>

      <Ingredients recipe={recipe} groups={groups} factor={factor} ticks={ticks} />

      {(recipe.method.length > 0 || recipe.baketemp) && (
        <section className="recipe__section" aria-labelledby="recipe-method">
          <h2 id="recipe-method">{m.method}</h2>
          {recipe.baketemp && <p className="recipe__preheat">{m.preheatOvenTo(recipe.baketemp)}</p>}
          <Entries items={recipe.method} ordered />
        </section>
      )}

      {recipe.notes.length > 0 && (
        <section className="recipe__section" aria-labelledby="recipe-notes">
          <h2 id="recipe-notes">{m.notes}</h2>
          <Entries items={recipe.notes} />
        </section>
      )}

      {morePhotos.length > 0 && (
        <section className="recipe__section recipe__images" aria-labelledby="recipe-photos">
          <h2 id="recipe-photos">{m.morePhotos}</h2>
          <ImageStrip images={morePhotos} alt={recipe.name} />
        </section>
      )}

      {recipe.video && (
        <section className="recipe__section recipe__video" aria-label={m.video}>
          <VideoPlayer url={recipe.video} title={recipe.name} size="detail" />
        </section>
      )}

      {recipe.source && (
        <p className="recipe__source">
          {m.source}{" "}
          {isLink(recipe.source) ? (
            <a href={recipe.source.trim()} target="_blank" rel="noopener noreferrer">
              {recipe.source}
            </a>
          ) : (
            recipe.source
          )}
        </p>
      )}

      <PrintedFrom servername={recipe.servername} />

      {cooking && (
        <CookMode
          title={recipe.name}
          steps={steps}
          groups={groups}
          factor={factor}
          ticks={ticks}
          onClose={() => {
            setCooking(false)
            requestAnimationFrame(() => cookButton.current?.focus())
          }}
        />
      )}
    </>
  )
}
