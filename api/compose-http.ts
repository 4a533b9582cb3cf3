// The HTTP API: every feature's group under /api, and each group's handlers made for one app
// with only what that feature needs (its handler function takes its own deps). Failures no
// handler chose are answered by platform/http/unhandled.ts, after the input guard.
//
// Adding a feature's endpoints is two lines, one in each list below:
//   1. `.add(QuizGroup)` on HomesteadApi (before `.prefix`, which applies to the groups above it);
//   2. `HttpApiBuilder.group(HomesteadApi, "quiz", quizHandlers(deps))` in groupsLive.
import { HttpApi, HttpApiBuilder } from "@effect/platform"
import { NodeHttpServer } from "@effect/platform-node"
import { Layer } from "effect"

import { PasswordResetGroup, QuizAccountsGroup } from "#api/features/accounts/public.ts"
import { BackupDownloadGroup, OwnerExportsGroup } from "#api/features/backup/public.ts"
import { CategoriesGroup } from "#api/features/categories/group.ts"
import { categoriesHandlers } from "#api/features/categories/handlers.ts"
import { CoachGroup } from "#api/features/coach/public.ts"
import { GeneralFeedbackGroup } from "#api/features/feedback/public.ts"
import { QuizChallengesGroup, QuizGroupsGroup } from "#api/features/groups/public.ts"
import { MediaUploadGroup } from "#api/features/media/public.ts"
import { PhotosGroup } from "#api/features/photos/group.ts"
import { photosHandlers } from "#api/features/photos/handlers.ts"
import { PostsGroup } from "#api/features/posts/group.ts"
import { postsHandlers } from "#api/features/posts/handlers.ts"
import { QuizAdminGroup, QuizCatalogGroup } from "#api/features/quiz-catalog/public.ts"
import { QuizGenerationGroup } from "#api/features/quiz-generation/public.ts"
import { PlayerExportsGroup, QuizPlayGroup, QuizReportsGroup, QuizScoreboardGroup } from "#api/features/quiz-play/public.ts"
import { RecipesGroup } from "#api/features/recipes/group.ts"
import { recipesHandlers } from "#api/features/recipes/handlers.ts"
import { SearchGroup } from "#api/features/search/public.ts"
import { DashboardGroup } from "#api/features/site-owner/public.ts"
import { SiteGroup } from "#api/features/site-pages/public.ts"
import { VideosGroup } from "#api/features/videos/group.ts"
import { videosHandlers } from "#api/features/videos/handlers.ts"
import { guardInput } from "#api/platform/http/input-guard.ts"
import { answerUnhandled } from "#api/platform/http/unhandled.ts"
import { effectLoggerLayer } from "#api/platform/log/effect-logger.ts"
import { HealthGroup, healthHandlers } from "#api/platform/observe/health.ts"

import type { App } from "./compose.ts"

export const HomesteadApi = HttpApi.make("homestead")
  .add(HealthGroup)
  .add(SiteGroup)
  .add(DashboardGroup)
  .add(BackupDownloadGroup)
  .add(QuizAccountsGroup)
  .add(GeneralFeedbackGroup)
  .add(MediaUploadGroup)
  .add(QuizGenerationGroup)
  .add(QuizCatalogGroup)
  .add(QuizPlayGroup)
  .add(QuizScoreboardGroup)
  .add(QuizReportsGroup)
  .add(QuizAdminGroup)
  .add(CoachGroup)
  .add(QuizGroupsGroup)
  .add(QuizChallengesGroup)
  .add(PostsGroup)
  .add(VideosGroup)
  .add(PhotosGroup)
  .add(RecipesGroup)
  .add(CategoriesGroup)
  .add(OwnerExportsGroup)
  .add(PasswordResetGroup)
  .add(PlayerExportsGroup)
  .add(SearchGroup)
  .prefix("/api")

