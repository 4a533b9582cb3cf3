// The composition root: the platform opened once; every feature made from the parts it needs
// (nothing else hands a feature anything); the start-up work run in order; the HTTP API made
// of every feature's group; and the site's routes handed to the HTTP server. Nothing registers
// itself by being imported: what runs is listed here. Only this file imports more than a few
// features.
import { join } from "node:path"

import { HttpApi, HttpApiBuilder, OpenApi } from "@effect/platform"
import { Etag } from "@effect/platform"
import * as NodeContext from "@effect/platform-node/NodeContext"
import * as NodeHttpPlatform from "@effect/platform-node/NodeHttpPlatform"
import { Layer } from "effect"

import { issueQuizSession, makeAccounts, quizUserById } from "#api/features/accounts/public.ts"
import { PasswordResetGroup, QuizAccountsGroup } from "#api/features/accounts/public.ts"
import { makeApiTokens, OwnerApiTokensGroup, PlayerApiTokensGroup } from "#api/features/api-tokens/public.ts"
import { makeBackup } from "#api/features/backup/public.ts"
import { BackupDownloadGroup, OwnerExportsGroup } from "#api/features/backup/public.ts"
import { CategoriesGroup, makeCategories } from "#api/features/categories/public.ts"
import { makeCoach } from "#api/features/coach/public.ts"
import { CoachGroup } from "#api/features/coach/public.ts"
import { makeDemoHomestead } from "#api/features/demo-homestead/public.ts"
import { makeFeedback } from "#api/features/feedback/public.ts"
import { GeneralFeedbackGroup } from "#api/features/feedback/public.ts"
import { makeGroups } from "#api/features/groups/public.ts"
import { QuizChallengesGroup, QuizGroupsGroup } from "#api/features/groups/public.ts"
import { JournalMailGroup, JournalSubscribersGroup, makeJournalMail } from "#api/features/journal-mail/public.ts"
import { makeLiveGame } from "#api/features/live-game/public.ts"
import { makeMedia, mediaBodyLimits } from "#api/features/media/public.ts"
import { MediaUploadGroup } from "#api/features/media/public.ts"
import { makePhotos, PhotosGroup } from "#api/features/photos/public.ts"
import { makePosts, PostsGroup } from "#api/features/posts/public.ts"
import { makeQuizCatalog, quizForPlayer, toPlayerQuiz } from "#api/features/quiz-catalog/public.ts"
import { QuizAdminGroup, QuizCatalogGroup } from "#api/features/quiz-catalog/public.ts"
import { makeQuizGeneration } from "#api/features/quiz-generation/public.ts"
import { QuizGenerationGroup } from "#api/features/quiz-generation/public.ts"
import { makeQuizPlay } from "#api/features/quiz-play/public.ts"
import { PlayerExportsGroup, QuizPlayGroup, QuizReportsGroup, QuizScoreboardGroup } from "#api/features/quiz-play/public.ts"
import { makeQuizSources, OwnerQuizSourcesGroup, quizSourcesBodyLimits, QuizSourcesGroup, StaleQuestionsGroup } from "#api/features/quiz-sources/public.ts"
import { makeRecipes, recipesBodyLimits, RecipesGroup } from "#api/features/recipes/public.ts"
import { makeSearch } from "#api/features/search/public.ts"
import { SearchGroup } from "#api/features/search/public.ts"
import { makeSingleSignOn, SingleSignOnGroup } from "#api/features/single-sign-on/public.ts"
import { makeSiteOwner, openOwnerSession } from "#api/features/site-owner/public.ts"
import { DashboardGroup } from "#api/features/site-owner/public.ts"
import { makeSeoDocumentHandler, makeSitePages } from "#api/features/site-pages/public.ts"
import { SiteGroup } from "#api/features/site-pages/public.ts"
import { makeVideos, VideosGroup } from "#api/features/videos/public.ts"
import { makeWebhooks, WebhooksGroup } from "#api/features/webhooks/public.ts"
import { APP_ROOT } from "#api/platform/app-root.ts"
import type { Config } from "#api/platform/config.ts"
import { answerInLanguage, inLanguageOf } from "#api/platform/http/answer-language.ts"
import { guardInput } from "#api/platform/http/input-guard.ts"
import { requestIsHttps } from "#api/platform/http/request-is-https.ts"
import { makeStaticHandler } from "#api/platform/http/serve-static.ts"
import { loadStaticSite } from "#api/platform/http/static-site.ts"
import { answerUnhandled } from "#api/platform/http/unhandled.ts"
import { bridgeToWeb, writeJson } from "#api/platform/http/web-bridge.ts"
import { postgresSharedLimits } from "#api/platform/limits/postgres-limits.ts"
import { memorySharedLimits } from "#api/platform/limits/shared-limits.ts"
import { newThrottle } from "#api/platform/limits/throttles.ts"
import { effectLoggerLayer } from "#api/platform/log/effect-logger.ts"
import type { Logger } from "#api/platform/log/logger.ts"
import { HealthGroup, healthHandlers } from "#api/platform/observe/health.ts"
import { makeApiDocsRoutes, makeMetricsRoute } from "#api/platform/observe/ops-routes.ts"
import { RouteTable } from "#api/platform/observe/route-table.ts"
import { FastReads } from "#api/platform/public-reads/fast-reads.ts"
import { openPlatform, type Platform } from "#api/platform/runtime.ts"
import type { FetchNetwork } from "#api/platform/safe-fetch/safe-fetch.ts"
import { type HttpServer, startHttpServer } from "#api/platform/server.ts"
import type { TransportRequest, TransportResponse } from "#api/platform/transport/port.ts"
import { SIGN_IN_RULE } from "#engine/auth/throttle.ts"
import type { AppDatabase } from "#projections/db.ts"
import * as Messages from "#schemas/messages.ts"

