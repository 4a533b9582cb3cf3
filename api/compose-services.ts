// How the app is wired, in one place: the services it holds (one of each per app, made here
// and reached as `app.services.x`) and the tasks that run at every start, in their order.
// Nothing registers itself by being imported; a feature that needs state kept for the
// app's lifetime, or work done at start, adds it here.
import { destroyDeletedPlayersKeys } from "#api/features/accounts/deleted-players-keys.ts"
import { createQuizAdminOnFirstStart } from "#api/features/accounts/first-admin.ts"
import { RESET_REQUEST_RULE } from "#api/features/accounts/password-reset-handlers.ts"
import { RegistrationLimit } from "#api/features/accounts/registration-limit.ts"
import { SessionChecks } from "#api/features/accounts/session-checks.ts"
import { watchSessionEnds } from "#api/features/accounts/session-ends.ts"
import { requireQuizToken } from "#api/features/accounts/socket-auth.ts"
import { guardEvents } from "#api/features/accounts/socket-guard.ts"
import { serveBackups } from "#api/features/backup/backup-socket.ts"
import { CoachMemory } from "#api/features/coach/memory.ts"
import { seedDemoHomestead } from "#api/features/demo-homestead/seed.ts"
import { LiveGames } from "#api/features/live-game/runtime.ts"
import { registerLiveGames } from "#api/features/live-game/sockets.ts"
import { appMediaStorage } from "#api/features/media/app-storage.ts"
import { newScreenshotThrottle } from "#api/features/media/screenshot-throttle.ts"
import type { MediaStorage } from "#api/features/media/storage.ts"
import { sweepMediaOrphansAtStart } from "#api/features/media/sweep.ts"
import { seedStarterLibrary } from "#api/features/quiz-catalog/starter-library.ts"
import { GuestGenerations } from "#api/features/quiz-generation/guest-limits.ts"
import { newPublicWriteLimits, type PublicWriteLimits } from "#api/platform/limits/public-writes.ts"
import { newSignInThrottles, SignInThrottle, type SignInThrottles } from "#api/platform/limits/throttles.ts"

import type { App } from "./compose.ts"

/**
 * In-memory counts of this process, per app: a restart forgets them and each node keeps its
 * own (see api/platform/limits/throttles.ts).
 */
export interface Limits {
  readonly quizSignIn: SignInThrottles
  readonly registrations: RegistrationLimit
  readonly passwordResets: SignInThrottle
  readonly guestGenerations: GuestGenerations
  readonly publicWrites: PublicWriteLimits
  readonly screenshots: SignInThrottle
}

export interface Services {
  readonly coachMemory: CoachMemory
  /** This node's live-game actors. */
  readonly liveGames: LiveGames
  /** Uploaded images under `${DATA_DIR}/media`. */
  readonly media: MediaStorage
  readonly limits: Limits
  /** Sessions' liveness, checked for many socket events in one query (auth/session-checks.ts). */
  readonly sessionChecks: SessionChecks
}

/** Makes the services once the database, the store and the projector are open. */
export const createServices = (app: Pick<App, "config" | "log" | "database" | "store" | "projector">): Services => ({
  coachMemory: new CoachMemory(),
  liveGames: new LiveGames({ store: app.store, log: app.log }),
  media: appMediaStorage(app.config.dataDir),
  sessionChecks: new SessionChecks(app.database.db),
  limits: {
    quizSignIn: newSignInThrottles(),
    registrations: new RegistrationLimit(app.config.registrationsPerHour),
    passwordResets: new SignInThrottle(RESET_REQUEST_RULE),
    guestGenerations: new GuestGenerations(),
    publicWrites: newPublicWriteLimits(),
    screenshots: newScreenshotThrottle(),
  },
})

export type StartupTask = (app: App) => Promise<void>

/**
 * Work that runs at every start, after the read models have caught up and before the server
 * listens, one after the other in this order; one that throws stops the start. Each does
 * nothing once its work is done.
 */
export const startupTasks: readonly StartupTask[] = [
  // The quiz-token secret, created before anyone can sign in.
  async (app) => {
    await app.secrets.quizToken()
  },
  async (app) => {
    const destroyed = await destroyDeletedPlayersKeys(app)
    if (destroyed > 0) app.log.info({ destroyed }, "Destroyed the personal-data keys of deleted players")
  },
  (app) => app.features.siteOwner.start(),
  createQuizAdminOnFirstStart,
  seedStarterLibrary,
  async (app) => {
    await seedDemoHomestead(app)
  },
  // socket.io: the token check, then the connection listeners, which run in this order on
  // each new socket (the event guard before the group and live-game handlers).
  async (app) => requireQuizToken(app, app.io),
  async (app) => watchSessionEnds(app, app.io),
  async (app) => guardEvents(app, app.io),
  // Closed with the store when the app stops.
  (app) => app.features.groups.followUpdates(),
  async (app) => app.features.groups.registerRooms(),
  async (app) => registerLiveGames(app, app.io),
  sweepMediaOrphansAtStart,
  // On the embedded database: `npm run backup` asks this server for the archive (DATA_DIR/backup.sock).
  serveBackups,
]
