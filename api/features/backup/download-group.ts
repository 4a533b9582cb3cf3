// GET /api/dashboard/backup: the owner's download of the whole site as a backup archive.
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"

import { OwnerSession } from "#api/features/site-owner/public.ts"

export const BackupDownloadGroup = HttpApiGroup.make("backup")
  .add(
    HttpApiEndpoint.get("download", "/backup")
      .addSuccess(HttpApiSchema.Uint8Array({ contentType: "application/gzip" }))
      .middleware(OwnerSession),
  )
  .prefix("/dashboard")
