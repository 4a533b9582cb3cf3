// The live games' words in the page's language (the catalogue's "live" area), for components, for the plain rules
// that build a line (each takes the words, English unless given others), and for the moves that toast a server's
// answer outside React (the active language's words then).
import type { Words } from "#schemas/i18n/catalogue.ts"
import { reworded } from "#schemas/i18n/reword.ts"
import * as Live from "#schemas/live-messages.ts"
import { isLevel } from "#schemas/quiz-rules.ts"
import { activeLanguage } from "#web/i18n/active.ts"
import { useMessages, wordsOf } from "#web/i18n/language.ts"

export type LiveWords = Words<typeof Live>

export const ENGLISH_LIVE: LiveWords = Live

export const useLiveWords = (): LiveWords => useMessages("live", Live)

/** The words of the language shown now, for code that runs outside a component (a move's toast). */
export const liveWordsNow = (): LiveWords => wordsOf(activeLanguage(), "live", Live)

/** A readable level, falling back to the raw value for anything unexpected. */
export const levelName = (m: LiveWords, level: string): string => (isLevel(level) ? m.levelLabels[level] : level)

/** A team's name by its number (the colour in words), past the named ones "Team 7". */
export const teamNameIn = (m: LiveWords, team: number): string => m.teamNamesShown[team] ?? m.teamNumbered(team + 1)

/**
 * A message kept in English where it was decided (the server's answer over the socket, a game's state), in the
 * words given when the area holds it, values and all; otherwise as it came.
 */
export const sayIn = (m: LiveWords, message: string): string => reworded(Live, m, message)
