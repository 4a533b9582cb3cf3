// The owner's tools over an opened site: accounts, the log's check and the site's size.
import { siteStats, type StatsDeps } from "./stats.ts"
import { type AdminDeps, deletePlayer, listUsers, resetOwnerPassword, resetOwnerTwoFactor, resetQuizPassword, setAdmin } from "./users.ts"
import { verifyStore } from "./verify.ts"

export type AdminCliDeps = AdminDeps & StatsDeps

export const makeAdminCli = (deps: AdminCliDeps) => ({
  resetOwnerPassword: (password: string) => resetOwnerPassword(deps, password),
  resetOwnerTwoFactor: () => resetOwnerTwoFactor(deps),
  resetQuizPassword: (username: string, password: string) => resetQuizPassword(deps, username, password),
  setAdmin: (username: string, admin: boolean) => setAdmin(deps, username, admin),
  deletePlayer: (username: string) => deletePlayer(deps, username),
  listUsers: () => listUsers(deps),
  verify: (onProgress?: (done: number) => void) => verifyStore(deps.store, onProgress),
  stats: () => siteStats(deps),
})

export type AdminCli = ReturnType<typeof makeAdminCli>
