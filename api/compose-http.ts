// The HTTP API: every group under /api, the handler layers, and the answers for
// failures no handler chose (bad input → 400, unknown path → 404, a domain error its
// endpoint does not declare → its status, a database out of reach → 503 STORE_UNAVAILABLE
// with Retry-After, defects → 500), all as JSON `{ message, code? }`. Declared errors,
// domain refusals included (refusals.ts), are encoded by HttpApi itself.
//
// Adding a feature's endpoints is two lines, one in each list below:
//   1. `.add(QuizGroup)` on HomesteadApi (before `.prefix`, which applies to the groups above it);
//   2. `HttpApiBuilder.group(HomesteadApi, "quiz", quizHandlers)` in GroupsLive.
// A feature module exports its group (`HttpApiGroup.make("quiz")…`) and its handlers as
// `(handlers: GroupHandlers<typeof QuizGroup>) => handlers.handle(…)` (see app-service.ts)
// so it never imports this file (no import cycle). Handlers reach the app with `yield* AppService`.
import { HttpApi, HttpApiBuilder, HttpApiError, type HttpApp, HttpServerError, HttpServerRequest, HttpServerResponse, Multipart } from "@effect/platform"
import { NodeHttpServer } from "@effect/platform-node"
import { Cause, Effect, Layer, Option } from "effect"

import { QuizAccountsGroup } from "#api/features/accounts/group.ts"
import { quizAccountHandlers } from "#api/features/accounts/handlers.ts"
import { PasswordResetGroup } from "#api/features/accounts/password-reset-group.ts"
import { passwordResetHandlers } from "#api/features/accounts/password-reset-handlers.ts"
import { QuizAuthLive } from "#api/features/accounts/quiz-auth.ts"
import { OwnerExportsGroup } from "#api/features/backup/exports-group.ts"
import { ownerExportsHandlers } from "#api/features/backup/exports-handlers.ts"
import { CategoriesGroup } from "#api/features/categories/group.ts"
import { categoriesHandlers } from "#api/features/categories/handlers.ts"
import { CoachGroup } from "#api/features/coach/group.ts"
import { coachHandlers } from "#api/features/coach/handlers.ts"
import { GeneralFeedbackGroup } from "#api/features/feedback/group.ts"
import { generalFeedbackHandlers } from "#api/features/feedback/handlers.ts"
import { QuizChallengesGroup } from "#api/features/groups/challenges-group.ts"
import { quizChallengeHandlers } from "#api/features/groups/challenges-handlers.ts"
import { QuizGroupsGroup } from "#api/features/groups/group.ts"
import { quizGroupHandlers } from "#api/features/groups/handlers.ts"
import { MediaUploadGroup } from "#api/features/media/upload-group.ts"
import { mediaUploadHandlers } from "#api/features/media/upload-handlers.ts"
import { PhotosGroup } from "#api/features/photos/group.ts"
import { photosHandlers } from "#api/features/photos/handlers.ts"
import { PostsGroup } from "#api/features/posts/group.ts"
import { postsHandlers } from "#api/features/posts/handlers.ts"
import { QuizAdminGroup } from "#api/features/quiz-catalog/admin-group.ts"
import { quizAdminHandlers } from "#api/features/quiz-catalog/admin-handlers.ts"
import { QuizCatalogGroup } from "#api/features/quiz-catalog/group.ts"
import { quizCatalogHandlers } from "#api/features/quiz-catalog/handlers.ts"
import { QuizGenerationGroup } from "#api/features/quiz-generation/group.ts"
import { quizGenerationHandlers } from "#api/features/quiz-generation/handlers.ts"
import { PlayerExportsGroup } from "#api/features/quiz-play/exports-group.ts"
import { playerExportsHandlers } from "#api/features/quiz-play/exports-handlers.ts"
import { QuizPlayGroup } from "#api/features/quiz-play/group.ts"
import { quizPlayHandlers } from "#api/features/quiz-play/handlers.ts"
import { QuizReportsGroup } from "#api/features/quiz-play/reports-group.ts"
import { quizReportsHandlers } from "#api/features/quiz-play/reports-handlers.ts"
import { QuizScoreboardGroup } from "#api/features/quiz-play/scoreboard-group.ts"
import { quizScoreboardHandlers } from "#api/features/quiz-play/scoreboard-handlers.ts"
import { RecipesGroup } from "#api/features/recipes/group.ts"
import { recipesHandlers } from "#api/features/recipes/handlers.ts"
import { SearchGroup, searchHandlers } from "#api/features/search/search.ts"
import { DashboardGroup } from "#api/features/site-owner/group.ts"
import { dashboardHandlers } from "#api/features/site-owner/handlers.ts"
import { OwnerSessionLive } from "#api/features/site-owner/owner-session.ts"
import { SiteGroup, siteHandlers } from "#api/features/site-pages/site-info.ts"
import { VideosGroup } from "#api/features/videos/group.ts"
import { videosHandlers } from "#api/features/videos/handlers.ts"
import { describeIssues } from "#api/platform/http/errors.ts"
import { AppService } from "#api/platform/http/handlers.ts"
import { guardInput } from "#api/platform/http/input-guard.ts"
import { statusOf } from "#api/platform/http/refusals.ts"
import { effectLoggerLayer } from "#api/platform/log/effect-logger.ts"
import { HealthGroup, healthHandlers } from "#api/platform/observe/health.ts"
import { DomainError } from "#engine/domain-errors.ts"
import { isStoreUnavailable, STORE_RETRY_AFTER_SECONDS, STORE_UNAVAILABLE } from "#engine/store-unavailable.ts"
import * as Messages from "#schemas/messages.ts"

