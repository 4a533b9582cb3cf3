// The request body cap of the archive import (the server's default for /api is 1 MiB): the base64 of the
// largest archive, with room for the JSON around it. Past it, the archive's own words, without reading it.
import * as Messages from "#schemas/messages.ts"
import { ARCHIVE_MAX_BYTES } from "#schemas/recipe-import-limits.ts"
import { sizeText } from "#schemas/size-text.ts"

export const recipesBodyLimits = [
  {
    prefix: "/api/recipe/import/archive",
    bytes: Math.ceil(ARCHIVE_MAX_BYTES / 3) * 4 + 1024,
    message: Messages.recipeImportArchiveTooLarge(sizeText(ARCHIVE_MAX_BYTES)),
  },
]
