// The site content a coach message is grounded in: found by the site's own search (the
// same index and ranking as /api/search, matching any of the question's words), then read
// whole from the content read models so the model sees each item's facts and text.
import type { Kysely } from "kysely"

import { photoDocument, postDocument, recipeDocument, type SiteDocument, videoDocument } from "#engine/coach/documents.ts"
import type { DB } from "#projections/db.ts"
import { findPhoto } from "#projections/photos/photos.queries.ts"
import { findPost } from "#projections/posts/posts.queries.ts"
import { findRecipe } from "#projections/recipes/recipes.queries.ts"
import { searchContent, type SearchHit } from "#projections/search/search.queries.ts"
import { findVideo } from "#projections/videos/videos.queries.ts"

/** Items ranked under this share of the best one are noise, not sources. */
const RELATIVE_CUTOFF = 0.25

/** The hits worth sending: the best first, none far below the best. */
export const strongHits = (hits: readonly SearchHit[]): SearchHit[] => {
  const best = hits[0]?.rank ?? 0
  return hits.filter((h) => h.rank >= best * RELATIVE_CUTOFF)
}

const documentOf = async (db: Kysely<DB>, hit: SearchHit): Promise<SiteDocument | undefined> => {
  switch (hit.kind) {
    case "recipe": {
      const recipe = await findRecipe(db, hit.id)
      return recipe && recipeDocument(recipe)
    }
    case "post":
    case "journal": {
      const post = await findPost(db, hit.id)
      return post && postDocument(post)
    }
    case "video": {
      const video = await findVideo(db, hit.id)
      return video && videoDocument(video)
    }
    case "photo": {
      const photo = await findPhoto(db, hit.id)
      return photo && photoDocument(photo)
    }
  }
}

/** Up to `limit` items for `query`, best first. */
export const groundingDocuments = async (db: Kysely<DB>, query: string, limit: number): Promise<SiteDocument[]> => {
  const hits = strongHits(await searchContent(db, query, { limit, match: "any" }))
  const documents = await Promise.all(hits.map((hit) => documentOf(db, hit)))
  return documents.filter((d): d is SiteDocument => d !== undefined)
}
