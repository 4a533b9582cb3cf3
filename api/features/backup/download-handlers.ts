// The whole site as a backup archive, made by the running server (so it works on the
// embedded database too), streamed as it is written.
import { PassThrough, Readable } from "node:stream"

import { HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"

import type { GroupHandlers } from "#api/platform/http/handlers.ts"
import type { Logger } from "#api/platform/log/logger.ts"

import type { BackupDownloadGroup } from "./download-group.ts"
import { type BackupSources, writeBackup } from "./write-backup.ts"

export interface BackupDownloadDeps extends Pick<BackupSources, "store" | "media"> {
  readonly log: Pick<Logger, "error">
}

export const backupDownloadHandlers = (deps: BackupDownloadDeps) => (handlers: GroupHandlers<typeof BackupDownloadGroup>) =>
  handlers.handle("download", () =>
    Effect.sync(() => {
      const body = new PassThrough()
      writeBackup({ store: deps.store, media: deps.media }, body).catch((error: unknown) => {
        deps.log.error({ err: error }, "A backup download failed")
        body.destroy(error instanceof Error ? error : new Error(String(error)))
      })
      const day = new Date().toISOString().slice(0, 10)
      return HttpServerResponse.raw(Readable.toWeb(body), {
        headers: {
          "content-type": "application/gzip",
          "content-disposition": `attachment; filename="homestead-backup-${day}.tar.gz"`,
          "cache-control": "no-store",
        },
      })
    }),
  )