/** Every group's handlers, made for one app: each feature is given what it needs. */
const groupsLive = (app: App) => {
  const { content } = app.features
  const ownerSession = app.features.siteOwner.session
  const quizAuth = app.features.accounts.sessions.layer
  return Layer.mergeAll(
    HttpApiBuilder.group(HomesteadApi, "health", healthHandlers({ health: app.health, store: app.store, database: app.database })),
    HttpApiBuilder.group(HomesteadApi, "site", app.features.sitePages.siteHandlers),
    HttpApiBuilder.group(HomesteadApi, "dashboard", app.features.siteOwner.dashboardHandlers).pipe(Layer.provide(ownerSession)),
    HttpApiBuilder.group(HomesteadApi, "backup", app.features.backup.downloadHandlers).pipe(Layer.provide(ownerSession)),
    HttpApiBuilder.group(HomesteadApi, "quizAccounts", app.features.accounts.quizAccountHandlers).pipe(Layer.provide(quizAuth)),
    HttpApiBuilder.group(HomesteadApi, "generalFeedback", app.features.feedback.generalFeedbackHandlers).pipe(Layer.provide(quizAuth)),
    HttpApiBuilder.group(HomesteadApi, "mediaUpload", app.features.media.uploadHandlers).pipe(Layer.provide(ownerSession)),
    HttpApiBuilder.group(HomesteadApi, "quizGeneration", app.features.quizGeneration.handlers),
    HttpApiBuilder.group(HomesteadApi, "quizCatalog", app.features.quizCatalog.catalogHandlers).pipe(Layer.provide(quizAuth)),
    HttpApiBuilder.group(HomesteadApi, "quizPlay", app.features.quizPlay.playHandlers).pipe(Layer.provide(quizAuth)),
    HttpApiBuilder.group(HomesteadApi, "quizScoreboard", app.features.quizPlay.scoreboardHandlers).pipe(Layer.provide(quizAuth)),
    HttpApiBuilder.group(HomesteadApi, "quizReports", app.features.quizPlay.reportsHandlers).pipe(Layer.provide(quizAuth)),
    HttpApiBuilder.group(HomesteadApi, "quizAdmin", app.features.quizCatalog.adminHandlers).pipe(Layer.provide(quizAuth)),
    HttpApiBuilder.group(HomesteadApi, "coach", app.features.coach.coachHandlers).pipe(Layer.provide(quizAuth)),
    HttpApiBuilder.group(HomesteadApi, "quizGroups", app.features.groups.groupHandlers).pipe(Layer.provide(quizAuth)),
    HttpApiBuilder.group(HomesteadApi, "quizChallenges", app.features.groups.challengeHandlers).pipe(Layer.provide(quizAuth)),
    HttpApiBuilder.group(HomesteadApi, "posts", postsHandlers(content)).pipe(Layer.provide(ownerSession)),
    HttpApiBuilder.group(HomesteadApi, "videos", videosHandlers(content)).pipe(Layer.provide(ownerSession)),
    HttpApiBuilder.group(HomesteadApi, "photos", photosHandlers(content)).pipe(Layer.provide(ownerSession)),
    HttpApiBuilder.group(HomesteadApi, "recipes", recipesHandlers(content)).pipe(Layer.provide(ownerSession)),
    HttpApiBuilder.group(HomesteadApi, "categories", categoriesHandlers(content)).pipe(Layer.provide(ownerSession)),
    HttpApiBuilder.group(HomesteadApi, "ownerExports", app.features.backup.exportsHandlers).pipe(Layer.provide(ownerSession)),
    HttpApiBuilder.group(HomesteadApi, "passwordReset", app.features.accounts.passwordResetHandlers),
    HttpApiBuilder.group(HomesteadApi, "playerExports", app.features.quizPlay.exportsHandlers).pipe(Layer.provide(quizAuth)),
    HttpApiBuilder.group(HomesteadApi, "search", app.features.search.searchHandlers),
  )
}

const ErrorAnswersLive = HttpApiBuilder.middleware(HomesteadApi, (app) => answerUnhandled(guardInput(app)))

/** The API as a WHATWG handler (Request → Response) bound to one app; the server bridges uWS to it. */
export const makeApiHandler = (app: App) =>
  HttpApiBuilder.toWebHandler(
    Layer.mergeAll(
      HttpApiBuilder.api(HomesteadApi).pipe(Layer.provide(groupsLive(app))),
      ErrorAnswersLive,
      NodeHttpServer.layerContext,
      effectLoggerLayer(app.log),
    ),
  )
