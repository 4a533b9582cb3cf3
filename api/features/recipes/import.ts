// Recipe import for the owner's form: a page fetched through the guarded fetcher and read for schema.org
// Recipe (JSON-LD, then microdata, then, for a page with neither, the AI provider within the owner's share of
// the day's calls); pasted JSON-LD; a Mealie or Tandoor recipe file. The recipe's images are fetched the same
// guarded way and stored through the media pipeline (re-encoded, metadata gone), so the draft names our own
// copies. Nothing is saved as a recipe: the owner corrects the draft and saves it with the form.
import type { Ai } from "#api/platform/ai/charge.ts"
import { charged, type Payer } from "#api/platform/ai/charge.ts"
import { counted } from "#api/platform/ai/counted.ts"
import type { Logger } from "#api/platform/log/logger.ts"
import type { Metrics } from "#api/platform/observe/metrics.ts"
import type { SafeFetch } from "#api/platform/safe-fetch/safe-fetch.ts"
import { Unacceptable } from "#engine/domain-errors.ts"
import { extractionMessages, PAGE_TEXT_MAX, RECIPE_FORMAT, recipeFromExtraction } from "#engine/recipes/import/ai-extraction.ts"
import { recipeFromExportArchive } from "#engine/recipes/import/export-archive.ts"
import { recipeFromExportFile } from "#engine/recipes/import/export-files.ts"
import { readableText, recipeFromHtml, recipeFromJsonLd } from "#engine/recipes/import/page-recipe.ts"
import type { ImportedRecipe } from "#engine/recipes/import/schema-recipe.ts"
import type { ImportSource, RecipeImport } from "#schemas/api/content/recipe-import.ts"
import { PHOTO_MAX_BYTES } from "#schemas/api/media.ts"
import * as Messages from "#schemas/messages.ts"

/** Stores an image's bytes through the media pipeline; answers the URL of its public variant. */
export type StoreImage = (bytes: Uint8Array) => Promise<string>

export interface RecipeImportDeps {
  readonly safeFetch: SafeFetch
  readonly storeImage: StoreImage
  readonly ai: Ai
  readonly log: Logger
  readonly metrics: Metrics | undefined
}

/** The site owner's AI calls count against one account's share of the site's day, as a player's do. */
const OWNER_PAYER: Payer = { userId: "site-owner" }

const JSON_TYPES = new Set(["application/ld+json", "application/json"])
/** What may be read as a page; "" when the server does not say. */
const PAGE_TYPES = new Set(["text/html", "application/xhtml+xml", "text/plain", ""])

/** The draft's images: each fetched and stored (all at once); those that fail are left out and counted. */
const bringImages = async (deps: RecipeImportDeps, imported: ImportedRecipe): Promise<{ images: string[]; skipped: number }> => {
  const stored = await Promise.all(
    imported.imageUrls.map(async (url) => {
      try {
        const image = await deps.safeFetch(url, { maxBytes: PHOTO_MAX_BYTES, accept: "image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8" })
        return await deps.storeImage(image.body)
      } catch (error) {
        deps.log.warn({ url, reason: error instanceof Error ? error.message : String(error) }, "An imported recipe's image was left out")
        return undefined
      }
    }),
  )
  const images = stored.filter((url): url is string => url !== undefined)
  return { images, skipped: stored.length - images.length }
}

const answer = async (deps: RecipeImportDeps, imported: ImportedRecipe, via: ImportSource): Promise<RecipeImport> => {
  const { images, skipped } = await bringImages(deps, imported)
  return {
    recipe: { ...imported.recipe, images: [...imported.recipe.images, ...images] },
    via,
    notices: skipped > 0 ? [Messages.recipeImportImageSkipped(skipped)] : [],
  }
}

/** The page's text read by the AI provider, charged to the owner. */
const extract = async (deps: RecipeImportDeps, html: string, pageUrl: string): Promise<ImportedRecipe | undefined> => {
  // Throws AiNotConfigured when there is no provider: the edge says so.
  const provider = counted(charged(deps.ai.providers.provider("basic"), deps.ai, OWNER_PAYER, "recipe_import"), deps, "recipe_import")
  const text = readableText(html, PAGE_TEXT_MAX)
  if (text === "") return undefined
  return recipeFromExtraction(await provider.chatJson(extractionMessages(text), RECIPE_FORMAT, { temperature: 0 }), pageUrl)
}

export const importFromUrl = async (deps: RecipeImportDeps, url: string): Promise<RecipeImport> => {
  const page = await deps.safeFetch(url)
  const text = page.text()
  if (JSON_TYPES.has(page.mediaType)) {
    const imported = recipeFromJsonLd(text, page.url)
    if (imported === undefined) throw new Unacceptable(Messages.recipeImportNotFound, "recipe_not_found")
    return answer(deps, imported, "json-ld")
  }
  if (!PAGE_TYPES.has(page.mediaType)) throw new Unacceptable(Messages.recipeImportNotAPage, "recipe_not_found")
  const found = recipeFromHtml(text, page.url)
  if (found !== undefined) return answer(deps, found, found.via)
  const extracted = await extract(deps, text, page.url)
  if (extracted === undefined) throw new Unacceptable(Messages.recipeImportNotFound, "recipe_not_found")
  return answer(deps, extracted, "ai")
}

export const importFromJsonLd = async (deps: RecipeImportDeps, jsonld: string): Promise<RecipeImport> => {
  const imported = recipeFromJsonLd(jsonld)
  if (imported === undefined) throw new Unacceptable(Messages.recipeImportJsonInvalid, "recipe_not_found")
  return answer(deps, imported, "json-ld")
}

export const importFromFile = async (deps: RecipeImportDeps, file: string): Promise<RecipeImport> => {
  const imported = recipeFromExportFile(file)
  if (imported === undefined) throw new Unacceptable(Messages.recipeImportFileInvalid, "recipe_not_found")
  return answer(deps, imported, imported.via)
}

/** A Mealie recipe zip or a Tandoor export: its first recipe, and its photo through the media pipeline. */
export const importFromArchive = async (deps: RecipeImportDeps, bytes: Uint8Array): Promise<RecipeImport> => {
  const found = recipeFromExportArchive(bytes)
  if (found === undefined) throw new Unacceptable(Messages.recipeImportFileInvalid, "recipe_not_found")
  const notices = found.count > 1 ? [Messages.recipeImportFirstOfMany(found.count)] : []
  let images: string[] = []
  if (found.image !== undefined) {
    try {
      images = [await deps.storeImage(found.image)]
    } catch (error) {
      deps.log.warn({ reason: error instanceof Error ? error.message : String(error) }, "An imported recipe's image was left out")
      notices.push(Messages.recipeImportImageSkipped(1))
    }
  }
  return { recipe: { ...found.recipe, images }, via: found.via, notices }
}
