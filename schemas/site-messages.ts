// The words of the home page and of the parts it shares with the other public pages (a post, the pager, tags,
// the video player): the catalogue's "site" area (schemas/i18n/catalogue.ts). English, as the product says them; schemas/i18n/es.ts
// holds the same keys in Spanish. A module of its own so that the public pages' chunk carries these and not the
// rest of the catalogue.

// home
export const homeTitle = "From the homestead"
export const homeIntro = "The latest posts from our backyard homestead in the desert, with recent photos, videos and a recipe worth trying."
export const loadingPosts = "Loading posts…"
export const noPostsYet = "No posts yet"
export const pagesOfPosts = "Pages of posts"
export const sidebarLabel = "Photos, videos and a recipe"
export const recentPhotos = "Recent Photos"
export const loadingPhotos = "Loading photos…"
export const noPhotosYet = "No photos yet"
export const latestVideos = "Latest Videos"
export const loadingVideos = "Loading videos…"
export const noVideosYet = "No videos yet"
export const allVideos = "All videos"
export const recipeToTry = "Check out this recipe"
export const loadingRecipe = "Loading recipe…"
export const noRecipesYet = "No recipes yet"
// the photo carousel
export const carousel = "carousel"
export const carouselLabel = "Recent photos slideshow"
export const slide = "slide"
export const slideOf = (n: number, count: number) => `${n} of ${count}`
export const previousPhoto = "Previous photo"
export const nextPhoto = "Next photo"
export const playSlideshow = "Play slideshow"
export const pauseSlideshow = "Pause slideshow"
// a post
export const postedBy = "Posted by"
export const gardenJournal = "Garden journal"
// lists of content
export const previousPage = "← Previous"
export const nextPage = "Next →"
export const pageOfPages = (page: number, pages: number) => `Page ${page} of ${pages}`
export const tagsLabel = "Tags"
// videos
export const watchTheVideo = "Watch the video:"
/** A post's video, linked at the end of its text in the feed (/rss.xml). */
export const watchVideoLink = "Watch the video"
export const providerVideo = (provider: string) => `${provider} video`
export const playVideo = "Play video: "
export const loadsWhenPlayed = "· loads when you press play"
