// The content API (/api/posts, /api/video, /api/photos, /api/recipe, /api/categories):
// its groups and their handlers, for api.ts.
export { CategoriesGroup } from "./categories/group.ts"
export { categoriesHandlers } from "./categories/handlers.ts"
export { PhotosGroup } from "./photos/group.ts"
export { photosHandlers } from "./photos/handlers.ts"
export { PostsGroup } from "./posts/group.ts"
export { postsHandlers } from "./posts/handlers.ts"
export { RecipesGroup } from "./recipes/group.ts"
export { recipesHandlers } from "./recipes/handlers.ts"
export { VideosGroup } from "./videos/group.ts"
export { videosHandlers } from "./videos/handlers.ts"
