// What the page tags, the feed and the sitemap are made from: the content features' public reads (each one
// snapshot of its read model; see platform/public-reads), read once per change (see pages.ts). The same reads
// answer a page's own data (page-data.ts), so the HTML, its tags and a later /api read agree.
import type { Changes } from "#api/platform/public-reads/snapshot.ts"
import type { Photo } from "#schemas/api/content/photos.ts"
import type { Post } from "#schemas/api/content/posts.ts"
import type { Recipe } from "#schemas/api/content/recipes.ts"
import type { Video } from "#schemas/api/content/videos.ts"
import type { PublicAnswers } from "#schemas/public-reads.ts"

/** The public reads of the content features this feature is made from (each feature's reads.ts). */
export interface ContentReads {
  readonly posts: Changes & {
    readonly list: () => Promise<readonly Post[]>
    readonly journal: () => Promise<PublicAnswers["journal"]>
  }
  readonly recipes: Changes & {
    readonly list: () => Promise<readonly Recipe[]>
    readonly grouped: () => Promise<PublicAnswers["recipeGroups"]>
    readonly latest: () => Promise<PublicAnswers["latestRecipe"]>
    readonly byKey: (key: string) => Promise<PublicAnswers["recipe"]>
    readonly related: (key: string) => Promise<PublicAnswers["relatedRecipes"]>
    readonly publishedAt: () => Promise<ReadonlyMap<string, Date>>
  }
  readonly photos: Changes & {
    readonly list: () => Promise<readonly Photo[]>
    readonly grouped: () => Promise<PublicAnswers["photoGroups"]>
    readonly recent: () => Promise<PublicAnswers["recentPhotos"]>
  }
  readonly videos: Changes & {
    readonly list: () => Promise<readonly Video[]>
    readonly grouped: () => Promise<PublicAnswers["videoGroups"]>
    readonly latest: () => Promise<PublicAnswers["latestVideo"]>
  }
}

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

export const readSiteContent = async (reads: ContentReads): Promise<SiteContent> => {
  const [posts, recipes, photos, videos, dates] = await Promise.all([
    reads.posts.list(),
    reads.recipes.list(),
    reads.photos.list(),
    reads.videos.list(),
    reads.recipes.publishedAt(),
  ])
  const recipePublished = new Map([...dates].map(([id, at]) => [id, at.toISOString()]))
  return { posts, recipes, photos, videos, recipePublished }
}

/** A recipe by its page's slug (servername), else by id, as the API finds it. */
export const findRecipeIn = (content: SiteContent, key: string): Recipe | undefined =>
  content.recipes.find((r) => r.servername === key) ?? content.recipes.find((r) => r._id === key)
