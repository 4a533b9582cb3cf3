// Backups and the owner's exports: the dashboard's backup download, the socket `npm run backup`
// asks a running server on the embedded database, and the recipes and content exports.
// (The command-line tools in scripts/ read and write archives with read-backup.ts and write-backup.ts.)
import { type BackupSocketDeps, serveBackups } from "./backup-socket.ts"
import { type BackupDownloadDeps, backupDownloadHandlers } from "./download-handlers.ts"
import { type OwnerExportsDeps, ownerExportsHandlers } from "./exports-handlers.ts"

export { BackupDownloadGroup } from "./download-group.ts"
export { OwnerExportsGroup } from "./exports-group.ts"

export type BackupDeps = BackupSocketDeps & BackupDownloadDeps & OwnerExportsDeps

export const makeBackup = (deps: BackupDeps) => ({
  downloadHandlers: backupDownloadHandlers(deps),
  exportsHandlers: ownerExportsHandlers(deps),
  /** At every start, on the embedded database: the backup socket in DATA_DIR, closed with the server. */
  serve: () => serveBackups(deps),
})
