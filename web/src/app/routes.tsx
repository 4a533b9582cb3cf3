import type { RouteObject } from "react-router-dom"

import { Layout } from "./Layout.tsx"
import { lazyPage } from "./lazyPage.ts"

const site = () => import("./chunks/site.ts")
const quiz = () => import("./chunks/quiz.ts")
const dash = () => import("./chunks/dashboard.ts")

const Home = lazyPage(() => import("../site-pages/HomePage.tsx"), "HomePage")
const Journal = lazyPage(site, "JournalPage")
const PostPage = lazyPage(site, "PostPage")
const PostList = lazyPage(site, "PostListPage")
const Videos = lazyPage(site, "VideosPage")
const Gallery = lazyPage(site, "GalleryPage")
const Recipes = lazyPage(site, "RecipesPage")
const RecipeDetail = lazyPage(site, "RecipeDetailPage")
const Champlain = lazyPage(() => import("../site-pages/ChamplainPage.tsx"), "ChamplainPage")
const Contact = lazyPage(() => import("../site-pages/ContactPage.tsx"), "ContactPage")
const Search = lazyPage(() => import("../search/SearchPage.tsx"), "SearchPage")
const NotFound = lazyPage(() => import("./NotFoundPage.tsx"), "NotFoundPage")

const QuizGame = lazyPage(quiz, "QuizGamePage")
const QuizProfile = lazyPage(quiz, "QuizProfilePage")
const QuizAdmin = lazyPage(quiz, "QuizAdminPage")
const ResetPassword = lazyPage(quiz, "ResetPasswordPage")
const JoinGroup = lazyPage(quiz, "JoinGroupPage")
const Coach = lazyPage(() => import("../coach/CoachPage.tsx"), "CoachPage")
const QuizAdminGuard = lazyPage(quiz, "QuizAdminGuard")

const SignIn = lazyPage(dash, "SignInPage")
const DashboardGuard = lazyPage(dash, "DashboardGuard")
const DashboardHome = lazyPage(dash, "DashboardHomePage")
const DashboardProfile = lazyPage(dash, "DashboardProfilePage")
const Posts = lazyPage(dash, "PostsPage")
const AddPost = lazyPage(dash, "AddPostPage")
const EditPost = lazyPage(dash, "EditPostPage")
const Pictures = lazyPage(dash, "PicturesPage")
const AddPhoto = lazyPage(dash, "AddPhotoPage")
const EditPhoto = lazyPage(dash, "EditPhotoPage")
const DashRecipes = lazyPage(dash, "DashboardRecipesPage")
const AddRecipe = lazyPage(dash, "AddRecipePage")
const EditRecipe = lazyPage(dash, "EditRecipePage")
const DashVideos = lazyPage(dash, "DashboardVideosPage")
const DashCategories = lazyPage(dash, "CategoriesPage")
const AddVideo = lazyPage(dash, "AddVideoPage")
const EditVideo = lazyPage(dash, "EditVideoPage")

/** Every route of docs/product.md §2. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: "/", element: <Home /> },
      { path: "/journal", element: <Journal /> },
      { path: "/journal/tag/:tag", element: <PostList /> },
      { path: "/journal/:slug", element: <PostPage /> },
      { path: "/videos", element: <Videos /> },
      { path: "/gallery", element: <Gallery /> },
      { path: "/recipes", element: <Recipes /> },
      { path: "/recipes/:servername", element: <RecipeDetail /> },
      { path: "/champlain", element: <Champlain /> },
      { path: "/contact", element: <Contact /> },
      { path: "/search", element: <Search /> },
      { path: "/quizgame", element: <QuizGame /> },
      { path: "/quizgame/quizprofile", element: <QuizProfile /> },
      { path: "/quizgame/reset-password", element: <ResetPassword /> },
      { path: "/quizgame/join", element: <JoinGroup /> },
      {
        element: <QuizAdminGuard />,
        children: [
          { path: "/quizgame/admin", element: <QuizAdmin /> },
          { path: "/coach", element: <Coach /> },
        ],
      },
      { path: "/dashboard/10644", element: <SignIn /> },
      {
        element: <DashboardGuard />,
        children: [
          { path: "/dashboard", element: <DashboardHome /> },
          { path: "/dashboard/profile", element: <DashboardProfile /> },
          { path: "/dashboard/posts", element: <Posts /> },
          { path: "/dashboard/posts/addpost", element: <AddPost /> },
          { path: "/dashboard/posts/edit/:id", element: <EditPost /> },
          { path: "/dashboard/gallery", element: <Pictures /> },
          { path: "/dashboard/gallery/addphoto", element: <AddPhoto /> },
          { path: "/dashboard/gallery/edit/:id", element: <EditPhoto /> },
          { path: "/dashboard/recipes", element: <DashRecipes /> },
          { path: "/dashboard/recipes/addrecipe", element: <AddRecipe /> },
          { path: "/dashboard/recipes/edit/:servername", element: <EditRecipe /> },
          { path: "/dashboard/videos", element: <DashVideos /> },
          { path: "/dashboard/videos/addvideo", element: <AddVideo /> },
          { path: "/dashboard/videos/edit/:id", element: <EditVideo /> },
          { path: "/dashboard/categories", element: <DashCategories /> },
        ],
      },
      { path: "*", element: <NotFound /> },
    ],
  },
]
