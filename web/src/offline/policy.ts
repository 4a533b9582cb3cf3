// What the service worker (sw.ts) may keep and answer from its caches, as pure rules: a recipe's page
// and its photos, nothing else. Everything outside these rules (the API, sockets, the quiz game, the
// dashboard, sign-in, every write) goes to the network as if there were no worker.
import { isMediaUrl, type MediaVariant, mediaVariant } from "#schemas/media-srcset.ts"
import { SITE_ROUTES } from "#schemas/site-routes.ts"

/** `/recipes/:servername` as a pattern: one segment after /recipes/. */
const RECIPE_PAGE = new RegExp(`^${SITE_ROUTES.recipe.path.replace(/:[^/]+/g, "[^/]+")}$`)

/** A recipe's own page (not the list of recipes). */
export const isRecipePage = (pathname: string): boolean => RECIPE_PAGE.test(pathname)

/** The attribute a saved copy's `<html>` carries when the worker answers with it, so the page can say so. */
export const SAVED_COPY_ATTRIBUTE = "data-saved-copy"

/** A saved page's HTML as the worker answers with it: marked on its root element (nothing the app hydrates). */
export const markSavedCopy = (html: string): string => html.replace(/<html(?=[\s>])/i, `<html ${SAVED_COPY_ATTRIBUTE}=""`)

/** The precached app shell: a page the worker cannot fetch boots the app from it, and the app shows its own error. */
export const SHELL_URL = "/index.html"

/** The variants of a photo that may stand in for one another offline (whichever one was saved). */
export const PHOTO_VARIANTS: readonly MediaVariant[] = ["carousel", "public", "thumb"]

/** The same photo in its other variants, best first; none for an address that is not one of our photos. */
export const otherVariants = (pathname: string): string[] =>
  isMediaUrl(pathname) ? PHOTO_VARIANTS.map((variant) => mediaVariant(pathname, variant)).filter((path) => path !== pathname) : []

/** What a recipe page asks the worker to keep: its own address and the photos it shows. */
export interface KeepRequest {
  readonly page: string
  readonly photos: readonly string[]
}

/** The most photos one page may ask to keep. */
const MAX_PHOTOS = 40

/** Same-origin path of `value` (an absolute or relative address), or undefined for another origin or a bad address. */
const sameOriginPath = (value: unknown, origin: string): string | undefined => {
  if (typeof value !== "string") return undefined
  try {
    const url = new URL(value, origin)
    return url.origin === origin ? url.pathname : undefined
  } catch {
    return undefined
  }
}

/**
 * A page's message to the worker, checked: a recipe page of this site and our own photos, or undefined.
 * The worker fetches only what passes, so a message cannot make it keep an API answer or another site's file.
 */
export const keepRequestOf = (data: unknown, origin: string): KeepRequest | undefined => {
  if (typeof data !== "object" || data === null) return undefined
  const { type, page, photos } = data as Record<string, unknown>
  if (type !== "keep-recipe") return undefined
  const pagePath = sameOriginPath(page, origin)
  if (pagePath === undefined || !isRecipePage(pagePath)) return undefined
  const photoPaths = (Array.isArray(photos) ? photos : [])
    .map((photo) => sameOriginPath(photo, origin))
    .filter((path): path is string => path !== undefined && isMediaUrl(path))
  return { page: pagePath, photos: [...new Set(photoPaths)].slice(0, MAX_PHOTOS) }
}
