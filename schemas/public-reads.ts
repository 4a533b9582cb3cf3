// The public content reads a page can be given with its HTML, by name: what each takes, the GET under /api that
// answers it, and the type of its answer. A route names its page's reads (site-routes.ts); the server answers
// them from the content features' snapshots (api/features/site-pages) and the web app keeps each answer
// where its own fetch would (web/src/content/queries.ts). Type-only imports: no schema code reaches the browser.
import type { Photo, PhotoGroup } from "./api/content/photos.ts"
import type { Post } from "./api/content/posts.ts"
import type { Recipe, RecipeGroup, RecipeLink } from "./api/content/recipes.ts"
import type { Video, VideoGroup } from "./api/content/videos.ts"

/** Each read's address under /api, from what it takes. */
export const PUBLIC_READS = {
  posts: () => "/posts",
  journal: () => "/posts/journal",
  videoGroups: () => "/video",
  latestVideo: () => "/video/latest",
  photoGroups: () => "/photos",
  recentPhotos: () => "/photos/recent",
  recipeGroups: () => "/recipe",
  latestRecipe: () => "/recipe/latest",
  /** By servername (a recipe page's slug) or id. */
  recipe: (key: string) => `/recipe/${encodeURIComponent(key)}`,
  /** The recipes a recipe's page ends with, by its servername or id. */
  relatedRecipes: (key: string) => `/recipe/${encodeURIComponent(key)}/related`,
} as const

export type PublicReadName = keyof typeof PUBLIC_READS

/** One read: its name and what it takes, e.g. `["recipe", "apple_pie"]`. */
export type PublicRead = { [K in PublicReadName]: readonly [K, ...Parameters<(typeof PUBLIC_READS)[K]>] }[PublicReadName]

/** What each read answers (the JSON of its GET); undefined where that GET answers 404. */
export interface PublicAnswers {
  readonly posts: readonly (typeof Post.Type)[]
  readonly journal: readonly (typeof Post.Type)[]
  readonly videoGroups: readonly (typeof VideoGroup.Type)[]
  readonly latestVideo: typeof Video.Type | undefined
  readonly photoGroups: readonly (typeof PhotoGroup.Type)[]
  readonly recentPhotos: readonly (typeof Photo.Type)[]
  readonly recipeGroups: readonly (typeof RecipeGroup.Type)[]
  readonly latestRecipe: typeof Recipe.Type | undefined
  readonly recipe: typeof Recipe.Type | undefined
  readonly relatedRecipes: readonly RecipeLink[] | undefined
}

/** A read and its answer, as a server render hands them to the web app. */
export type PageDatum = {
  [K in PublicReadName]: { readonly read: Extract<PublicRead, readonly [K, ...unknown[]]>; readonly answer: PublicAnswers[K] }
}[PublicReadName]

/** The address of a read, under /api (as the browser's client and the served head's preloads name it). */
export const readPath = (read: PublicRead): string => {
  const [name, ...args] = read
  return (PUBLIC_READS[name] as (...a: readonly string[]) => string)(...args)
}
