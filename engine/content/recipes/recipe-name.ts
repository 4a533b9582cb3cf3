// Servername reservations (stream `recipename-<servername>`). A recipe claims its
// servername before its own event is written, and releases it once it no longer uses it;
// the claim is appended with the revision read, so two recipes racing for one name cannot
// both win.
import type { RecipeNameEvent } from "../../../schemas/events/recipe.ts"
import { Messages } from "../../../schemas/messages.ts"
import { type Aggregate } from "../../command.ts"
import { WrongState } from "../../domain-errors.ts"

export interface RecipeNameState {
  /** The recipe holding the name, or null when free. */
  readonly holder: string | null
}

export const recipeNameAggregate: Aggregate<RecipeNameState, RecipeNameEvent> = {
  initial: { holder: null },
  evolve: (_state, event) => ({ holder: event.type === "RecipeNameClaimed" ? event.recipeId : null }),
}

export const recipeNameStream = (servername: string): string => `recipename-${servername}`

export const decideClaimName = (servername: string, recipeId: string, now: Date, state: RecipeNameState): RecipeNameEvent[] => {
  if (state.holder === recipeId) return []
  if (state.holder !== null) throw new WrongState(Messages.recipeNameTaken)
  return [{ type: "RecipeNameClaimed", servername, recipeId, at: now.toISOString() }]
}

/** Only the holder releases; anything else is a no-op. */
export const decideReleaseName = (servername: string, recipeId: string, now: Date, state: RecipeNameState): RecipeNameEvent[] =>
  state.holder === recipeId ? [{ type: "RecipeNameReleased", servername, recipeId, at: now.toISOString() }] : []
