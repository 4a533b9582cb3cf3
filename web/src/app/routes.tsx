// The browser's router, built from the site's one route table (schemas/site-routes.ts), which the server
// also reads for its rendered pages, heads and sitemap. This file only says which component each page
// name is and how its code is loaded (one chunk per area, a few pages on their own).
import type { ComponentType } from "react"
import type { RouteObject } from "react-router-dom"

import { type GuardName, type PageName, type RouteName, SITE_ROUTES, type SiteRoute } from "#schemas/site-routes.ts"

import { Layout } from "./Layout.tsx"
import { lazyPage } from "./lazyPage.ts"
import type { RouteHandle } from "./pageTitle.ts"

const site = () => import("./chunks/site.ts")
const quiz = () => import("./chunks/quiz.ts")
const dash = () => import("./chunks/dashboard.ts")

/** Every page and guard the table names, with its code: a page missing here does not compile. */
const COMPONENTS: Record<PageName | GuardName, ComponentType> = {
  HomePage: lazyPage(() => import("../site-pages/HomePage.tsx"), "HomePage"),
  JournalPage: lazyPage(site, "JournalPage"),
  PostPage: lazyPage(site, "PostPage"),
  PostListPage: lazyPage(site, "PostListPage"),
  SubscriptionPage: lazyPage(site, "SubscriptionPage"),
  VideosPage: lazyPage(site, "VideosPage"),
  GalleryPage: lazyPage(site, "GalleryPage"),
  RecipesPage: lazyPage(site, "RecipesPage"),
  RecipeDetailPage: lazyPage(site, "RecipeDetailPage"),
  ChamplainPage: lazyPage(() => import("../site-pages/ChamplainPage.tsx"), "ChamplainPage"),
  ContactPage: lazyPage(() => import("../site-pages/ContactPage.tsx"), "ContactPage"),
  SearchPage: lazyPage(() => import("../search/SearchPage.tsx"), "SearchPage"),
  // Its own chunk (the ingredient parser with it): only this page needs it.
  ShoppingListPage: lazyPage(() => import("../shopping-list/ShoppingListPage.tsx"), "ShoppingListPage"),
  NotFoundPage: lazyPage(() => import("./NotFoundPage.tsx"), "NotFoundPage"),

  QuizGamePage: lazyPage(quiz, "QuizGamePage"),
  QuizProfilePage: lazyPage(quiz, "QuizProfilePage"),
  QuizAdminPage: lazyPage(quiz, "QuizAdminPage"),
  ResetPasswordPage: lazyPage(quiz, "ResetPasswordPage"),
  JoinGroupPage: lazyPage(quiz, "JoinGroupPage"),
  // The phone's and the host's screens of a PIN game, in a chunk of their own (a guest needs nothing else).
  PlayPage: lazyPage(() => import("../live-game/pin/PlayPage.tsx"), "PlayPage"),
  PlayHostPage: lazyPage(() => import("../live-game/pin/PlayHostPage.tsx"), "PlayHostPage"),
  CoachPage: lazyPage(() => import("../coach/CoachPage.tsx"), "CoachPage"),
  QuizAdminGuard: lazyPage(quiz, "QuizAdminGuard"),

  SignInPage: lazyPage(dash, "SignInPage"),
  DashboardGuard: lazyPage(dash, "DashboardGuard"),
  DashboardHomePage: lazyPage(dash, "DashboardHomePage"),
  DashboardProfilePage: lazyPage(dash, "DashboardProfilePage"),
  PostsPage: lazyPage(dash, "PostsPage"),
  AddPostPage: lazyPage(dash, "AddPostPage"),
  EditPostPage: lazyPage(dash, "EditPostPage"),
  PicturesPage: lazyPage(dash, "PicturesPage"),
  AddPhotoPage: lazyPage(dash, "AddPhotoPage"),
  EditPhotoPage: lazyPage(dash, "EditPhotoPage"),
  DashboardRecipesPage: lazyPage(dash, "DashboardRecipesPage"),
  AddRecipePage: lazyPage(dash, "AddRecipePage"),
  EditRecipePage: lazyPage(dash, "EditRecipePage"),
  DashboardVideosPage: lazyPage(dash, "DashboardVideosPage"),
  AddVideoPage: lazyPage(dash, "AddVideoPage"),
  EditVideoPage: lazyPage(dash, "EditVideoPage"),
  CategoriesPage: lazyPage(dash, "CategoriesPage"),
  DashboardQuizPage: lazyPage(dash, "DashboardQuizPage"),
  WebhooksPage: lazyPage(dash, "WebhooksPage"),
}

const element = (name: PageName | GuardName) => {
  const Component = COMPONENTS[name]
  return <Component />
}

const table = (Object.keys(SITE_ROUTES) as RouteName[]).map((name) => ({ name, route: SITE_ROUTES[name] as SiteRoute }))
const page = ({ name, route }: (typeof table)[number]): RouteObject => ({
  path: route.path,
  element: element(route.page as PageName),
  handle: { route: name } satisfies RouteHandle,
})
const open = table.filter(({ route }) => route.guard === undefined && route.fullScreen === undefined)
const fullScreen = table.filter(({ route }) => route.fullScreen === true)
/** A guard is a layout route: its pages show only to those it lets in. */
const guarded = (guard: GuardName): RouteObject => ({
  element: element(guard),
  children: table.filter(({ route }) => route.guard === guard).map(page),
})

/** Every route of docs/product.md §2, under the site's layout (a full-screen one without its header and footer). */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [...open.map(page), guarded("QuizAdminGuard"), guarded("DashboardGuard")],
  },
  { element: <Layout fullScreen />, children: fullScreen.map(page) },
]