/**
 * Each feature, made once per app and given only what it needs. A feature's handlers, socket
 * handlers and start-up work come from what its factory returns (see compose-http.ts and
 * compose-services.ts).
 */
const makeFeatures = (platform: Platform) => {
  // Where every limit counts: the database on PostgreSQL, so tries spread over several nodes
  // count as on one; this process's memory on the embedded database (one process by construction).
  const limits = platform.database.kind === "postgres" ? postgresSharedLimits(platform.database.db) : memorySharedLimits()
  // Made before accounts, which take a deleted player out of their live games.
  const liveGame = makeLiveGame({
    db: platform.database.db,
    commands: platform.commands,
    store: platform.store,
    io: platform.io,
    ai: platform.ai,
    config: platform.config,
    log: platform.log,
    metrics: platform.metrics,
    onClose: platform.onClose,
    limits,
  })
  // Personal API tokens, which the owner's and the players' middlewares check bearer calls with.
  const apiTokens = makeApiTokens({ db: platform.database.db, commands: platform.commands })
  // The players' sign-in sessions, which the features below take as `features.accounts.sessions`.
  const features = {
    apiTokens,
    accounts: makeAccounts({
      db: platform.database.db,
      commands: platform.commands,
      secrets: platform.secrets,
      tokenTtlSeconds: platform.config.quizTokenTtlSeconds,
      spend: platform.ai.spend,
      registrationsPerHour: platform.config.registrationsPerHour,
      trustProxy: platform.config.trustProxy,
      guestPlayersPerHour: platform.config.guestPlayersPerHour,
      mail: platform.mailer && platform.config.mail ? { mailer: platform.mailer, origin: platform.config.mail.publicUrl } : undefined,
      siteName: platform.config.siteName,
      quizAdmin: platform.config.quizAdmin,
      announce: platform.announce,
      log: platform.log,
      io: platform.io,
      onClose: platform.onClose,
      leaveLiveGame: liveGame.leave,
      findApiToken: apiTokens.find,
      limits,
    }),
  }
  const media = makeMedia({ settings: platform.config, database: platform.database, commands: platform.commands, log: platform.log, limits })
  // The public content: each feature keeps a snapshot of its read model, read by its handlers, the
  // fast reads and the site's pages (see platform/public-reads).
  const contentDeps = {
    db: platform.database.db,
    commands: platform.commands,
    projector: platform.projector,
    log: platform.log,
    onClose: platform.onClose,
  }
  const content = {
    posts: makePosts(contentDeps),
    recipes: makeRecipes({ ...contentDeps, safeFetch: platform.safeFetch, media: media.storage, ai: platform.ai, metrics: platform.metrics }),
    photos: makePhotos(contentDeps),
    videos: makeVideos(contentDeps),
    categories: makeCategories(contentDeps),
  }
  const sitePages = makeSitePages({
    content: { posts: content.posts.reads, recipes: content.recipes.reads, photos: content.photos.reads, videos: content.videos.reads },
    siteName: platform.config.siteName,
    siteOrigin: platform.siteOrigin,
    log: platform.log,
  })
  return {
    ...features,
    liveGame,
    media,
    feedback: makeFeedback({ db: platform.database.db, commands: platform.commands, sessions: features.accounts.sessions, limits }),
    quizCatalog: makeQuizCatalog({
      db: platform.database.db,
      commands: platform.commands,
      store: platform.store,
      ai: platform.ai,
      sessions: features.accounts.sessions,
    }),
    quizGeneration: makeQuizGeneration({
      db: platform.database.db,
      commands: platform.commands,
      ai: platform.ai,
      basicDailyLimit: platform.config.basicDailyLimit,
      log: platform.log,
      metrics: platform.metrics,
      sessions: features.accounts.sessions,
      limits,
    }),
    quizSources: makeQuizSources({
      db: platform.database.db,
      commands: platform.commands,
      ai: platform.ai,
      basicDailyLimit: platform.config.basicDailyLimit,
      log: platform.log,
      metrics: platform.metrics,
      sessions: features.accounts.sessions,
      safeFetch: platform.safeFetch,
      // A quiz just made, as the player who asked for it is served it.
      playerQuiz: async (quizId) => toPlayerQuiz(await quizForPlayer({ db: platform.database.db }, { quizId, user: undefined })),
      projector: platform.projector,
      onClose: platform.onClose,
    }),
    quizPlay: makeQuizPlay({
      db: platform.database.db,
      commands: platform.commands,
      store: platform.store,
      secrets: platform.secrets,
      sessions: features.accounts.sessions,
      limits,
    }),
    ...content,
    sitePages,
    siteOwner: makeSiteOwner({
      database: platform.database,
      commands: platform.commands,
      announce: platform.announce,
      owner: platform.config.owner,
      findApiToken: features.apiTokens.find,
      limits,
    }),
    backup: makeBackup({
      store: platform.store,
      media: media.storage,
      db: platform.database.db,
      databaseKind: platform.database.kind,
      dataDir: platform.config.dataDir,
      siteName: platform.config.siteName,
      siteOrigin: platform.siteOrigin,
      siteContent: sitePages.siteContent,
      log: platform.log,
      onClose: platform.onClose,
    }),
    demoHomestead: makeDemoHomestead({
      seed: platform.config.seed,
      db: platform.database.db,
      store: platform.store,
      commands: platform.commands,
      media: media.storage,
      ownerUsername: platform.config.owner.username,
      log: platform.log,
    }),
    search: makeSearch({ db: platform.database.db }),
    journalMail: makeJournalMail({
      db: platform.database.db,
      commands: platform.commands,
      projector: platform.projector,
      mail:
        platform.mailer && platform.config.mail
          ? {
              mailer: platform.mailer,
              origin: platform.config.mail.publicUrl,
              perMinute: platform.config.mail.perMinute,
              retrySeconds: platform.config.mail.retrySeconds,
            }
          : undefined,
      siteName: platform.config.siteName,
      unsubscribeKey: platform.secrets.journalUnsubscribe,
      log: platform.log,
      onClose: platform.onClose,
      limits,
    }),
    webhooks: makeWebhooks({
      db: platform.database.db,
      commands: platform.commands,
      safeFetch: platform.safeFetch,
      allowPrivate: platform.config.fetchAllowPrivate,
      retrySeconds: platform.config.webhookRetrySeconds,
      projector: platform.projector,
      log: platform.log,
      onClose: platform.onClose,
    }),
    groups: makeGroups({ db: platform.database.db, commands: platform.commands, store: platform.store, io: platform.io, log: platform.log, limits }),
    singleSignOn: makeSingleSignOn({
      db: platform.database.db,
      commands: platform.commands,
      config: platform.config,
      siteOrigin: platform.siteOrigin,
      key: platform.secrets.singleSignOn,
      log: platform.log,
      // The provider's callbacks from one address, limited as password sign-ins are.
      callbacks: newThrottle(limits, "sso-callback:address", SIGN_IN_RULE),
      findPlayer: (userId) => quizUserById(platform.database.db, userId),
      issuePlayerSession: async (userId) => {
        const user = await quizUserById(platform.database.db, userId)
        const issue = { db: platform.database.db, secrets: platform.secrets, tokenTtlSeconds: platform.config.quizTokenTtlSeconds, spend: platform.ai.spend }
        return user && issueQuizSession(issue, user)
      },
      openOwnerSession: openOwnerSession({ db: platform.database.db, commands: platform.commands }),
    }),
    coach: makeCoach({
      ai: platform.ai,
      modelHq: platform.config.ai.modelHq,
      aiTimeoutMs: platform.config.ai.timeoutMs,
      db: platform.database.db,
      metrics: platform.metrics,
      log: platform.log,
      limits,
    }),
  }
}

