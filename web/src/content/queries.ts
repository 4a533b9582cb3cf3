import { queryOptions, useQuery } from "@tanstack/react-query"

import type { PageDatum, PublicAnswers, PublicRead } from "#schemas/public-reads.ts"

import { categoriesApi, groups, photosApi, postsApi, recipesApi, videosApi } from "./api.ts"
import type { CategoryKind } from "./types.ts"

// Server state for the content screens. Keys start with the cache tag of docs/product.md §3 (Recipes, Videos, Gallery,
// Posts), so a write invalidates everything cached under its tag.

export type ContentTag = "Posts" | "Videos" | "Gallery" | "Recipes"

// The public reads as query options, so a server render can fill the same cache entries (queryOfRead).
export const postsQuery = queryOptions({ queryKey: ["Posts", "list"], queryFn: postsApi.list })
export const journalQuery = queryOptions({ queryKey: ["Posts", "journal"], queryFn: postsApi.journal })
export const photoGroupsQuery = queryOptions({ queryKey: ["Gallery", "grouped"], queryFn: photosApi.grouped })
export const recentPhotosQuery = queryOptions({ queryKey: ["Gallery", "recent"], queryFn: photosApi.recent })
export const videoGroupsQuery = queryOptions({ queryKey: ["Videos", "grouped"], queryFn: videosApi.grouped })
export const recipeGroupsQuery = queryOptions({ queryKey: ["Recipes", "grouped"], queryFn: recipesApi.grouped })
export const latestVideoQuery = queryOptions({ queryKey: ["Videos", "latest"], queryFn: videosApi.latest })
export const latestRecipeQuery = queryOptions({ queryKey: ["Recipes", "latest"], queryFn: recipesApi.latest })
export const recipeQuery = (key: string) => queryOptions({ queryKey: ["Recipes", "one", key], queryFn: () => recipesApi.get(key) })
export const relatedRecipesQuery = (key: string) => queryOptions({ queryKey: ["Recipes", "related", key], queryFn: () => recipesApi.related(key) })

/** Where the browser's own fetch keeps each public read of schemas/public-reads.ts. */
export const queryOfRead = (read: PublicRead) => {
  switch (read[0]) {
    case "posts":
      return postsQuery
    case "journal":
      return journalQuery
    case "videoGroups":
      return videoGroupsQuery
    case "latestVideo":
      return latestVideoQuery
    case "photoGroups":
      return photoGroupsQuery
    case "recentPhotos":
      return recentPhotosQuery
    case "recipeGroups":
      return recipeGroupsQuery
    case "latestRecipe":
      return latestRecipeQuery
    case "recipe":
      return recipeQuery(read[1])
    case "relatedRecipes":
      return relatedRecipesQuery(read[1])
  }
}

/** A read's answer as its own fetch keeps it (content/api.ts): groups as the screens name them, no latest as null. */
const keptOf = ({ read, answer }: PageDatum): unknown => {
  switch (read[0]) {
    case "videoGroups":
      return groups(answer as PublicAnswers["videoGroups"], "videos")
    case "photoGroups":
      return groups(answer as PublicAnswers["photoGroups"], "photos")
    case "recipeGroups":
      return groups(answer as PublicAnswers["recipeGroups"], "recipes")
    case "latestVideo":
    case "latestRecipe":
      return answer ?? null
    default:
      return answer
  }
}

/**
 * A server render's datum as the cache entry its page reads, or undefined when the page cannot be made
 * from it (an unknown recipe: the browser renders its own answer to that).
 */
export const cacheEntryOf = (datum: PageDatum): { readonly queryKey: readonly unknown[]; readonly value: unknown } | undefined => {
  const value = keptOf(datum)
  return value === undefined ? undefined : { queryKey: queryOfRead(datum.read).queryKey, value }
}

export const usePosts = () => useQuery(postsQuery)
export const useJournal = () => useQuery(journalQuery)
/** The owner's screens: drafts included. */
export const useOwnedPosts = () => useQuery({ queryKey: ["Posts", "owned"], queryFn: postsApi.owned })
export const useOwnedPost = (id: string) => useQuery({ queryKey: ["Posts", "owned", id], queryFn: () => postsApi.ownedOne(id) })

export const useVideoGroups = () => useQuery(videoGroupsQuery)
export const useLatestVideo = () => useQuery(latestVideoQuery)
export const useVideo = (id: string) => useQuery({ queryKey: ["Videos", "one", id], queryFn: () => videosApi.get(id) })

export const usePhotoGroups = () => useQuery(photoGroupsQuery)
export const useAllPhotos = () => useQuery({ queryKey: ["Gallery", "all"], queryFn: photosApi.all })
export const useRecentPhotos = () => useQuery(recentPhotosQuery)
export const usePhoto = (id: string) => useQuery({ queryKey: ["Gallery", "one", id], queryFn: () => photosApi.get(id) })

export const useRecipeGroups = () => useQuery(recipeGroupsQuery)
export const useLatestRecipe = () => useQuery(latestRecipeQuery)
export const useRecipe = (key: string) => useQuery(recipeQuery(key))
export const useRelatedRecipes = (key: string) => useQuery(relatedRecipesQuery(key))

export const useCategories = (kind: CategoryKind) => useQuery({ queryKey: ["Categories", kind], queryFn: () => categoriesApi.list(kind) })
