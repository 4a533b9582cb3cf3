// The recipe aggregate (stream `recipe-<id>`). Entries are sanitised HTML; the servername
// is derived from the name (schemas/recipe-servername.ts) and reserved separately
// (recipe-name.ts) so two recipes never share one.
import type { Decider } from "#engine/decider.ts"
import { Invalid, WrongState } from "#engine/domain-errors.ts"
import type { NewRecipe } from "#schemas/api/content/recipes.ts"
import { type RecipeData, RecipeEvent } from "#schemas/events/recipe.ts"
import * as Messages from "#schemas/messages.ts"
import { recipeServername, servernameProblem } from "#schemas/recipe-servername.ts"

import { type EntityStatus, requireLive } from "../content/entity.ts"
import { checkImages, refuseImagesFromElsewhere, requireCategory, requireText } from "../content/fields.ts"
import { sanitizeEntries } from "../content/sanitize.ts"
import { optionalVideoLink } from "../content/video-link.ts"

export interface RecipeState {
  readonly status: EntityStatus
  readonly servername: string
}

export const recipeStream = (recipeId: string): string => `recipe-${recipeId}`

/** A recipe as the owner's form sends it, once the payload schema has read it. */
export type RecipeInput = typeof NewRecipe.Type

/** The recipe as it will be stored, or a 400 naming what is wrong. */
export const prepareRecipe = (input: RecipeInput): RecipeData => {
  const name = requireText(input.name, "Recipe name").replace(/\s+/g, " ")
  const problem = servernameProblem(name)
  if (problem === "characters") throw new Invalid(Messages.recipeNameCharacters)
  if (problem === "reserved") throw new Invalid(Messages.recipeNameReserved)
  refuseImagesFromElsewhere(...input.ingredients, ...input.method, ...input.notes, ...input.subrecipes.flatMap((s) => [...s.ingredients, ...s.method]))
  return {
    name,
    servername: recipeServername(name),
    category: requireCategory(input.category),
    cooktime: input.cooktime.trim(),
    baketemp: input.baketemp.trim(),
    hassubrecipes: input.hassubrecipes,
    subrecipes: input.subrecipes
      .map((s) => ({ name: s.name.trim(), ingredients: sanitizeEntries(s.ingredients), method: sanitizeEntries(s.method) }))
      .filter((s) => s.name !== "" || s.ingredients.length > 0 || s.method.length > 0),
    ingredients: sanitizeEntries(input.ingredients),
    method: sanitizeEntries(input.method),
    notes: sanitizeEntries(input.notes),
    source: input.source.trim(),
    images: checkImages(input.images),
    video: optionalVideoLink(input.video),
    ...(input.servings !== undefined ? { servings: input.servings } : {}),
  }
}

const create = (command: CreateRecipe, state: RecipeState): RecipeEvent[] =>
  state.status !== "none" ? [] : [{ type: "RecipeCreated", recipeId: command.recipeId, ...command.recipe, at: command.now.toISOString() }]

export interface CreateRecipe {
  readonly type: "CreateRecipe"
  readonly recipeId: string
  readonly recipe: RecipeData
  readonly now: Date
}

export interface UpdateRecipe {
  readonly type: "UpdateRecipe"
  readonly recipeId: string
  readonly recipe: RecipeData
  readonly expectedServername: string
  readonly now: Date
}

export interface DeleteRecipe {
  readonly type: "DeleteRecipe"
  readonly recipeId: string
  readonly now: Date
}

/**
 * `expectedServername` is the name the caller reserved against: if the recipe was renamed
 * meanwhile, the caller's reservation no longer fits and it must start again.
 */
const update = (command: UpdateRecipe, state: RecipeState): RecipeEvent[] => {
  requireLive(state.status, Messages.recipeNotFound)
  if (state.servername !== command.expectedServername) throw new WrongState(Messages.recipeChangedMeanwhile)
  return [{ type: "RecipeUpdated", recipeId: command.recipeId, ...command.recipe, at: command.now.toISOString() }]
}

const remove = (command: DeleteRecipe, state: RecipeState): RecipeEvent[] => {
  requireLive(state.status, Messages.recipeNotFound)
  return [{ type: "RecipeDeleted", recipeId: command.recipeId, at: command.now.toISOString() }]
}

export type RecipeCommand = CreateRecipe | UpdateRecipe | DeleteRecipe

export const recipeDecider: Decider<RecipeCommand, RecipeState, RecipeEvent> = {
  decide: (command, state) => {
    switch (command.type) {
      case "CreateRecipe":
        return create(command, state)
      case "UpdateRecipe":
        return update(command, state)
      case "DeleteRecipe":
        return remove(command, state)
    }
  },
  evolve: (state, event) => (event.type === "RecipeDeleted" ? { ...state, status: "deleted" } : { status: "live", servername: event.servername }),
  initialState: { status: "none", servername: "" },
  events: RecipeEvent,
}
