// Every page route of the web app (docs/product.md §2.1), in one table. The browser's router is built from it
// (web/src/app/routes.tsx); the server finds in it which page an address is, what that page reads, whether it
// is served rendered, what its head says and whether the sitemap lists it (api/features/site-pages). The web
// app bundles this file: it holds what both sides need and nothing else.
import * as Frame from "./frame-messages.ts"
import type { Words } from "./i18n/catalogue.ts"
import type { PublicRead } from "./public-reads.ts"

/** The frame's words a title is made of, in the page's language (English, the frame's module, unless given others). */
export type TitleWords = Pick<Words<typeof Frame>, "tagline" | "pageTitles">

/** A page's title (the browser's tab, history, link previews): its words, then the site's name. */
export const pageTitle = (words: string, siteName: string): string => `${words} · ${siteName}`

/** The home page's title: the site's name and what the site is. */
export const homeTitle = (siteName: string, words: TitleWords = Frame): string => `${siteName} — ${words.tagline}`

/** A route's parameters, decoded, by name (`:servername` → `servername`). */
export type RouteParams = Readonly<Record<string, string | undefined>>

export interface SiteRoute {
  /** As React Router reads it: `:name` is one segment, a trailing `*` the rest of the path. */
  readonly path: string
  /** The page component's export name: the web app loads it lazily, the served head asks for its files early. */
  readonly page: string
  /** The layout route it sits under, which shows it only to the owner or to a quiz admin. */
  readonly guard?: "DashboardGuard" | "QuizAdminGuard"
  /** The words before the site's name in its title (their key in the frame's page titles); a page of one post, tag or recipe takes its content's. */
  readonly title?: keyof typeof Frame.pageTitles
  /** "sitemap": listed there; "noindex": kept out of search results (as private pages and 404s always are). */
  readonly index?: "sitemap" | "noindex"
  /** A signed-in or personal screen: noindex, described by its title, its files not asked for with the HTML. */
  readonly private?: true
  /** The public reads its page makes at once: given to it with the HTML, or fetched alongside it. */
  readonly reads?: (params: RouteParams) => readonly PublicRead[]
  /** Served rendered by the app's own components from its reads' answers, rather than as the app shell. */
  readonly rendered?: true
  /** The whole screen, without the site's header and footer (a quiz night's big screen and phones). */
  readonly fullScreen?: true
}

const dashboard = { guard: "DashboardGuard", title: "dashboard", private: true } as const

