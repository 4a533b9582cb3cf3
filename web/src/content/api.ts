import type { LibraryImage } from "#schemas/api/media.ts"
import type { MessageBody } from "#schemas/api/message.ts"

import { request } from "../http/client.ts"
import type {
  CategoryGroup,
  CategoryKind,
  Photo,
  PhotoInput,
  PhotoUpdate,
  Post,
  PostInput,
  PostUpdate,
  Recipe,
  RecipeInput,
  RecipeLink,
  Video,
  VideoInput,
} from "./types.ts"

// The typed content client (docs/product.md §7, under /api). Reads are public; writes ride on the owner's session cookie.

const id = (value: string) => encodeURIComponent(value)

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
  /** The body as a save would store it (Markdown rendered, everything sanitised). */
  preview: (body: { body: string; markdown: string }, signal?: AbortSignal) =>
    request<{ html: string }>("/posts/preview", { method: "POST", body, ...(signal ? { signal } : {}) }),
  ownedOne: (postId: string) => request<Post>(`/posts/owner/${id(postId)}`),
  create: (body: PostInput) => request<Post>("/posts", { method: "POST", body }),
  update: (body: PostUpdate) => request<Post>(`/posts/${id(body._id)}`, { method: "PUT", body }),
  remove: (postId: string) => request<typeof MessageBody.Type>(`/posts/${id(postId)}`, { method: "DELETE" }),
}

export const videosApi = {
  grouped: async () => groups(await request<Grouped<"videos", Video>>("/video"), "videos"),
  latest: () => orNone(request<Video>("/video/latest")),
  get: (videoId: string) => request<Video>(`/video/${id(videoId)}`),
  create: (body: VideoInput) => request<Video>("/video", { method: "POST", body }),
  update: (body: Video) => request<Video>(`/video/${id(body._id)}`, { method: "PUT", body }),
  remove: (videoId: string) => request<typeof MessageBody.Type>(`/video/${id(videoId)}`, { method: "DELETE" }),
}

export const photosApi = {
  grouped: async () => groups(await request<Grouped<"photos", Photo>>("/photos"), "photos"),
  all: () => request<Photo[]>("/photos/all"),
  recent: () => request<Photo[]>("/photos/recent"),
  get: (photoId: string) => request<Photo>(`/photos/${id(photoId)}`),
  create: (body: PhotoInput) => request<Photo>("/photos", { method: "POST", body }),
  update: (body: PhotoUpdate) => request<Photo>(`/photos/${id(body._id)}`, { method: "PUT", body }),
  remove: (photoId: string) => request<typeof MessageBody.Type>(`/photos/${id(photoId)}`, { method: "DELETE" }),
}

export const recipesApi = {
  grouped: async () => groups(await request<Grouped<"recipes", Recipe>>("/recipe"), "recipes"),
  latest: () => orNone(request<Recipe>("/recipe/latest")),
  /** By servername or id. */
  get: (key: string) => request<Recipe>(`/recipe/${id(key)}`),
  /** The recipes its page ends with. */
  related: (key: string) => request<readonly RecipeLink[]>(`/recipe/${id(key)}/related`),
  create: (body: RecipeInput) => request<Recipe>("/recipe", { method: "POST", body }),
  update: (recipeId: string, body: RecipeInput) => request<Recipe>(`/recipe/${id(recipeId)}`, { method: "PUT", body: { ...body, _id: recipeId } }),
  remove: (recipeId: string) => request<typeof MessageBody.Type>(`/recipe/${id(recipeId)}`, { method: "DELETE" }),
}

export const categoriesApi = {
  list: (kind: CategoryKind) => request<string[]>(`/categories/${kind}`),
  add: (kind: CategoryKind, category: string) => request<unknown>("/categories", { method: "POST", body: { name: kind, category } }),
  replace: (kind: CategoryKind, newCategories: readonly string[]) => request<string[]>("/categories", { method: "PUT", body: { name: kind, newCategories } }),
  remove: (kind: CategoryKind, category: string) => request<string[]>("/categories", { method: "DELETE", body: { name: kind, category } }),
}

/**
 * Saving a deleted entry again from the copy a list had (the Undo after a delete). It comes back as a new entry
 * with the same content; a post keeps its date, a photo its uploaded image (uploads outlive their photos), a
 * recipe its address (which follows from its name).
 */
export const restoreEntry = {
  post: async ({ _id, createdAt, slug: _slug, ...post }: Post) => {
    const created = await postsApi.create(post)
    return postsApi.update({ ...post, _id: created._id, createdAt })
  },
  video: ({ _id, ...video }: Video) => videosApi.create(video),
  photo: ({ title, category, image, description }: Photo) => photosApi.create({ title, category, imageId: image, description }),
  recipe: ({ _id, servername, ...recipe }: Recipe) => recipesApi.create(recipe),
}
