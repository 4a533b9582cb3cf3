import type { LibraryImage } from "#schemas/api/media.ts"

import { request } from "../http/client.ts"
import type { CategoryGroup, CategoryKind, Photo, Post, Recipe, RecipeLink, Video } from "./types.ts"

// The typed content client's reads (docs/product.md §7, under /api): what the public pages load, and the owner's
// own reads. The writes, which ride on the owner's session cookie, are the dashboard's (dashboard/api.ts), so a
// visitor's pages do not carry them.

export const id = (value: string) => encodeURIComponent(value)

/** A "latest" read answers 404 when there is nothing yet; that is an empty result, not a failure. */
async function orNone<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load
  } catch (error) {
    if (typeof error === "object" && error !== null && (error as { status?: unknown }).status === 404) return null
    throw error
  }
}

type Grouped<K extends string, T> = ReadonlyArray<{ readonly category: string } & Readonly<Record<K, readonly T[]>>>

/** A grouped list as the screens keep it: the API names each group's items after their kind. */
export function groups<K extends string, T>(rows: Grouped<K, T>, key: K): CategoryGroup<T>[] {
  return rows.map((row) => ({ category: row.category, items: row[key] ?? [] }))
}

export const postsApi = {
  list: () => request<Post[]>("/posts"),
  journal: () => request<Post[]>("/posts/journal"),
  get: (postId: string) => request<Post>(`/posts/${id(postId)}`),
  /** The owner's reads: drafts included. */
  owned: () => request<Post[]>("/posts/owner"),
  /** The owner's uploads, newest first, for the editor's media library. */
  library: () => request<LibraryImage[]>("/posts/library"),
  ownedOne: (postId: string) => request<Post>(`/posts/owner/${id(postId)}`),
}

export const videosApi = {
  grouped: async () => groups(await request<Grouped<"videos", Video>>("/video"), "videos"),
  latest: () => orNone(request<Video>("/video/latest")),
  get: (videoId: string) => request<Video>(`/video/${id(videoId)}`),
}

export const photosApi = {
  grouped: async () => groups(await request<Grouped<"photos", Photo>>("/photos"), "photos"),
  all: () => request<Photo[]>("/photos/all"),
  recent: () => request<Photo[]>("/photos/recent"),
  get: (photoId: string) => request<Photo>(`/photos/${id(photoId)}`),
}

export const recipesApi = {
  grouped: async () => groups(await request<Grouped<"recipes", Recipe>>("/recipe"), "recipes"),
  latest: () => orNone(request<Recipe>("/recipe/latest")),
  /** By servername or id. */
  get: (key: string) => request<Recipe>(`/recipe/${id(key)}`),
  /** The recipes its page ends with. */
  related: (key: string) => request<readonly RecipeLink[]>(`/recipe/${id(key)}/related`),
}

export const categoriesApi = {
  list: (kind: CategoryKind) => request<string[]>(`/categories/${kind}`),
}
