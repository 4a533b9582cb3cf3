// The content entities exactly as the content HTTP API sends and reads them (docs/product.md §3), typed from
// the server's schemas (type-only: no schema code reaches the browser). Every entity carries `_id`.
import type { NewPhoto, Photo as PhotoSchema, PhotoUpdate as PhotoUpdateSchema } from "#schemas/api/content/photos.ts"
import type { NewPost, Post as PostSchema, PostUpdate as PostUpdateSchema } from "#schemas/api/content/posts.ts"
import type { NewRecipe, Recipe as RecipeSchema, RecipeLink as RecipeLinkSchema } from "#schemas/api/content/recipes.ts"
import type { NewVideo, Video as VideoSchema } from "#schemas/api/content/videos.ts"
import type { UploadAnswer } from "#schemas/api/media.ts"

export type { CategoryKind } from "#schemas/events/categories.ts"

export type Post = typeof PostSchema.Type
export type Video = typeof VideoSchema.Type
export type Photo = typeof PhotoSchema.Type
export type Recipe = typeof RecipeSchema.Type
export type RecipeLink = typeof RecipeLinkSchema.Type

/** A category and its entries: the grouped list endpoints' rows, with the list under one name for every kind. */
export interface CategoryGroup<T> {
  category: string
  items: readonly T[]
}

/** The answer of POST /api/photos/upload: the media id and its URLs in the order carousel, public, thumb. */
export type UploadResult = UploadAnswer

// What the forms send. An update names its entry in the address, so its `_id` is required here.
export type PostInput = typeof NewPost.Type
export type PostUpdate = Omit<typeof PostUpdateSchema.Type, "_id" | "createdAt"> & { _id: string; createdAt?: string }
export type VideoInput = typeof NewVideo.Type
export type PhotoInput = typeof NewPhoto.Type
export type PhotoUpdate = Omit<typeof PhotoUpdateSchema.Type, "_id"> & { _id: string }
export type RecipeInput = typeof NewRecipe.Type
