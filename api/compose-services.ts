// The work that runs at every start, in its order: each task is a feature's start-up work or
// socket registration, taken from what its factory returned (compose.ts). Nothing registers
// itself by being imported; a feature that needs work done at start returns it from its
// factory and is listed here. State kept for the app's lifetime lives in the feature that made it.
import type { App } from "./compose.ts"

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
  (app) => app.features.liveGame.registerSockets(),
  (app) => app.features.media.sweep(),
  // On the embedded database: `npm run backup` asks this server for the archive (DATA_DIR/backup.sock).
  (app) => app.features.backup.serve(),
]
