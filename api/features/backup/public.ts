// Backups: what other features may use of them.
export { writeBackup } from "./write-backup.ts"
