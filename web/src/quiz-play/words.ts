// The quiz screens' words in the page's language (the catalogue's "quiz" area), for components and the plain
// rules that build messages: a rule takes the words, English unless given others; and for the moves that toast a
// server's answer outside React (the active language's words then).
import type { Words } from "#schemas/i18n/catalogue.ts"
import { reworded } from "#schemas/i18n/reword.ts"
import * as Quiz from "#schemas/quiz-messages.ts"
import { isLevel } from "#schemas/quiz-rules.ts"
import { activeLanguage } from "#web/i18n/active.ts"
import { useMessages, wordsOf } from "#web/i18n/language.ts"

export type QuizWords = Words<typeof Quiz>

export const ENGLISH_QUIZ: QuizWords = Quiz

export const useQuizWords = (): QuizWords => useMessages("quiz", Quiz)

/** The words of the language shown now, for code that runs outside a component (a move's toast). */
export const quizWordsNow = (): QuizWords => wordsOf(activeLanguage(), "quiz", Quiz)

/** A readable level, falling back to the raw value for anything unexpected. */
export const levelName = (m: QuizWords, level: string): string => (isLevel(level) ? m.levelLabels[level] : level)

/** A message kept in English where it was decided (a machine's context, a server's answer), in the words given, values and all. */
export const sayIn = (m: QuizWords, message: string): string => reworded(Quiz, m, message)
