// The site's content as coach documents, read from the content read models. A homestead
// site holds hundreds of items, not millions, so ranking them in memory per message is
// cheap and keeps one ranking for both database modes.
import type { Kysely } from "kysely"

import { postDocument, recipeDocument, type SiteDocument, videoDocument } from "#engine/coach/documents.ts"
import { listPosts } from "#projections/content/posts.queries.ts"
import { listRecipes } from "#projections/content/recipes.queries.ts"
import { listVideos } from "#projections/content/videos.queries.ts"
import type { DB } from "#projections/db.ts"

/** Every recipe, post and video, newest first within each kind. */
export const siteDocuments = async (db: Kysely<DB>): Promise<SiteDocument[]> => {
  const [recipes, posts, videos] = await Promise.all([listRecipes(db), listPosts(db), listVideos(db)])
  return [...recipes.map(recipeDocument), ...posts.map(postDocument), ...videos.map(videoDocument)]
}
