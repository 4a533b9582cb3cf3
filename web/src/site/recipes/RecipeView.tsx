import type { Recipe } from "#web/content/types.ts"
import { Html } from "#web/content/ui/Html.tsx"
import { ImageStrip } from "#web/content/ui/MediaImage.tsx"
import { VideoPlayer } from "#web/content/ui/VideoPlayer.tsx"

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

/** The body of a recipe page: everything needed to cook it, laid out to read on screen and to print. */
export function RecipeView({ recipe }: { recipe: Recipe }) {
  return (
    <>
      <dl className="recipe__facts">
        {recipe.category && (
          <div>
            <dt>Category</dt>
            <dd>{recipe.category}</dd>
          </div>
        )}
        {recipe.cooktime && (
          <div>
            <dt>Cook time</dt>
            <dd>{recipe.cooktime}</dd>
          </div>
        )}
        {recipe.baketemp && (
          <div>
            <dt>Oven</dt>
            <dd>{recipe.baketemp}</dd>
          </div>
        )}
      </dl>

      {recipe.hassubrecipes ? (
        recipe.subrecipes.map((sub, i) => (
          <section key={`${sub.name}-${i}`} className="recipe__section recipe__sub" aria-label={sub.name}>
            <h2>{sub.name}</h2>
            <h3>Ingredients</h3>
            <Entries items={sub.ingredients} />
            {sub.method.length > 0 && (
              <>
                <h3>Method</h3>
                <Entries items={sub.method} ordered />
              </>
            )}
          </section>
        ))
      ) : (
        <section className="recipe__section" aria-labelledby="recipe-ingredients">
          <h2 id="recipe-ingredients">Ingredients</h2>
          <Entries items={recipe.ingredients} />
        </section>
      )}

      {(recipe.method.length > 0 || recipe.baketemp) && (
        <section className="recipe__section" aria-labelledby="recipe-method">
          <h2 id="recipe-method">Method</h2>
          {recipe.baketemp && <p className="recipe__preheat">Preheat oven to {recipe.baketemp}</p>}
          <Entries items={recipe.method} ordered />
        </section>
      )}

      {recipe.notes.length > 0 && (
        <section className="recipe__section" aria-labelledby="recipe-notes">
          <h2 id="recipe-notes">Notes</h2>
          <Entries items={recipe.notes} />
        </section>
      )}

      {recipe.images.length > 0 && (
        <section className="recipe__section recipe__images" aria-label="Photos">
          <ImageStrip images={recipe.images} alt={recipe.name} />
        </section>
      )}

      {recipe.video && (
        <section className="recipe__section recipe__video" aria-label="Video">
          <VideoPlayer url={recipe.video} title={recipe.name} size="detail" />
        </section>
      )}

      {recipe.source && (
        <p className="recipe__source">
          Source:{" "}
          {isLink(recipe.source) ? (
            <a href={recipe.source.trim()} target="_blank" rel="noopener noreferrer">
              {recipe.source}
            </a>
          ) : (
            recipe.source
          )}
        </p>
      )}
    </>
  )
}