export type Features = ReturnType<typeof makeFeatures>

/**
 * The work of every start, after the read models have caught up and before the server listens,
 * one after the other in this order; one that throws stops the start. Each does nothing once
 * its work is done.
 */
const start = async (platform: Platform, features: Features): Promise<void> => {
  // The quiz-token secret, created before anyone can sign in.
  await platform.secrets.quizToken()
  await features.accounts.destroyDeletedPlayersKeys()
  await features.siteOwner.start()
  await features.accounts.createFirstAdmin()
  await features.quizCatalog.seedStarterLibrary()
  await features.demoHomestead.seed()
  // socket.io: the token check, then the connection listeners, which run in this order on
  // each new socket (the event guard before the group and live-game handlers).
  features.accounts.requireQuizToken()
  await features.accounts.watchSessionEnds()
  features.accounts.guardEvents()
  // Closed with the store when the server stops.
  await features.groups.followUpdates()
  features.groups.registerRooms()
  await features.liveGame.registerSockets()
  await features.media.sweep()
  features.posts.publishOnSchedule()
  // Questions drawn from recipes and posts are recorded stale as those change.
  features.quizSources.markStaleInBackground()
  // Mail to the journal's subscribers: keys an interrupted unsubscribe left go, then new posts are mailed.
  await features.journalMail.destroyDepartedKeys()
  features.journalMail.sendInBackground()
  // Webhooks: deliveries a restart left pending go out again, then new ones as they come.
  features.webhooks.deliverInBackground()
  // On the embedded database: `npm run backup` asks this server for the archive (DATA_DIR/backup.sock).
  await features.backup.serve()
}

