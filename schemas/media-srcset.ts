// Our uploads' addresses (/media/<id>/<variant>.webp: carousel ~1200 px, public ~1600 px,
// thumb ~320 px) and the srcset the pages give them. Shared by the SPA's images and the
// served head's image preload, which must name the very same candidates to be used.

export type MediaVariant = "carousel" | "public" | "thumb"

const MEDIA_URL = /^(\/media\/[^/]+\/)(carousel|public|thumb)\.webp$/

export const isMediaUrl = (url: string): boolean => MEDIA_URL.test(url)

/** The same image in another variant; URLs that are not our media (older or external paths) stay as they are. */
export function mediaVariant(url: string, variant: MediaVariant): string {
  const match = MEDIA_URL.exec(url)
  return match ? `${match[1]}${variant}.webp` : url
}

/** Every variant with its width, for the browser to pick from; undefined for an image that is not ours. */
export const mediaSrcSet = (url: string): string | undefined =>
  isMediaUrl(url) ? `${mediaVariant(url, "thumb")} 320w, ${mediaVariant(url, "carousel")} 1200w, ${mediaVariant(url, "public")} 1600w` : undefined

/** The `src` an image is given next to its srcset (the carousel variant for ours). */
export const mediaSrc = (url: string): string => mediaVariant(url, "carousel")

/** The recipe page's photo across the top: the page's 48rem column, or the whole width of a phone. */
export const RECIPE_HERO_SIZES = "(min-width: 48rem) 48rem, 100vw"
