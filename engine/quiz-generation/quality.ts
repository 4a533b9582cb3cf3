// Cheap checks of a generated question, after its quiz's shape and rules pass (parse.ts) and
// before any further call: flaws that give the answer away or make two options one. A question
// that has one is written again, like one whose key fails the blind check (generate.ts), not the
// whole quiz. Hand-written quizzes are not held to them (an admin may mean a long right answer).
import * as Messages from "#schemas/messages.ts"

import type { MultipleChoiceQuestion, QuizQuestion } from "../quiz/types.ts"
import { normaliseText } from "../quiz/validate.ts"

/** An option for comparing: lower case, no punctuation, no leading article, single spaces. */
const plain = (text: string): string =>
  normaliseText(text)
    .replace(/[^\p{L}\p{N}\s]+/gu, " ")
    .replace(/^(?:the|a|an)\s+/, "")
    .replace(/\s+/g, " ")
    .trim()

/** Levenshtein distance, given up on (Infinity) past `limit`: options are short. */
const editDistance = (a: string, b: string, limit: number): number => {
  if (Math.abs(a.length - b.length) > limit) return Infinity
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
    if (Math.min(...row) > limit) return Infinity
    previous = row
  }
  return previous[b.length]!
}

/**
 * Two options a player could not tell apart: the same once case, punctuation and a leading article are set aside,
 * or (for words, not figures: 1850 and 1851 are fair distractors) one typo apart.
 */
export const nearlySame = (a: string, b: string): boolean => {
  const x = plain(a)
  const y = plain(b)
  if (x === y) return true
  if (/\p{N}/u.test(x) || /\p{N}/u.test(y) || Math.min(x.length, y.length) < 5) return false
  return editDistance(x, y, 1) <= 1
}

const CATCH_ALL = /^(?:all|none|both|neither) of (?:the )?(?:above|these|those|them|the options|the answers)$/

/** "All of the above", "None of these" and the like: an option about the other options. */
export const isCatchAll = (option: string): boolean => CATCH_ALL.test(plain(option))

/** The key is written out in the question, and no distractor is: whoever reads the question has the answer. */
export const keyInQuestion = (q: Pick<MultipleChoiceQuestion, "question" | "options" | "correct_answer">): boolean => {
  const key = plain(q.correct_answer)
  // Short keys ("yes", "4") turn up in questions by chance.
  if (key.length < 4) return false
  const question = ` ${plain(q.question)} `
  const inQuestion = (text: string) => question.includes(` ${text} `)
  return inQuestion(key) && !q.options.some((o) => o !== q.correct_answer && plain(o).length >= 4 && inQuestion(plain(o)))
}

/** The key far longer than every distractor (the longest is the right one, players learn). */
export const keyStandsOut = (q: MultipleChoiceQuestion): boolean => {
  const longest = Math.max(...q.options.filter((o) => o !== q.correct_answer).map((o) => o.trim().length))
  const key = q.correct_answer.trim().length
  return key >= 2 * longest && key - longest >= 20
}

/** Texts offered side by side that a player could not tell apart, and options about the other options. */
const choiceFlaws = (texts: readonly string[], noun: "Options" | "Items"): string[] => {
  const flaws: string[] = []
  for (let a = 0; a < texts.length; a++)
    for (let b = a + 1; b < texts.length; b++)
      if (nearlySame(texts[a]!, texts[b]!)) flaws.push(Messages.choicesNearlySame(noun, a + 1, b + 1, texts[a]!, texts[b]!))
  const catchAll = texts.find(isCatchAll)
  if (catchAll !== undefined) flaws.push(Messages.optionAboutOthers(catchAll))
  return flaws
}

/**
 * Every such flaw of a question, as a sentence saying what is wrong (the reason it is not stored as it is).
 * The checks of options hold for every kind that offers texts side by side (a poll's options, the items to
 * order); a typed answer must not be written out in its question. True/false and sliders offer nothing to compare.
 */
export const questionFlaws = (q: QuizQuestion): string[] => {
  switch (q.kind) {
    case undefined:
    case "multiple_choice": {
      const flaws = choiceFlaws(q.options, "Options")
      if (keyInQuestion(q)) flaws.push(Messages.answerGivenAway(q.correct_answer))
      if (keyStandsOut(q)) flaws.push(Messages.keyStandsOut)
      return flaws
    }
    case "poll":
      return choiceFlaws(q.options, "Options")
    case "order":
      return choiceFlaws(q.items, "Items")
    case "type_answer": {
      const given = q.accepted.find((answer) => keyInQuestion({ question: q.question, options: [answer], correct_answer: answer }))
      return given === undefined ? [] : [Messages.answerGivenAway(given)]
    }
    case "true_false":
    case "slider":
      return []
  }
}
