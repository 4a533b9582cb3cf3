// What the page tags, the feed and the sitemap are made from: the public content read
// models, read once per change (see pages.ts) with the same read functions as the API.
import type { Kysely } from "kysely"

import type { DB } from "#projections/db.ts"
import { listPhotos } from "#projections/photos/photos.queries.ts"
import { listPosts } from "#projections/posts/posts.queries.ts"
import { listRecipes, recipePublishedDates } from "#projections/recipes/recipes.queries.ts"
import { listVideos } from "#projections/videos/videos.queries.ts"
import type { Photo } from "#schemas/api/content/photos.ts"
import type { Post } from "#schemas/api/content/posts.ts"
import type { Recipe } from "#schemas/api/content/recipes.ts"
import type { Video } from "#schemas/api/content/videos.ts"

export interface SiteContent {
  /** Newest first, as every list below. */
  readonly posts: readonly Post[]
  readonly recipes: readonly Recipe[]
  readonly photos: readonly Photo[]
  readonly videos: readonly Video[]
  /** ISO time each recipe was first published, by id. */
  readonly recipePublished: ReadonlyMap<string, string>
}

export const EMPTY_CONTENT: SiteContent = { posts: [], recipes: [], photos: [], videos: [], recipePublished: new Map() }

export const loadSiteContent = async (db: Kysely<DB>): Promise<SiteContent> => {
  const [posts, recipes, photos, videos, dates] = await Promise.all([listPosts(db), listRecipes(db), listPhotos(db), listVideos(db), recipePublishedDates(db)])
  const recipePublished = new Map([...dates].map(([id, at]) => [id, at.toISOString()]))
  return { posts, recipes, photos, videos, recipePublished }
}

/** A recipe by its page's slug (servername), else by id, as the API finds it. */
export const findRecipeIn = (content: SiteContent, key: string): Recipe | undefined =>
  content.recipes.find((r) => r.servername === key) ?? content.recipes.find((r) => r._id === key)
