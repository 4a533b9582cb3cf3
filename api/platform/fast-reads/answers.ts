// Every public content read of one kind, computed from its read model in one go, keyed by
// the request path. The handlers answer the same values from the same read functions, so
// the fast path and the Effect API never disagree.
import type { Kysely } from "kysely"

import { listAllCategories } from "#projections/categories/categories.queries.ts"
import type { DB } from "#projections/db.ts"
import { groupPhotos, listPhotos, RECENT_PHOTOS } from "#projections/photos/photos.queries.ts"
import { journalOf, listPosts } from "#projections/posts/posts.queries.ts"
import { groupRecipes, listRecipes } from "#projections/recipes/recipes.queries.ts"
import { groupVideos, listVideos } from "#projections/videos/videos.queries.ts"
import type { Photo } from "#schemas/api/content/photos.ts"
import type { Post } from "#schemas/api/content/posts.ts"
import type { Recipe } from "#schemas/api/content/recipes.ts"
import type { Video } from "#schemas/api/content/videos.ts"
import { CATEGORY_KINDS } from "#schemas/events/categories.ts"

export type ContentKind = "posts" | "videos" | "photos" | "recipes" | "categories"

/** The read model (projection name) each kind is computed from. */
export const PROJECTION_OF: Readonly<Record<ContentKind, string>> = {
  posts: "content-posts",
  videos: "content-videos",
  photos: "content-photos",
  recipes: "content-recipes",
  categories: "content-categories",
}

/** Which kind a path belongs to; undefined outside the public content reads. */
export const kindOfPath = (path: string): ContentKind | undefined => {
  if (path === "/api/posts" || path.startsWith("/api/posts/")) return "posts"
  if (path === "/api/video" || path.startsWith("/api/video/")) return "videos"
  if (path === "/api/photos" || path.startsWith("/api/photos/")) return "photos"
  if (path === "/api/recipe" || path.startsWith("/api/recipe/")) return "recipes"
  if (path.startsWith("/api/categories/")) return "categories"
  return undefined
}

/**
 * The key a path is stored under: its last segment percent-decoded (a recipe's servername
 * may hold any character), so `/api/recipe/caf%C3%A9` and `/api/recipe/café` meet.
 * Undefined for paths that cannot be one of ours.
 */
export const pathKey = (path: string): string | undefined => {
  if (!path.includes("%")) return path
  try {
    return decodeURIComponent(path)
  } catch {
    return undefined
  }
}

export type Answers = Map<string, unknown>

const byId = (answers: Answers, base: string, items: readonly { readonly _id: string }[]) => {
  for (const item of items) answers.set(`${base}/${item._id}`, item)
}

export const postsAnswers = (posts: readonly Post[], answers: Answers = new Map()): Answers => {
  answers.set("/api/posts", posts)
  answers.set("/api/posts/journal", journalOf(posts))
  byId(answers, "/api/posts", posts)
  return answers
}

export const videosAnswers = (videos: readonly Video[], answers: Answers = new Map()): Answers => {
  answers.set("/api/video", groupVideos(videos))
  if (videos[0]) answers.set("/api/video/latest", videos[0])
  byId(answers, "/api/video", videos)
  return answers
}

export const photosAnswers = (photos: readonly Photo[], answers: Answers = new Map()): Answers => {
  answers.set("/api/photos", groupPhotos(photos))
  answers.set("/api/photos/all", photos)
  answers.set("/api/photos/recent", photos.slice(0, RECENT_PHOTOS))
  byId(answers, "/api/photos", photos)
  return answers
}

export const recipesAnswers = (recipes: readonly Recipe[], answers: Answers = new Map()): Answers => {
  answers.set("/api/recipe", groupRecipes(recipes))
  if (recipes[0]) answers.set("/api/recipe/latest", recipes[0])
  // ids first, so a servername wins where the two could meet (as in findRecipe)
  byId(answers, "/api/recipe", recipes)
  for (const recipe of recipes) answers.set(`/api/recipe/${recipe.servername}`, recipe)
  return answers
}

export const computeAnswers = async (db: Kysely<DB>, kind: ContentKind): Promise<Answers> => {
  switch (kind) {
    case "posts":
      return postsAnswers(await listPosts(db))
    case "videos":
      return videosAnswers(await listVideos(db))
    case "photos":
      return photosAnswers(await listPhotos(db))
    case "recipes":
      return recipesAnswers(await listRecipes(db))
    case "categories": {
      const answers: Answers = new Map()
      const lists = await listAllCategories(db)
      for (const kind of CATEGORY_KINDS) answers.set(`/api/categories/${kind}`, lists[kind])
      return answers
    }
  }
}
