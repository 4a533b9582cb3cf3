// A page's data: the answers to the public reads its route names (schemas/site-routes.ts), read from the
// content features' snapshots by function call, handed to the web app's server renderer as data and, when
// the page is not rendered, asked for by the served head (preloads).
import { type PageDatum, type PUBLIC_READS, type PublicAnswers, type PublicRead, type PublicReadName } from "#schemas/public-reads.ts"

import type { ContentReads } from "./content.ts"

const ANSWERS: { readonly [K in PublicReadName]: (reads: ContentReads, ...args: Parameters<(typeof PUBLIC_READS)[K]>) => Promise<PublicAnswers[K]> } = {
  posts: (reads) => reads.posts.list(),
  journal: (reads) => reads.posts.journal(),
  videoGroups: (reads) => reads.videos.grouped(),
  latestVideo: (reads) => reads.videos.latest(),
  photoGroups: (reads) => reads.photos.grouped(),
  recentPhotos: (reads) => reads.photos.recent(),
  recipeGroups: (reads) => reads.recipes.grouped(),
  latestRecipe: (reads) => reads.recipes.latest(),
  recipe: (reads, key) => reads.recipes.byKey(key),
  relatedRecipes: (reads, key) => reads.recipes.related(key),
}

export const pageData = (reads: ContentReads, list: readonly PublicRead[]): Promise<PageDatum[]> =>
  Promise.all(
    list.map(async (read) => {
      const [name, ...args] = read
      const answer = await (ANSWERS[name] as (reads: ContentReads, ...args: readonly string[]) => Promise<unknown>)(reads, ...args)
      return { read, answer } as PageDatum
    }),
  )
