// The messages of the page frame every page runs (header, footer, search box, session expiry): part of the
// catalogue in messages.ts, which re-exports them, but a module of their own so that the first script of every
// page carries these few rather than the whole catalogue (a bundle cannot split one module).

import type { SearchKind } from "./search-limits.ts"

// session
/** A request that never reached the server: the browser says it is offline, or the site could not be reached. */
export const networkOffline = "You're offline. Check your connection and try again."
export const networkUnreachable = "The site can't be reached. Check your connection and try again."
export const sessionExpiredAlert = "Your session has expired, please login again"
export const sessionExpiredToast = "Session expired. Please log in again."
// site
export const tagline = "Urban homesteading in the heart of Las Vegas"
// search
export const searchNoResults = (query: string) => `No results for "${query}"`
// the owner's menu (the dashboard's areas)
export const webhooksTitle = "Webhooks"
// the frame's own words (header, footer, banner, search box, panels)
export const skipToContent = "Skip to content"
export const menu = "Menu"
export const mainNavLabel = "Main"
export const footerNavLabel = "Footer"
export const navHome = "Home"
export const navJournal = "Journal"
export const navRecipes = "Recipes"
export const navVideos = "Videos"
export const navGallery = "Gallery"
export const navChamplain = "Champlain Valley"
export const navQuizGame = "Quiz Game"
export const navContact = "Contact"
export const navCoach = "Coach"
export const kickerQuiz = "Quiz Game"
export const kickerHomestead = "The Homestead"
export const themeSystem = "System"
export const themeLight = "Light"
export const themeDark = "Dark"
export const themeLabel = "Theme: "
export const themeTitle = (word: string) => `Theme: ${word}`
export const languageLabel = "Language"
export const searchTheSite = "Search the site"
export const search = "Search"
export const searching = "Searching…"
export const searchSuggestionCount = (count: number) => `${count} suggestions`
export const searchSuggestions = "Search suggestions"
export const searchAllResults = (query: string) => `All results for “${query}”`
export const loading = "Loading…"
export const tryAgain = "Try again"
/** A download button's, while the file is made (the quiz game's and the dashboard's). */
export const preparingDownload = "Preparing the download…"
/** The kinds of content a search finds, as its results name them. */
export const searchKinds: Readonly<Record<SearchKind, string>> = { post: "Post", journal: "Journal entry", recipe: "Recipe", video: "Video", photo: "Photo" }
export const closeDialog = "Close"
// pages' titles (the browser's tab, history, link previews): the words before the site's name, by the key each
// route of schemas/site-routes.ts names; a page of one post or recipe takes its content's
export const pageTitles = {
  journal: "Garden journal",
  videos: "Videos",
  gallery: "Photo gallery",
  recipes: "Recipes",
  champlain: "Champlain Valley",
  contact: "Contact",
  subscription: "Your subscription",
  shoppingList: "Shopping list",
  search: "Search",
  quizGame: "Quiz game",
  quizProfile: "Quiz profile",
  resetPassword: "Choose a new password",
  joinGroup: "Join a quiz group",
  play: "Join a quiz game",
  playHost: "Host a quiz night",
  quizAdmin: "Quiz admin",
  coach: "Homestead coach",
  signIn: "Sign in",
  dashboard: "Dashboard",
  notFound: "Page not found",
  tagNotFound: "Tag not found",
  postNotFound: "Post not found",
  recipeNotFound: "Recipe not found",
}
export const taggedPostsTitle = (tag: string) => `Posts tagged ${tag}`
