// A source as the passages a quiz is drawn from, and the quiz's topic (the source's title). The
// homestead's own recipes and posts are read from their read models (published posts only); a web
// page is fetched by the server through the guarded fetcher (public addresses only unless the
// operator allows private ones, size and time capped, each redirect checked again), read for its
// article, or for its pages when it is a PDF; an uploaded PDF is read the same way. Whatever the
// source's size, only the excerpts `pickExcerpts` keeps within the bound reach the model.
import type { Kysely } from "kysely"

import type { SafeFetch } from "#api/platform/safe-fetch/safe-fetch.ts"
import { Missing, Unacceptable } from "#engine/domain-errors.ts"
import { type Excerpt, excerptsLength, pickExcerpts, postExcerpts, recipeExcerpts, textExcerpts } from "#engine/quiz-sources/excerpts.ts"
import type { DB } from "#projections/db.ts"
import { findPost, listPosts } from "#projections/posts/posts.queries.ts"
import { findRecipe, listRecipes } from "#projections/recipes/recipes.queries.ts"
import type { Post } from "#schemas/api/content/posts.ts"
import type { Recipe } from "#schemas/api/content/recipes.ts"
import type { QuizSourceSpec } from "#schemas/api/quiz-sources.ts"
import * as Messages from "#schemas/messages.ts"
import { normaliseTag, postPath } from "#schemas/post-address.ts"
import { QuizLimits } from "#schemas/quiz-rules.ts"
import { QuizSourceLimits } from "#schemas/quiz-source-rules.ts"
import { recipeUrl } from "#schemas/site-urls.ts"
import { sizeText } from "#schemas/size-text.ts"

import { type ReadDocument, readPage, readPdf } from "./read-documents.ts"

export interface SourceReadDeps {
  readonly db: Kysely<DB>
  readonly safeFetch: SafeFetch
}

export interface ReadSource {
  /** The quiz's topic: the source's title. */
  readonly topic: string
  /** The passages the model is shown, within `maxExcerpts` characters. */
  readonly excerpts: readonly Excerpt[]
}

const PAGE_TYPES = new Set(["text/html", "application/xhtml+xml", ""])
const PDF_TYPE = "application/pdf"

export const excerptsOfRecipe = (recipe: Recipe): Excerpt[] => recipeExcerpts(recipe._id, recipe, recipeUrl(recipe.servername))
export const excerptsOfPost = (post: Post): Excerpt[] => postExcerpts(post._id, post, postPath(post.slug))

const isPdf = (bytes: Uint8Array): boolean => Buffer.from(bytes.subarray(0, 5)).toString("latin1") === "%PDF-"

const fromDocument = (kind: "page" | "pdf", document: ReadDocument, url?: string) => ({
  topic: document.title,
  groups: [textExcerpts({ kind, title: document.title, ...(url !== undefined ? { url } : {}) }, document.pages)],
})

/** A web page (or a PDF at that address) read by the server. */
const readAddress = async (deps: SourceReadDeps, address: string) => {
  const fetched = await deps.safeFetch(address, {
    maxBytes: QuizSourceLimits.maxPageBytes,
    timeoutMs: QuizSourceLimits.fetchTimeoutMs,
    accept: "text/html,application/xhtml+xml,application/pdf;q=0.9,text/plain;q=0.8",
  })
  const host = new URL(fetched.url).hostname
  if (fetched.mediaType === PDF_TYPE || isPdf(fetched.body)) return fromDocument("pdf", await readPdf(new Uint8Array(fetched.body), host), fetched.url)
  if (fetched.mediaType === "text/plain") return fromDocument("page", { title: host, pages: [fetched.text()] }, fetched.url)
  if (!PAGE_TYPES.has(fetched.mediaType)) throw new Unacceptable(Messages.sourcePageNotReadable, "source_not_readable")
  return fromDocument("page", readPage(fetched.text(), host), fetched.url)
}

const readUpload = async (data: string, name: string) => {
  const bytes = Buffer.from(data, "base64")
  if (bytes.byteLength > QuizSourceLimits.maxPdfBytes)
    throw new Unacceptable(Messages.sourcePdfTooLarge(sizeText(QuizSourceLimits.maxPdfBytes)), "source_too_large")
  if (!isPdf(bytes)) throw new Unacceptable(Messages.sourcePdfNotReadable, "source_pdf_unreadable")
  return fromDocument("pdf", await readPdf(new Uint8Array(bytes), name.replace(/\.pdf$/i, "") || "Your PDF"))
}

const read = async (deps: SourceReadDeps, spec: QuizSourceSpec): Promise<{ topic: string; groups: Excerpt[][] }> => {
  switch (spec.kind) {
    case "recipe": {
      const recipe = await findRecipe(deps.db, spec.id)
      if (!recipe) throw new Missing(Messages.sourceRecipeNotFound)
      return { topic: recipe.name, groups: [excerptsOfRecipe(recipe)] }
    }
    case "post": {
      const post = await findPost(deps.db, spec.id)
      // A draft is the owner's alone: to a player it does not exist.
      if (!post || post.draft) throw new Missing(Messages.sourcePostNotFound)
      return { topic: post.title, groups: [excerptsOfPost(post)] }
    }
    case "recipe_category": {
      const wanted = spec.category.toLowerCase()
      const recipes = (await listRecipes(deps.db)).filter((r) => r.category.trim().toLowerCase() === wanted).slice(0, QuizSourceLimits.maxCategoryItems)
      if (recipes.length === 0) throw new Missing(Messages.sourceCategoryEmpty("recipes"))
      return { topic: `${recipes[0]!.category.trim()} recipes`, groups: recipes.map(excerptsOfRecipe) }
    }
    case "post_tag": {
      const tag = normaliseTag(spec.tag)
      const posts = (await listPosts(deps.db)).filter((p) => p.tags.includes(tag)).slice(0, QuizSourceLimits.maxCategoryItems)
      if (posts.length === 0) throw new Missing(Messages.sourceCategoryEmpty("posts"))
      return { topic: `Posts about ${spec.tag}`, groups: posts.map(excerptsOfPost) }
    }
    case "text": {
      const title = spec.title === "" ? "Your text" : spec.title
      return { topic: title, groups: [textExcerpts({ kind: "text", title }, [spec.text])] }
    }
    case "url":
      return readAddress(deps, spec.url)
    case "pdf":
      return readUpload(spec.data, spec.name)
  }
}

/** The source's topic and bounded excerpts; refused (Missing, Unacceptable) when it cannot be read or holds too little text. */
export const readSource = async (deps: SourceReadDeps, spec: QuizSourceSpec): Promise<ReadSource> => {
  const { topic, groups } = await read(deps, spec)
  const excerpts = pickExcerpts(groups)
  if (excerptsLength(excerpts) < QuizSourceLimits.minText) throw new Unacceptable(Messages.sourceTooLittleText, "source_too_little")
  return { topic: topic.trim().slice(0, QuizLimits.maxTopicLength) || "Your source", excerpts }
}