export const SITE_ROUTES = {
  home: {
    path: "/",
    page: "HomePage",
    index: "sitemap",
    reads: () => [["posts"], ["recentPhotos"], ["latestVideo"], ["latestRecipe"]],
    rendered: true,
  },
  journal: { path: "/journal", page: "JournalPage", title: "journal", index: "sitemap", reads: () => [["journal"]], rendered: true },
  // A tag's list and a post's own page read the published posts (drafts are never among them).
  tag: { path: "/journal/tag/:tag", page: "PostListPage", reads: () => [["posts"]], rendered: true },
  post: { path: "/journal/:slug", page: "PostPage", reads: () => [["posts"]], rendered: true },
  videos: { path: "/videos", page: "VideosPage", title: "videos", index: "sitemap", reads: () => [["videoGroups"]] },
  gallery: { path: "/gallery", page: "GalleryPage", title: "gallery", index: "sitemap", reads: () => [["photoGroups"]], rendered: true },
  recipes: { path: "/recipes", page: "RecipesPage", title: "recipes", index: "sitemap", reads: () => [["recipeGroups"]] },
  recipe: {
    path: "/recipes/:servername",
    page: "RecipeDetailPage",
    reads: (p) => [
      ["recipe", p.servername ?? ""],
      ["relatedRecipes", p.servername ?? ""],
    ],
    rendered: true,
  },
  champlain: { path: "/champlain", page: "ChamplainPage", title: "champlain", index: "sitemap" },
  contact: { path: "/contact", page: "ContactPage", title: "contact", index: "sitemap" },
  // A mailed link to confirm or end a subscription to the journal: its token rides in the fragment.
  subscription: { path: "/subscription", page: "SubscriptionPage", title: "subscription", private: true },
  // A visitor's own list, kept in their browser: nothing of it is on the server to index.
  shoppingList: { path: "/shopping-list", page: "ShoppingListPage", title: "shoppingList", index: "noindex" },
  // Result pages are answers to one visitor's words, not pages of the site.
  search: { path: "/search", page: "SearchPage", title: "search", index: "noindex" },
  // Rendered with a guest's bar and the game still loading: who plays is known only in the browser.
  quizGame: { path: "/quizgame", page: "QuizGamePage", title: "quizGame", index: "sitemap", rendered: true },
  quizProfile: { path: "/quizgame/quizprofile", page: "QuizProfilePage", title: "quizProfile", index: "sitemap" },
  resetPassword: { path: "/quizgame/reset-password", page: "ResetPasswordPage", title: "resetPassword", private: true },
  // A shared join link: its keys ride in the fragment, which never reaches the server.
  joinGroup: { path: "/quizgame/join", page: "JoinGroupPage", title: "joinGroup", index: "noindex" },
  // Quiz night: anyone joins with the PIN on the big screen; a signed-in player hosts.
  play: { path: "/play", page: "PlayPage", title: "play", index: "sitemap", fullScreen: true },
  playHost: { path: "/play/host", page: "PlayHostPage", title: "playHost", private: true, fullScreen: true },
  quizAdmin: { path: "/quizgame/admin", page: "QuizAdminPage", guard: "QuizAdminGuard", title: "quizAdmin", private: true },
  coach: { path: "/coach", page: "CoachPage", guard: "QuizAdminGuard", title: "coach", private: true },
  // The owner's sign-in is not advertised.
  signIn: { path: "/dashboard/10644", page: "SignInPage", title: "signIn", index: "noindex" },
  dashboard: { path: "/dashboard", page: "DashboardHomePage", ...dashboard },
  dashboardProfile: { path: "/dashboard/profile", page: "DashboardProfilePage", ...dashboard },
  dashboardPosts: { path: "/dashboard/posts", page: "PostsPage", ...dashboard },
  addPost: { path: "/dashboard/posts/addpost", page: "AddPostPage", ...dashboard },
  editPost: { path: "/dashboard/posts/edit/:id", page: "EditPostPage", ...dashboard },
  dashboardGallery: { path: "/dashboard/gallery", page: "PicturesPage", ...dashboard },
  addPhoto: { path: "/dashboard/gallery/addphoto", page: "AddPhotoPage", ...dashboard },
  editPhoto: { path: "/dashboard/gallery/edit/:id", page: "EditPhotoPage", ...dashboard },
  dashboardRecipes: { path: "/dashboard/recipes", page: "DashboardRecipesPage", ...dashboard },
  addRecipe: { path: "/dashboard/recipes/addrecipe", page: "AddRecipePage", ...dashboard },
  editRecipe: { path: "/dashboard/recipes/edit/:servername", page: "EditRecipePage", ...dashboard },
  dashboardVideos: { path: "/dashboard/videos", page: "DashboardVideosPage", ...dashboard },
  addVideo: { path: "/dashboard/videos/addvideo", page: "AddVideoPage", ...dashboard },
  editVideo: { path: "/dashboard/videos/edit/:id", page: "EditVideoPage", ...dashboard },
  dashboardCategories: { path: "/dashboard/categories", page: "CategoriesPage", ...dashboard },
  dashboardQuiz: { path: "/dashboard/quiz", page: "DashboardQuizPage", ...dashboard },
  dashboardWebhooks: { path: "/dashboard/webhooks", page: "WebhooksPage", ...dashboard },
  // Any other address under the dashboard is still the owner's: titled so, though it shows the not-found page.
  dashboardOther: { path: "/dashboard/*", page: "NotFoundPage", title: "dashboard", private: true },
  notFound: { path: "*", page: "NotFoundPage", title: "notFound" },
} as const satisfies Record<string, SiteRoute>

export type RouteName = keyof typeof SITE_ROUTES

/** A route's title words in the page's language, or undefined for a page that titles itself with its content's. */
export const routeWords = (name: RouteName, words: TitleWords = Frame): string | undefined => {
  const key = (SITE_ROUTES[name] as SiteRoute).title
  return key === undefined ? undefined : words.pageTitles[key]
}

/** The export names of every page and guard the routes load. */
export type PageName = (typeof SITE_ROUTES)[RouteName]["page"]
export type GuardName = NonNullable<SiteRoute["guard"]>
