// Payloads and answer of /api/recipe/import/*: a recipe read from a web page, pasted JSON-LD or a recipe
// manager's export, handed back for the owner to correct in the recipe form (nothing is saved).
import { Schema } from "effect"

import * as Messages from "#schemas/messages.ts"
import { ARCHIVE_MAX_BYTES, IMPORT_TEXT_MAX } from "#schemas/recipe-import-limits.ts"
import { sizeText } from "#schemas/size-text.ts"
import { CleanText } from "#schemas/text.ts"

import { NewRecipe } from "./recipes.ts"

export const RecipeImportUrl = Schema.Struct({
  url: CleanText.pipe(
    Schema.minLength(1, { message: () => Messages.fetchAddressInvalid }),
    Schema.maxLength(2000, { message: () => Messages.fieldTooLong("Address", 2000) }),
  ),
})

export const RecipeImportJsonLd = Schema.Struct({
  jsonld: CleanText.pipe(
    Schema.minLength(1, { message: () => Messages.recipeImportJsonInvalid }),
    Schema.maxLength(IMPORT_TEXT_MAX, { message: () => Messages.fieldTooLong("JSON-LD", IMPORT_TEXT_MAX) }),
  ),
})

export const RecipeImportFile = Schema.Struct({
  /** The text of a Mealie or Tandoor recipe file (JSON). */
  file: CleanText.pipe(
    Schema.minLength(1, { message: () => Messages.recipeImportFileInvalid }),
    Schema.maxLength(IMPORT_TEXT_MAX, { message: () => Messages.fieldTooLong("The file", IMPORT_TEXT_MAX) }),
  ),
})

export const RecipeImportArchive = Schema.Struct({
  /** A Mealie recipe zip or a Tandoor export, base64-encoded. */
  archive: Schema.String.pipe(
    Schema.pattern(/^[A-Za-z0-9+/]+={0,2}$/, { message: () => Messages.recipeImportFileInvalid }),
    Schema.maxLength(Math.ceil(ARCHIVE_MAX_BYTES / 3) * 4, { message: () => Messages.recipeImportArchiveTooLarge(sizeText(ARCHIVE_MAX_BYTES)) }),
  ),
})

/** Where the recipe was read from. */
export const ImportSource = Schema.Literal("json-ld", "microdata", "ai", "mealie", "tandoor")
export type ImportSource = typeof ImportSource.Type

export const RecipeImport = Schema.Struct({
  recipe: NewRecipe,
  via: ImportSource,
  /** What the owner should know: images left out, and the like. */
  notices: Schema.Array(Schema.String),
})
export type RecipeImport = typeof RecipeImport.Type
