// The dashboard's content client: the public client's reads (../api.ts) with the owner's writes, which ride on the
// owner's session cookie (docs/product.md §7). Only the dashboard's screens load it.
import type { MessageBody } from "#schemas/api/message.ts"

import { request } from "../../http/client.ts"
import * as reads from "../api.ts"
import type { CategoryKind, Photo, PhotoInput, PhotoUpdate, Post, PostInput, PostUpdate, Recipe, RecipeInput, Video, VideoInput } from "../types.ts"

const { id } = reads

export const postsApi = {
  ...reads.postsApi,
  /** The body as a save would store it (Markdown rendered, everything sanitised). */
  preview: (body: { body: string; markdown: string }, signal?: AbortSignal) =>
    request<{ html: string }>("/posts/preview", { method: "POST", body, ...(signal ? { signal } : {}) }),
  create: (body: PostInput) => request<Post>("/posts", { method: "POST", body }),
  update: (body: PostUpdate) => request<Post>(`/posts/${id(body._id)}`, { method: "PUT", body }),
  remove: (postId: string) => request<typeof MessageBody.Type>(`/posts/${id(postId)}`, { method: "DELETE" }),
}

export const videosApi = {
  ...reads.videosApi,
  create: (body: VideoInput) => request<Video>("/video", { method: "POST", body }),
  update: (body: Video) => request<Video>(`/video/${id(body._id)}`, { method: "PUT", body }),
  remove: (videoId: string) => request<typeof MessageBody.Type>(`/video/${id(videoId)}`, { method: "DELETE" }),
}

export const photosApi = {
  ...reads.photosApi,
  create: (body: PhotoInput) => request<Photo>("/photos", { method: "POST", body }),
  update: (body: PhotoUpdate) => request<Photo>(`/photos/${id(body._id)}`, { method: "PUT", body }),
  remove: (photoId: string) => request<typeof MessageBody.Type>(`/photos/${id(photoId)}`, { method: "DELETE" }),
}

export const recipesApi = {
  ...reads.recipesApi,
  create: (body: RecipeInput) => request<Recipe>("/recipe", { method: "POST", body }),
  update: (recipeId: string, body: RecipeInput) => request<Recipe>(`/recipe/${id(recipeId)}`, { method: "PUT", body: { ...body, _id: recipeId } }),
  remove: (recipeId: string) => request<typeof MessageBody.Type>(`/recipe/${id(recipeId)}`, { method: "DELETE" }),
}

export const categoriesApi = {
  ...reads.categoriesApi,
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
