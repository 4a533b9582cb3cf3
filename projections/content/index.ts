// The content read models, in one list for the registry and the fast public reads.
import { categoriesProjection } from "../categories/categories.ts"
import { photosProjection } from "../photos/photos.ts"
import { postsProjection } from "../posts/posts.ts"
import type { Projection } from "../projection.ts"
import { recipesProjection } from "../recipes/recipes.ts"
import { searchProjection } from "../search/search.ts"
import { videosProjection } from "../videos/videos.ts"

export const contentProjections: Projection[] = [postsProjection, videosProjection, photosProjection, recipesProjection, categoriesProjection, searchProjection]
