// A recipe manager's export archive: Mealie's recipe zip (the recipe's JSON beside an `images/` folder) or
// Tandoor's export (a zip of zips, each with a `recipe.json` and its image). The first recipe in it is read,
// with its photo's bytes for the media pipeline. Entries are unpacked only when their size fits.
import { type Unzipped, unzipSync } from "fflate"

import { recipeFromExportFile } from "./export-files.ts"
import type { ImportedRecipe } from "./schema-recipe.ts"

const ENTRY_MAX_BYTES = 20 * 1024 * 1024
const WANTED = /\.(json|zip|jpe?g|png|webp|gif|avif)$/i
const IMAGE = /\.(jpe?g|png|webp|gif|avif)$/i

export interface ArchiveRecipe extends ImportedRecipe {
  readonly via: "mealie" | "tandoor"
  /** The recipe's photo, as the archive holds it. */
  readonly image: Uint8Array | undefined
  /** How many recipes the archive holds (the first is read). */
  readonly count: number
}

const unzip = (bytes: Uint8Array): Unzipped | undefined => {
  let total = 0
  try {
    return unzipSync(bytes, {
      filter: (file) => {
        if (!WANTED.test(file.name) || file.originalSize > ENTRY_MAX_BYTES) return false
        total += file.originalSize
        return total <= ENTRY_MAX_BYTES * 2
      },
    })
  } catch {
    return undefined
  }
}

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes)

/** One recipe's files: its JSON and the first photo beside it (the original, where Mealie names one). */
const fromFolder = (files: Unzipped): Omit<ArchiveRecipe, "count"> | undefined => {
  const names = Object.keys(files).sort()
  const json = names.find((n) => n.toLowerCase().endsWith(".json"))
  if (json === undefined) return undefined
  const recipe = recipeFromExportFile(text(files[json]!))
  if (recipe === undefined) return undefined
  const image = names.find((n) => /(^|\/)original\.\w+$/i.test(n)) ?? names.find((n) => IMAGE.test(n))
  return { ...recipe, image: image === undefined ? undefined : files[image] }
}

export const recipeFromExportArchive = (bytes: Uint8Array): ArchiveRecipe | undefined => {
  const outer = unzip(bytes)
  if (outer === undefined) return undefined
  const inner = Object.keys(outer)
    .filter((n) => n.toLowerCase().endsWith(".zip"))
    .sort()
  if (inner.length > 0) {
    // Tandoor: one zip per recipe.
    for (const name of inner) {
      const files = unzip(outer[name]!)
      const found = files === undefined ? undefined : fromFolder(files)
      if (found !== undefined) return { ...found, count: inner.length }
    }
    return undefined
  }
  const found = fromFolder(outer)
  return found === undefined ? undefined : { ...found, count: 1 }
}