export const HomesteadApi = HttpApi.make("homestead")
  .add(HealthGroup)
  .add(SiteGroup)
  .add(DashboardGroup)
  .add(BackupDownloadGroup)
  .add(QuizAccountsGroup)
  .add(GeneralFeedbackGroup)
  .add(MediaUploadGroup)
  .add(QuizGenerationGroup)
  .add(QuizSourcesGroup)
  .add(OwnerQuizSourcesGroup)
  .add(StaleQuestionsGroup)
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
  .add(JournalMailGroup)
  .add(JournalSubscribersGroup)
  .add(WebhooksGroup)
  .add(OwnerApiTokensGroup)
  .add(PlayerApiTokensGroup)
  .add(SingleSignOnGroup)
  .prefix("/api")

/** Every group's handlers, each made by its feature from what it was given; the health check from the platform. */
const groupsLive = (platform: Platform, features: Features) => {
  const ownerSession = features.siteOwner.session
  const ownerApi = features.siteOwner.api
  const quizAuth = features.accounts.sessions.layer
  const playerData = features.accounts.sessions.dataLayer
  return Layer.mergeAll(
    HttpApiBuilder.group(HomesteadApi, "health", healthHandlers({ health: platform.health, store: platform.store, database: platform.database })),
    HttpApiBuilder.group(HomesteadApi, "site", features.sitePages.siteHandlers),
    HttpApiBuilder.group(HomesteadApi, "dashboard", features.siteOwner.dashboardHandlers).pipe(Layer.provide(ownerSession)),
    HttpApiBuilder.group(HomesteadApi, "backup", features.backup.downloadHandlers).pipe(Layer.provide(ownerSession)),
    HttpApiBuilder.group(HomesteadApi, "quizAccounts", features.accounts.quizAccountHandlers).pipe(Layer.provide(quizAuth)),
    HttpApiBuilder.group(HomesteadApi, "generalFeedback", features.feedback.generalFeedbackHandlers).pipe(Layer.provide(quizAuth)),
    HttpApiBuilder.group(HomesteadApi, "mediaUpload", features.media.uploadHandlers).pipe(Layer.provide(ownerApi)),
    HttpApiBuilder.group(HomesteadApi, "quizGeneration", features.quizGeneration.handlers),
    HttpApiBuilder.group(HomesteadApi, "quizSources", features.quizSources.handlers),
    HttpApiBuilder.group(HomesteadApi, "ownerQuizSources", features.quizSources.ownerHandlers).pipe(Layer.provide(ownerSession)),
    HttpApiBuilder.group(HomesteadApi, "staleQuestions", features.quizSources.staleHandlers).pipe(Layer.provide(quizAuth)),
    HttpApiBuilder.group(HomesteadApi, "quizCatalog", features.quizCatalog.catalogHandlers).pipe(Layer.provide(quizAuth)),
    HttpApiBuilder.group(HomesteadApi, "quizPlay", features.quizPlay.playHandlers).pipe(Layer.provide(quizAuth)),
    HttpApiBuilder.group(HomesteadApi, "quizScoreboard", features.quizPlay.scoreboardHandlers).pipe(Layer.provide(playerData)),
    HttpApiBuilder.group(HomesteadApi, "quizReports", features.quizPlay.reportsHandlers).pipe(Layer.provide(quizAuth)),
    HttpApiBuilder.group(HomesteadApi, "quizAdmin", features.quizCatalog.adminHandlers).pipe(Layer.provide(quizAuth)),
    HttpApiBuilder.group(HomesteadApi, "coach", features.coach.coachHandlers).pipe(Layer.provide(quizAuth)),
    HttpApiBuilder.group(HomesteadApi, "quizGroups", features.groups.groupHandlers).pipe(Layer.provide(quizAuth)),
    HttpApiBuilder.group(HomesteadApi, "quizChallenges", features.groups.challengeHandlers).pipe(Layer.provide(quizAuth)),
    HttpApiBuilder.group(HomesteadApi, "posts", features.posts.handlers).pipe(Layer.provide(ownerApi)),
    HttpApiBuilder.group(HomesteadApi, "videos", features.videos.handlers).pipe(Layer.provide(ownerApi)),
    HttpApiBuilder.group(HomesteadApi, "photos", features.photos.handlers).pipe(Layer.provide(ownerApi)),
    HttpApiBuilder.group(HomesteadApi, "recipes", features.recipes.handlers).pipe(Layer.provide(ownerApi)),
    HttpApiBuilder.group(HomesteadApi, "categories", features.categories.handlers).pipe(Layer.provide(ownerApi)),
    HttpApiBuilder.group(HomesteadApi, "ownerExports", features.backup.exportsHandlers).pipe(Layer.provide(ownerSession)),
    HttpApiBuilder.group(HomesteadApi, "passwordReset", features.accounts.passwordResetHandlers),
    HttpApiBuilder.group(HomesteadApi, "playerExports", features.quizPlay.exportsHandlers).pipe(Layer.provide(Layer.merge(quizAuth, playerData))),
    HttpApiBuilder.group(HomesteadApi, "search", features.search.searchHandlers),
    HttpApiBuilder.group(HomesteadApi, "journalMail", features.journalMail.handlers),
    HttpApiBuilder.group(HomesteadApi, "journalSubscribers", features.journalMail.ownerHandlers).pipe(Layer.provide(ownerSession)),
    HttpApiBuilder.group(HomesteadApi, "webhooks", features.webhooks.handlers).pipe(Layer.provide(ownerSession)),
    HttpApiBuilder.group(HomesteadApi, "ownerApiTokens", features.apiTokens.ownerHandlers).pipe(Layer.provide(ownerSession)),
    HttpApiBuilder.group(HomesteadApi, "playerApiTokens", features.apiTokens.playerHandlers).pipe(Layer.provide(quizAuth)),
    HttpApiBuilder.group(HomesteadApi, "singleSignOn", features.singleSignOn.handlers).pipe(Layer.provide(quizAuth)),
  )
}

