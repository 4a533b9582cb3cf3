// What the search index holds for each content event: the item's plain-text title, body and
// category and its address, or that it is gone. Pure, so the index's text can be tested
// without a database.
import { stripHtml } from "#engine/content/plain-text.ts"
import type { PhotoEvent } from "#schemas/events/photo.ts"
import type { PostEvent } from "#schemas/events/post.ts"
import type { RecipeEvent } from "#schemas/events/recipe.ts"
import type { VideoEvent } from "#schemas/events/video.ts"
import type { SearchKind } from "#schemas/search-limits.ts"
import { photoUrl, recipeUrl, videoUrl } from "#schemas/site-urls.ts"

import type { SearchSource } from "./search.tables.ts"

/** Marks the search's snippets use around matched words; never part of stored text. */
export const HIT_START = "\uE000"
export const HIT_END = "\uE001"

export interface SearchRow {
  readonly source: SearchSource
  readonly id: string
  readonly kind: SearchKind
  readonly title: string
  readonly body: string
  readonly category: string
  readonly url: string
  /** When the item was first published, for ordering equal matches newest first. */
  readonly createdAt: string
}

export type SearchChange = { readonly put: SearchRow } | { readonly remove: { readonly source: SearchSource; readonly id: string } }

export type ContentEvent = PostEvent | RecipeEvent | VideoEvent | PhotoEvent

/** Plain text, without the snippet marks (an entry could hold those characters). */
const plain = (html: string) =>
  stripHtml(html)
    .replace(/[\uE000\uE001]/g, " ")
    .trim()
/** List entries (ingredients, steps) kept apart, so a snippet does not run one into the next. */
const SEPARATOR = " · "
const joined = (entries: readonly string[]) =>
  entries
    .map(plain)
    .filter((s) => s !== "")
    .join(SEPARATOR)

export const searchChange = (event: ContentEvent): SearchChange => {
  switch (event.type) {
    case "PostDeleted":
      return { remove: { source: "post", id: event.postId } }
    case "RecipeDeleted":
      return { remove: { source: "recipe", id: event.recipeId } }
    case "VideoDeleted":
      return { remove: { source: "video", id: event.videoId } }
    case "PhotoDeleted":
      return { remove: { source: "photo", id: event.photoId } }
    case "PostCreated":
    case "PostUpdated":
      // A draft is the owner's alone: not in the index until it is published.
      if (event.draft === true) return { remove: { source: "post", id: event.postId } }
      return {
        put: {
          source: "post",
          id: event.postId,
          kind: event.isjournal ? "journal" : "post",
          title: plain(event.title),
          body: plain(event.body),
          category: "",
          // A post's page is named by its slug, which the posts read model gives: the search
          // query reads it from there (search.queries.ts).
          url: "",
          createdAt: event.createdAt,
        },
      }
    case "RecipeCreated":
    case "RecipeUpdated":
      return {
        put: {
          source: "recipe",
          id: event.recipeId,
          kind: "recipe",
          title: plain(event.name),
          body: [
            joined(event.ingredients),
            ...event.subrecipes.map((sub) => joined([sub.name, ...sub.ingredients, ...sub.method])),
            joined(event.method),
            joined(event.notes),
          ]
            .filter((s) => s !== "")
            .join(SEPARATOR),
          category: plain(event.category),
          url: recipeUrl(event.servername),
          createdAt: event.at,
        },
      }
    case "VideoAdded":
    case "VideoUpdated":
      return {
        put: {
          source: "video",
          id: event.videoId,
          kind: "video",
          title: plain(event.title),
          body: plain(event.description),
          category: plain(event.category),
          url: videoUrl(event.videoId),
          createdAt: event.at,
        },
      }
    case "PhotoAdded":
    case "PhotoUpdated":
      return {
        put: {
          source: "photo",
          id: event.photoId,
          kind: "photo",
          title: plain(event.title),
          body: plain(event.description),
          category: plain(event.category),
          url: photoUrl(event.photoId),
          createdAt: event.at,
        },
      }
  }
}
