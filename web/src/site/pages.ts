// The public content pages, loaded together as one route chunk.
export { GalleryPage } from "./GalleryPage.tsx"
export { JournalPage } from "./JournalPage.tsx"
export { PostListPage } from "./PostListPage.tsx"
export { PostPage } from "./PostPage.tsx"
export { RecipeDetailPage } from "./RecipeDetailPage.tsx"
export { RecipesPage } from "./RecipesPage.tsx"
export { VideosPage } from "./VideosPage.tsx"
