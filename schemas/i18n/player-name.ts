// A player's name as a screen shows it. The read models keep "Deleted player" (messages.ts) in place of the name of
// an account that was deleted: stored data, in English, which each screen says in its own language.
import { deletedPlayer } from "../messages.ts"

export const playerName = (words: { readonly deletedPlayer: string }, name: string): string => (name === deletedPlayer ? words.deletedPlayer : name)
