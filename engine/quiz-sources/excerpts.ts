// A source cut into passages a question can be drawn from and pointed back to: a recipe's steps,
// ingredients and notes; a post's paragraphs; the parts of pasted text, a web page or a PDF's pages.
// Each passage says where it sits ("step 3", "page 2"), so a question can show "From: Desert
// sourdough boule, step 3". Long paragraphs are cut at sentence ends; nothing here is longer than
// `maxPassage`, and `pickExcerpts` keeps what is sent to the model within `maxExcerpts`.
import type { QuestionSource } from "#schemas/events/quiz.ts"
import type { RecipeData } from "#schemas/events/recipe.ts"
import { QuizSourceLimits } from "#schemas/quiz-source-rules.ts"

import { stripHtml } from "../content/plain-text.ts"

export type Excerpt = QuestionSource

/** Where a stored HTML fragment breaks into blocks (paragraphs, items, headings, line breaks). */
const BLOCK_BREAK = /<br\s*\/?>|<\/?(?:p|div|li|h[1-6]|blockquote|pre|tr|section|article|figure|figcaption|ul|ol|table)\b[^>]*>/gi

/** The paragraphs of sanitised HTML, as plain text. */
export const htmlParagraphs = (html: string): string[] =>
  html
    .split(BLOCK_BREAK)
    .map((block) => stripHtml(block ?? ""))
    .filter((text) => text !== "")

const collapse = (text: string): string => text.replace(/\s+/g, " ").trim()

/** A text cut into pieces of at most `max` characters, at sentence ends where it can be (else at a space). */
export const cutText = (text: string, max: number = QuizSourceLimits.maxPassage): string[] => {
  const pieces: string[] = []
  let rest = collapse(text)
  while (rest.length > max) {
    const window = rest.slice(0, max + 1)
    const sentenceEnd = Math.max(window.lastIndexOf(". "), window.lastIndexOf("! "), window.lastIndexOf("? "))
    const space = window.lastIndexOf(" ")
    const at = sentenceEnd > max * 0.4 ? sentenceEnd + 1 : space > max * 0.4 ? space : max
    pieces.push(rest.slice(0, at).trim())
    rest = rest.slice(at).trim()
  }
  if (rest !== "") pieces.push(rest)
  return pieces
}

type Origin = Omit<Excerpt, "where" | "passage">

/** One excerpt per piece of `text`, each named `where` (numbered "where, part n" when it had to be cut). */
const excerptsOf = (origin: Origin, where: string, text: string): Excerpt[] => {
  const pieces = cutText(text)
  return pieces.map((passage, i) => ({ ...origin, where: pieces.length === 1 ? where : `${where}, part ${i + 1}`, passage }))
}

/** What a recipe's passages are made from: its content (as the events carry it) and where its page is. */
export type RecipeSourceInput = Pick<RecipeData, "name" | "ingredients" | "method" | "notes" | "subrecipes" | "cooktime" | "baketemp" | "servings">

const listed = (entries: readonly string[]): string =>
  entries
    .map(stripHtml)
    .filter((s) => s !== "")
    .join("; ")

/** A recipe's passages: at a glance (time, temperature, servings), its ingredients, each step, each sub-recipe's, each note. */
export const recipeExcerpts = (id: string, recipe: RecipeSourceInput, url?: string): Excerpt[] => {
  const origin: Origin = { kind: "recipe", id, title: recipe.name, ...(url !== undefined ? { url } : {}) }
  const glance = [
    recipe.cooktime.trim() !== "" ? `Cook time: ${recipe.cooktime.trim()}.` : "",
    recipe.baketemp.trim() !== "" ? `Bake temperature: ${recipe.baketemp.trim()}.` : "",
    recipe.servings !== undefined ? `Serves ${recipe.servings}.` : "",
  ]
    .filter((s) => s !== "")
    .join(" ")
  const steps = (method: readonly string[], prefix: string) =>
    method.map(stripHtml).flatMap((text, i) => (text === "" ? [] : excerptsOf(origin, `${prefix}step ${i + 1}`, text)))
  const ingredients = listed(recipe.ingredients)
  return [
    ...(glance !== "" ? excerptsOf(origin, "at a glance", glance) : []),
    ...(ingredients !== "" ? excerptsOf(origin, "ingredients", `Ingredients: ${ingredients}`) : []),
    ...steps(recipe.method, ""),
    ...recipe.subrecipes.flatMap((sub) => {
      const subIngredients = listed(sub.ingredients)
      return [
        ...(subIngredients !== "" ? excerptsOf(origin, `${sub.name}, ingredients`, `${sub.name} ingredients: ${subIngredients}`) : []),
        ...steps(sub.method, `${sub.name}, `),
      ]
    }),
    ...recipe.notes.map(stripHtml).flatMap((text, i) => (text === "" ? [] : excerptsOf(origin, recipe.notes.length === 1 ? "note" : `note ${i + 1}`, text))),
  ]
}

