// How the app is wired, in one place: the services it holds (one of each per app, made here
// and reached as `app.services.x`) and the tasks that run at every start, in their order.
// Nothing registers itself by being imported; a feature that needs state kept for the
// app's lifetime, or work done at start, adds it here.
import { LiveGames } from "#api/features/live-game/runtime.ts"
import { registerLiveGames } from "#api/features/live-game/sockets.ts"

import type { App } from "./compose.ts"

export interface Services {
  /** This node's live-game actors. */
  readonly liveGames: LiveGames
}

/** Makes the services once the database, the store and the projector are open. */
export const createServices = (app: Pick<App, "config" | "log" | "database" | "store" | "projector">): Services => ({
  liveGames: new LiveGames({ store: app.store, log: app.log }),
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
  (app) => app.features.accounts.destroyDeletedPlayersKeys(),
  (app) => app.features.siteOwner.start(),
  (app) => app.features.accounts.createFirstAdmin(),
  (app) => app.features.quizCatalog.seedStarterLibrary(),
  (app) => app.features.demoHomestead.seed(),
  // socket.io: the token check, then the connection listeners, which run in this order on
  // each new socket (the event guard before the group and live-game handlers).
  async (app) => app.features.accounts.requireQuizToken(),
  (app) => app.features.accounts.watchSessionEnds(),
  async (app) => app.features.accounts.guardEvents(),
  // Closed with the store when the app stops.
  (app) => app.features.groups.followUpdates(),
  async (app) => app.features.groups.registerRooms(),
  async (app) => registerLiveGames(app, app.io),
  (app) => app.features.media.sweep(),
  // On the embedded database: `npm run backup` asks this server for the archive (DATA_DIR/backup.sock).
  (app) => app.features.backup.serve(),
]
