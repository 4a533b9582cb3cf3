// Recipe commands span two streams: the servername reservation and the recipe. The order
// keeps the rule "two recipes never share a servername" without a transaction: validate,
// claim the name, write the recipe, and only then release a name the recipe stopped using.
// A recipe write that fails gives its fresh claim back.
import { handleCommand, loadState } from "#engine/command.ts"
import * as Messages from "#schemas/messages.ts"

import { canonicalCategory, ensureCategory } from "../categories/commands.ts"
import type { ContentDeps } from "../content/entity.ts"
import { requireLive } from "../content/entity.ts"
import { prepareRecipe, recipeDecider, type RecipeInput, recipeStream } from "./recipe.ts"
import { recipeNameDecider, recipeNameStream } from "./recipe-name.ts"

// Claims and releases need no read model: the recipe's own write waits for the projections.
const storeOnly = (deps: ContentDeps): ContentDeps => ({ store: deps.store })

const claim = (deps: ContentDeps, servername: string, recipeId: string, now: Date) =>
  handleCommand(storeOnly(deps), recipeNameStream(servername), recipeNameDecider, { type: "ClaimRecipeName", servername, recipeId, now })

const release = (deps: ContentDeps, servername: string, recipeId: string, now: Date) =>
  handleCommand(storeOnly(deps), recipeNameStream(servername), recipeNameDecider, { type: "ReleaseRecipeName", servername, recipeId, now })

/** Runs `write` holding a fresh claim on `servername`; the claim is given back if the write fails. */
const withClaim = async <T>(deps: ContentDeps, servername: string, recipeId: string, now: Date, write: () => Promise<T>): Promise<T> => {
  const claimed = await claim(deps, servername, recipeId, now)
  try {
    return await write()
  } catch (error) {
    if (claimed.events.length > 0) await release(deps, servername, recipeId, now).catch(() => undefined)
    throw error
  }
}

export interface SaveRecipe {
  readonly recipeId: string
  readonly input: RecipeInput
  readonly now: Date
}

const prepare = async (deps: ContentDeps, input: RecipeInput) => {
  const recipe = prepareRecipe(input)
  return { ...recipe, category: await canonicalCategory(deps, "recipe", recipe.category) }
}

export const createRecipe = async (deps: ContentDeps, command: SaveRecipe) => {
  const recipe = await prepare(deps, command.input)
  const { recipeId, now } = command
  const result = await withClaim(deps, recipe.servername, recipeId, now, () =>
    handleCommand(deps, recipeStream(recipeId), recipeDecider, { type: "CreateRecipe", recipeId, recipe, now }),
  )
  await ensureCategory(deps, "recipe", recipe.category, now)
  return { ...result, servername: recipe.servername }
}

export const updateRecipe = async (deps: ContentDeps, command: SaveRecipe) => {
  const recipe = await prepare(deps, command.input)
  const { recipeId, now } = command
  const { state } = await loadState(deps.store, recipeStream(recipeId), recipeDecider)
  requireLive(state.status, Messages.recipeNotFound)
  const before = state.servername
  const write = () => handleCommand(deps, recipeStream(recipeId), recipeDecider, { type: "UpdateRecipe", recipeId, recipe, expectedServername: before, now })
  const renamed = recipe.servername !== before
  const result = renamed ? await withClaim(deps, recipe.servername, recipeId, now, write) : await write()
  if (renamed) await release(deps, before, recipeId, now)
  await ensureCategory(deps, "recipe", recipe.category, now)
  return { ...result, servername: recipe.servername }
}

export const deleteRecipe = async (deps: ContentDeps, command: { readonly recipeId: string; readonly now: Date }) => {
  const result = await handleCommand(deps, recipeStream(command.recipeId), recipeDecider, { type: "DeleteRecipe", ...command })
  const { state } = await loadState(deps.store, recipeStream(command.recipeId), recipeDecider)
  await release(deps, state.servername, command.recipeId, command.now)
  return result
}