/** A post's passages: its paragraphs, numbered as they stand. */
export const postExcerpts = (id: string, post: { readonly title: string; readonly body: string }, url?: string): Excerpt[] => {
  const origin: Origin = { kind: "post", id, title: post.title, ...(url !== undefined ? { url } : {}) }
  return htmlParagraphs(post.body).flatMap((text, i) => excerptsOf(origin, `paragraph ${i + 1}`, text))
}

/**
 * Plain text's passages (pasted, read from a page, or from a PDF's pages): its paragraphs, short ones
 * joined to the next so a passage has something to ask about, each numbered "part n" (or, for
 * a PDF, named by its page).
 */
export const textExcerpts = (origin: Origin, pages: readonly string[]): Excerpt[] => {
  const perPage = pages.length > 1
  const out: Excerpt[] = []
  pages.forEach((page, p) => {
    const paragraphs = page
      .split(/\n\s*\n|\r\n\s*\r\n/)
      .map(collapse)
      .filter((s) => s !== "")
    // Short paragraphs (headings, captions) ride with the next, up to a passage's length.
    const joined: string[] = []
    for (const paragraph of paragraphs) {
      const last = joined.at(-1)
      if (last !== undefined && last.length < 200 && last.length + paragraph.length + 1 <= QuizSourceLimits.maxPassage)
        joined[joined.length - 1] = `${last} ${paragraph}`
      else joined.push(paragraph)
    }
    const pieces = joined.flatMap((paragraph) => cutText(paragraph))
    pieces.forEach((passage, i) => {
      const where = perPage ? (pieces.length === 1 ? `page ${p + 1}` : `page ${p + 1}, part ${i + 1}`) : `part ${out.length + 1}`
      out.push({ ...origin, where, passage })
    })
  })
  return out
}

/** How many characters of text the excerpts hold. */
export const excerptsLength = (excerpts: readonly Excerpt[]): number => excerpts.reduce((sum, e) => sum + e.passage.length, 0)

/**
 * The excerpts sent to the model, within `budget` characters: all of them when they fit, else
 * an even spread taken in turn from each source (so a category's quiz draws on every item), in
 * their own order.
 */
export const pickExcerpts = (groups: readonly (readonly Excerpt[])[], budget: number = QuizSourceLimits.maxExcerpts): Excerpt[] => {
  const all = groups.flat()
  if (excerptsLength(all) <= budget) return all
  const chosen = new Set<Excerpt>()
  let used = 0
  // Each round takes the next excerpt of each source, the source's excerpts spread evenly over it.
  const spread = groups.map((group) => {
    const order: Excerpt[] = []
    const step = Math.max(1, Math.floor(group.length / Math.max(1, Math.ceil(budget / QuizSourceLimits.maxPassage / Math.max(1, groups.length)))))
    for (let start = 0; start < step; start++) for (let i = start; i < group.length; i += step) order.push(group[i]!)
    return order
  })
  for (let round = 0, added = true; added; round++) {
    added = false
    for (const order of spread) {
      const next = order[round]
      if (next === undefined || used + next.passage.length > budget) continue
      chosen.add(next)
      used += next.passage.length
      added = true
    }
  }
  return all.filter((e) => chosen.has(e))
}

const normalised = (text: string): string => collapse(text).toLowerCase()

/** Whether a question's passage still stands, word for word, among a source's passages as they are now. */
export const passageStillThere = (passage: string, now: readonly Excerpt[]): boolean => {
  const wanted = normalised(passage)
  return now.some((e) => normalised(e.passage) === wanted)
}