import type { App } from "./compose.ts"

export const HomesteadApi = HttpApi.make("homestead")
  .add(HealthGroup)
  .add(SiteGroup)
  .add(DashboardGroup)
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

const GroupsLive = Layer.mergeAll(
  HttpApiBuilder.group(HomesteadApi, "health", healthHandlers),
  HttpApiBuilder.group(HomesteadApi, "site", siteHandlers),
  HttpApiBuilder.group(HomesteadApi, "dashboard", dashboardHandlers).pipe(Layer.provide(OwnerSessionLive)),
  HttpApiBuilder.group(HomesteadApi, "quizAccounts", quizAccountHandlers).pipe(Layer.provide(QuizAuthLive)),
  HttpApiBuilder.group(HomesteadApi, "generalFeedback", generalFeedbackHandlers).pipe(Layer.provide(QuizAuthLive)),
  HttpApiBuilder.group(HomesteadApi, "mediaUpload", mediaUploadHandlers).pipe(Layer.provide(OwnerSessionLive)),
  HttpApiBuilder.group(HomesteadApi, "quizGeneration", quizGenerationHandlers),
  HttpApiBuilder.group(HomesteadApi, "quizCatalog", quizCatalogHandlers).pipe(Layer.provide(QuizAuthLive)),
  HttpApiBuilder.group(HomesteadApi, "quizPlay", quizPlayHandlers).pipe(Layer.provide(QuizAuthLive)),
  HttpApiBuilder.group(HomesteadApi, "quizScoreboard", quizScoreboardHandlers).pipe(Layer.provide(QuizAuthLive)),
  HttpApiBuilder.group(HomesteadApi, "quizReports", quizReportsHandlers).pipe(Layer.provide(QuizAuthLive)),
  HttpApiBuilder.group(HomesteadApi, "quizAdmin", quizAdminHandlers).pipe(Layer.provide(QuizAuthLive)),
  HttpApiBuilder.group(HomesteadApi, "coach", coachHandlers).pipe(Layer.provide(QuizAuthLive)),
  HttpApiBuilder.group(HomesteadApi, "quizGroups", quizGroupHandlers).pipe(Layer.provide(QuizAuthLive)),
  HttpApiBuilder.group(HomesteadApi, "quizChallenges", quizChallengeHandlers).pipe(Layer.provide(QuizAuthLive)),
  HttpApiBuilder.group(HomesteadApi, "posts", postsHandlers).pipe(Layer.provide(OwnerSessionLive)),
  HttpApiBuilder.group(HomesteadApi, "videos", videosHandlers).pipe(Layer.provide(OwnerSessionLive)),
  HttpApiBuilder.group(HomesteadApi, "photos", photosHandlers).pipe(Layer.provide(OwnerSessionLive)),
  HttpApiBuilder.group(HomesteadApi, "recipes", recipesHandlers).pipe(Layer.provide(OwnerSessionLive)),
  HttpApiBuilder.group(HomesteadApi, "categories", categoriesHandlers).pipe(Layer.provide(OwnerSessionLive)),
  HttpApiBuilder.group(HomesteadApi, "ownerExports", ownerExportsHandlers).pipe(Layer.provide(OwnerSessionLive)),
  HttpApiBuilder.group(HomesteadApi, "passwordReset", passwordResetHandlers),
  HttpApiBuilder.group(HomesteadApi, "playerExports", playerExportsHandlers).pipe(Layer.provide(QuizAuthLive)),
  HttpApiBuilder.group(HomesteadApi, "search", searchHandlers),
)