/** The API as a WHATWG handler (Request → Response); the server bridges uWS to it. */
const makeApiHandler = (platform: Platform, features: Features) =>
  HttpApiBuilder.toWebHandler(
    Layer.mergeAll(
      HttpApiBuilder.api(HomesteadApi).pipe(Layer.provide(groupsLive(platform, features))),
      HttpApiBuilder.middleware(HomesteadApi, (app) => answerUnhandled(guardInput(features.singleSignOn.passwordGate(app)))),
      // What NodeHttpServer.layerContext holds, taken from its parts: that module also loads an HTTP
      // client and a WebSocket library (undici, ws) the handler never uses, 0.2–0.4 s of a cold start.
      NodeHttpPlatform.layer,
      Etag.layerWeak,
      NodeContext.layer,
      effectLoggerLayer(platform.log),
    ),
  )

/** JSON bodies; a route that takes uploads has a larger limit in `bodyLimits`. */
const DEFAULT_BODY_LIMIT = 1 << 20

/** Per-path body limits, longest matching prefix wins: a route that takes uploads is listed here. */
const bodyLimits: readonly { readonly prefix: string; readonly bytes: number; readonly message?: string }[] = [
  ...mediaBodyLimits,
  ...recipesBodyLimits,
  ...quizSourcesBodyLimits,
]

