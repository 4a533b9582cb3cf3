// The content entities exactly as the content HTTP API sends them (docs/product.md §3); every entity carries `_id`.

export interface Post {
  _id: string
  title: string
  /** The author's name. */
  name: string
  /** Sanitised HTML. */
  body: string
  images: string[]
  /** A video URL, or "" for none. */
  video: string
  isjournal: boolean
  createdAt: string
}

export interface Video {
  _id: string
  title: string
  video: string
  description: string
  category: string
}

export interface PhotoUrls {
  carousel: string
  public: string
  thumb: string
}

export interface Photo {
  _id: string
  title: string
  description: string
  category: string
  /** The media id of the image. */
  image: string
  name: string
  urls: PhotoUrls
}

export interface SubRecipe {
  name: string
  ingredients: string[]
  method: string[]
}

export interface Recipe {
  _id: string
  name: string
  /** The URL slug: the name lowercased with spaces replaced by underscores. */
  servername: string
  category: string
  cooktime: string
  baketemp: string
  hassubrecipes: boolean
  subrecipes: SubRecipe[]
  ingredients: string[]
  method: string[]
  notes: string[]
  source: string
  images: string[]
  video: string
}

/** A category and its entries, as the grouped list endpoints answer. */
export interface CategoryGroup<T> {
  category: string
  items: T[]
}

export type CategoryKind = "recipe" | "video" | "photo"

/** The answer of POST /api/photos/upload: the media id and its URLs in the order carousel, public, thumb. */
export interface UploadResult {
  result: { id: string; variants: readonly string[] }
}

export type PostInput = Omit<Post, "_id" | "createdAt">
export type PostUpdate = PostInput & { _id: string; createdAt?: string }
export type VideoInput = Omit<Video, "_id">
export interface PhotoInput {
  title: string
  category: string
  imageId: string
  description: string
}
export interface PhotoUpdate {
  _id: string
  title: string
  category: string
  description: string
  image: string
}
export type RecipeInput = Omit<Recipe, "_id" | "servername">
