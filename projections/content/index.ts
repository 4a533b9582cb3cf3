// The content read models, in one list for the registry and the fast public reads.
import type { Projection } from "../projection.ts"
import { categoriesProjection } from "./categories.ts"
import { photosProjection } from "./photos.ts"
import { postsProjection } from "./posts.ts"
import { recipesProjection } from "./recipes.ts"
import { searchProjection } from "./search.ts"
import { videosProjection } from "./videos.ts"

export const contentProjections: Projection[] = [postsProjection, videosProjection, photosProjection, recipesProjection, categoriesProjection, searchProjection]