const bodyLimitFor = (path: string): { readonly bytes: number; readonly message?: string } => {
  let best: (typeof bodyLimits)[number] | undefined
  for (const limit of bodyLimits) if (path.startsWith(limit.prefix) && (!best || limit.prefix.length > best.prefix.length)) best = limit
  return best ?? { bytes: DEFAULT_BODY_LIMIT }
}

export const DEFAULT_STATIC_DIR = join(APP_ROOT, "dist", "web")

export interface SiteOptions {
  /** Overrides config.port; 0 picks a free port. */
  readonly port?: number
  /** The built SPA; default dist/web. */
  readonly staticDir?: string
  /** Where the server logs; by default a logger made from the configuration (standard output). */
  readonly log?: Logger
  /** The site's database, already being opened (api/main.ts begins it early); by default opened first thing. */
  readonly database?: Promise<AppDatabase>
  /** How the guarded fetcher resolves and which addresses it may reach: tests stand their own server in for a public one. */
  readonly fetchNetwork?: Partial<FetchNetwork>
}

export interface RunningServer extends HttpServer {
  /** What the features stand on (tests and benchmarks read the store and the database through it). */
  readonly platform: Platform
  readonly features: Features
}

/** The whole site on one port: /api through the Effect HttpApi, socket.io at /socket.io, the built SPA for everything else. */
export const startSite = async (config: Config, options: SiteOptions = {}): Promise<RunningServer> => {
  const platform = await openPlatform(config, { log: options.log, database: options.database, fetchNetwork: options.fetchNetwork })
  let api: ReturnType<typeof makeApiHandler> | undefined
  try {
    const features = makeFeatures(platform)
    platform.metrics?.countLiveGames(features.liveGame.openGames)
    await start(platform, features)
    api = makeApiHandler(platform, features)
    const handler = answerInLanguage(api.handler)
    const dispose = api.dispose
    const { log } = platform
    const trust = config.trustProxy
    const staticDir = options.staticDir ?? DEFAULT_STATIC_DIR
    const site = await features.sitePages.named(await loadStaticSite(staticDir))
    if (!site) log.warn(`No built web app in ${staticDir}; pages answer 503 until \`npm run build\` runs.`)
    // Build the API's layers now, so a broken layer stops the start instead of the first request.
    await handler(new Request("http://localhost/api/.warmup"))

    // The public content reads answered before the Effect bridge, from the features' snapshots (built now,
    // so the first visitors take the fast path).
    const publicContent = [features.posts, features.videos, features.photos, features.recipes, features.categories]
    await Promise.all(publicContent.map((feature) => feature.reads.warm()))
    const fastReads = new FastReads(
      publicContent.map((feature) => feature.reads.fast),
      { trust },
    )
    // Page tags, the feed and the sitemap, from the same snapshots (see features/site-pages/pages.ts).
    const seo = await features.sitePages.open(site, staticDir)

    const apiTemplates = new RouteTable()
    HttpApi.reflect(HomesteadApi, { onGroup: () => {}, onEndpoint: ({ endpoint }) => void apiTemplates.add(endpoint.path) })
    const apiLabel = (path: string) => apiTemplates.match(path) ?? "/api/(no such endpoint)"
    const apiDocs = makeApiDocsRoutes(() => OpenApi.fromApi(HomesteadApi), `${config.siteName} API`, trust)

    const server = await startHttpServer({
      transport: config.httpTransport,
      port: options.port ?? config.port,
      trust,
      log,
      metrics: platform.metrics,
      io: platform.io,
      routes: (kit) => {
        const apiRoute = (res: TransportResponse, req: TransportRequest) => {
          if (!kit.accepting())
            return writeJson(
              res,
              requestIsHttps(trust, req, res),
              503,
              { message: inLanguageOf({ get: (name) => req.getHeader(name) }, Messages.shuttingDown) },
              true,
            )
          if (fastReads.serve(res, req)) return
          const limit = bodyLimitFor(req.getUrl())
          bridgeToWeb(res, req, handler, {
            bodyLimit: limit.bytes,
            tooLargeMessage: limit.message,
            onDone: kit.track(),
            closing: () => !kit.accepting(),
            trust,
            log,
          })
        }
        const staticRoute = makeStaticHandler(site, { track: kit.track, render: seo.render, trust, log })
        const seoRoute = (kind: "rss" | "sitemap" | "robots") => makeSeoDocumentHandler(seo, kind, { track: kit.track, trust, log })
        // A robots.txt shipped with the web app wins over the generated one.
        const robotsRoute = site?.files.has("/robots.txt") ? staticRoute : seoRoute("robots")
        const mediaRoute = features.media.route({ track: kit.track, trust })
        return [
          kit.route("any", "/api", apiLabel, apiRoute),
          kit.route("any", "/api/*", apiLabel, apiRoute),
          ...kit.getOrHead("/api/openapi.json", "/api/openapi.json", apiDocs.openApi),
          ...kit.getOrHead("/api/docs", "/api/docs", apiDocs.docs),
          ...kit.getOrHead("/api/docs/scalar.js", "/api/docs/scalar.js", apiDocs.docsScript),
          ...kit.getOrHead("/metrics", "/metrics", makeMetricsRoute(platform.metrics, config.metricsToken, trust)),
          ...kit.getOrHead("/media/*", "/media/:id/:variant", mediaRoute),
          ...kit.getOrHead("/rss.xml", "/rss.xml", seoRoute("rss")),
          ...kit.getOrHead("/sitemap.xml", "/sitemap.xml", seoRoute("sitemap")),
          ...kit.getOrHead("/robots.txt", "/robots.txt", robotsRoute),
          ...kit.getOrHead("/*", (path) => (path.startsWith("/assets/") ? "/assets/*" : "page"), staticRoute),
        ]
      },
      closing: async () => {
        seo.close()
        await platform.close() // closes socket.io first, then the projector, the store and the database
        await dispose()
      },
    })
    platform.siteOrigin.listening(server.port)
    return { ...server, platform, features }
  } catch (error) {
    await api?.dispose().catch(() => undefined)
    await platform.close()
    throw error
  }
}
