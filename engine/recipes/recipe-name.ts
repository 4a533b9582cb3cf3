// Servername reservations (stream `recipename-<servername>`). A recipe claims its
// servername before its own event is written, and releases it once it no longer uses it;
// the claim is appended with the revision read, so two recipes racing for one name cannot
// both win.
import type { Decider } from "#engine/decider.ts"
import { WrongState } from "#engine/domain-errors.ts"
import { RecipeNameEvent } from "#schemas/events/recipe.ts"
import * as Messages from "#schemas/messages.ts"

export interface RecipeNameState {
  /** The recipe holding the name, or null when free. */
  readonly holder: string | null
}

export type RecipeNameCommand = {
  readonly type: "ClaimRecipeName" | "ReleaseRecipeName"
  readonly servername: string
  readonly recipeId: string
  readonly now: Date
}

export const recipeNameStream = (servername: string): string => `recipename-${servername}`

const claim = ({ servername, recipeId, now }: RecipeNameCommand, state: RecipeNameState): RecipeNameEvent[] => {
  if (state.holder === recipeId) return []
  if (state.holder !== null) throw new WrongState(Messages.recipeNameTaken)
  return [{ type: "RecipeNameClaimed", servername, recipeId, at: now.toISOString() }]
}

/** Only the holder releases; anything else is a no-op. */
const release = ({ servername, recipeId, now }: RecipeNameCommand, state: RecipeNameState): RecipeNameEvent[] =>
  state.holder === recipeId ? [{ type: "RecipeNameReleased", servername, recipeId, at: now.toISOString() }] : []

export const recipeNameDecider: Decider<RecipeNameCommand, RecipeNameState, RecipeNameEvent> = {
  decide: (command, state) => (command.type === "ClaimRecipeName" ? claim(command, state) : release(command, state)),
  evolve: (_state, event) => ({ holder: event.type === "RecipeNameClaimed" ? event.recipeId : null }),
  initialState: { holder: null },
  events: RecipeNameEvent,
}
