// The public content pages, loaded together as one route chunk.
export { SubscriptionPage } from "../../journal-mail/SubscriptionPage.tsx"
export { GalleryPage } from "../../photos/GalleryPage.tsx"
export { JournalPage } from "../../posts/JournalPage.tsx"
export { PostListPage } from "../../posts/PostListPage.tsx"
export { PostPage } from "../../posts/PostPage.tsx"
export { RecipeDetailPage } from "../../recipes/RecipeDetailPage.tsx"
export { RecipesPage } from "../../recipes/RecipesPage.tsx"
export { VideosPage } from "../../videos/VideosPage.tsx"