const json = (status: number, message: string, code?: string) =>
  Effect.succeed(HttpServerResponse.unsafeJson(code === undefined ? { message } : { message, code }, { status }))

/** Whatever the handler was doing, the database did not answer: the same request can work in a moment. */
const storeUnavailable = () =>
  Effect.succeed(
    HttpServerResponse.unsafeJson(
      { message: Messages.storeUnavailable, code: STORE_UNAVAILABLE },
      { status: 503, headers: { "retry-after": String(STORE_RETRY_AFTER_SECONDS) } },
    ),
  )

const causeErrors = (cause: Cause.Cause<unknown>): unknown[] =>
  [...Cause.failures(cause), ...Cause.defects(cause)].map((error) => (Cause.isUnknownException(error) ? error.error : error))

/** API-level middleware: the answer for every failure a handler did not turn into a declared error. */
export const answerUnhandled = (app: HttpApp.Default): HttpApp.Default =>
  Effect.catchAllCause(app, (cause) => {
    const failure = Cause.failureOption(cause)
    if (Option.isSome(failure)) {
      const error: unknown = failure.value
      if (error instanceof HttpApiError.HttpApiDecodeError) return json(400, describeIssues(error.issues))
      if (error instanceof HttpServerError.RouteNotFound) {
        return Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) =>
          json(404, `No API endpoint ${request.method} ${new URL(request.url, "http://x").pathname}`),
        )
      }
    }
    // The builder reads bodies with Effect.orDie, so unreadable ones arrive as defects.
    for (const error of [...Cause.failures(cause), ...Cause.defects(cause)]) {
      if (error instanceof HttpServerError.RequestError) return json(400, "The request body could not be read (is it valid JSON?)")
      if (error instanceof Multipart.MultipartError) {
        const tooLarge = error.reason === "FileTooLarge" || error.reason === "FieldTooLarge" || error.reason === "BodyTooLarge"
        return tooLarge ? json(413, "The upload is too large") : json(400, "The form data could not be read")
      }
    }
    // A refusal the endpoint does not declare (see `attempt`) still gets its own answer.
    const squashed = Cause.squash(cause)
    if (Option.isNone(failure) && squashed instanceof DomainError) return json(statusOf(squashed), squashed.message, squashed.code)
    if (causeErrors(cause).some(isStoreUnavailable)) return storeUnavailable()
    if (Option.isSome(failure) || Cause.isInterruptedOnly(cause)) return Effect.failCause(cause)
    return Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) =>
      Effect.zipRight(
        Effect.logError("Unhandled error in an API handler", cause).pipe(
          Effect.annotateLogs({ reqId: request.headers["x-request-id"], method: request.method, path: new URL(request.url, "http://x").pathname }),
        ),
        json(500, "Internal server error"),
      ),
    )
  }) as HttpApp.Default

const ErrorAnswersLive = HttpApiBuilder.middleware(HomesteadApi, (app) => answerUnhandled(guardInput(app)))

/** The API as a WHATWG handler (Request → Response) bound to one app; the server bridges uWS to it. */
export const makeApiHandler = (app: App) =>
  HttpApiBuilder.toWebHandler(
    Layer.mergeAll(
      HttpApiBuilder.api(HomesteadApi).pipe(Layer.provide(GroupsLive)),
      ErrorAnswersLive,
      NodeHttpServer.layerContext,
      effectLoggerLayer(app.log),
    ).pipe(Layer.provide(Layer.succeed(AppService, app))),
  )
