// The site's content as the coach cites it: one plain-text document per recipe, post,
// video and photo, with the site URL a reply links to.
import type { Photo } from "#schemas/api/content/photos.ts"
import type { Post } from "#schemas/api/content/posts.ts"
import type { Recipe } from "#schemas/api/content/recipes.ts"
import type { Video } from "#schemas/api/content/videos.ts"
import { postPath } from "#schemas/post-address.ts"
import { photoUrl, recipeUrl, videoUrl } from "#schemas/site-urls.ts"

import { stripHtml } from "../content/plain-text.ts"

export type SourceKind = "recipe" | "journal" | "post" | "video" | "photo"

export interface SiteDocument {
  readonly kind: SourceKind
  readonly id: string
  readonly url: string
  readonly title: string
  readonly category: string
  /** Plain-text ingredients (recipes only). */
  readonly ingredients: readonly string[]
  /** The rest of the text: a post's body, a recipe's method and notes, a video's description. */
  readonly text: string
  /** Short labelled facts shown with the item (cook time, date, author…). */
  readonly facts: readonly string[]
}

const plain = (entries: readonly string[]) => entries.map(stripHtml).filter((s) => s !== "")

const labelled = (label: string, value: string) => (value.trim() === "" ? [] : [`${label}: ${value.trim()}`])

export const recipeDocument = (recipe: Recipe): SiteDocument => {
  const subIngredients = recipe.subrecipes.flatMap((sub) => plain(sub.ingredients).map((i) => `${i} (${sub.name})`))
  const subMethods = recipe.subrecipes.flatMap((sub) => [`${sub.name}:`, ...plain(sub.method)])
  return {
    kind: "recipe",
    id: recipe._id,
    url: recipeUrl(recipe.servername),
    title: recipe.name,
    category: recipe.category,
    ingredients: [...plain(recipe.ingredients), ...subIngredients],
    text: [...plain(recipe.method), ...subMethods, ...plain(recipe.notes)].join(" "),
    facts: [...labelled("Cook time", recipe.cooktime), ...labelled("Bake temperature", recipe.baketemp), ...labelled("Source", stripHtml(recipe.source))],
  }
}

export const postDocument = (post: Post): SiteDocument => ({
  kind: post.isjournal ? "journal" : "post",
  id: post._id,
  url: postPath(post.slug),
  title: post.title,
  category: post.isjournal ? "Garden journal" : "",
  ingredients: [],
  text: stripHtml(post.body),
  facts: [...labelled("Posted", post.createdAt.slice(0, 10)), ...labelled("By", post.name)],
})

export const videoDocument = (video: Video): SiteDocument => ({
  kind: "video",
  id: video._id,
  url: videoUrl(video._id),
  title: video.title,
  category: video.category,
  ingredients: [],
  text: stripHtml(video.description),
  facts: [],
})

export const photoDocument = (photo: Photo): SiteDocument => ({
  kind: "photo",
  id: photo._id,
  url: photoUrl(photo._id),
  title: photo.title,
  category: photo.category,
  ingredients: [],
  text: stripHtml(photo.description),
  facts: [],
})
