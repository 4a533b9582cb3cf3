// The site's service worker, built by vite-plugin-pwa (injectManifest) with Workbox. It keeps the app's
// built files, the recipe pages a visitor opened and those pages' photos, so a recipe reads and cooks
// with the network off; what it may keep is policy.ts. Everything else (the API, sockets, the quiz game,
// the dashboard, sign-in, every write) has no route here and goes to the network untouched; a page that
// cannot be fetched gets the app shell, so the app shows its own offline state rather than the
// browser's. A new build's worker takes over at once (skipWaiting + clientsClaim, docs/decisions.md).
import { CacheableResponsePlugin } from "workbox-cacheable-response"
import { clientsClaim, type RouteHandlerCallbackOptions, type WorkboxPlugin } from "workbox-core"
import { CacheExpiration, ExpirationPlugin } from "workbox-expiration"
import { enable as enableNavigationPreload } from "workbox-navigation-preload"
import { cleanupOutdatedCaches, precacheAndRoute, PrecacheFallbackPlugin } from "workbox-precaching"
import type { PrecacheEntry } from "workbox-precaching/_types.js"
import { registerRoute } from "workbox-routing"
import { NetworkFirst, NetworkOnly } from "workbox-strategies"

import { isMediaUrl } from "#schemas/media-srcset.ts"

import { isRecipePage, keepRequestOf, markSavedCopy, otherVariants, SHELL_URL } from "./policy.ts"

/** The parts of the worker's global scope used here (the project's DOM types have no worker scope). */
interface WaitUntil {
  waitUntil(work: Promise<unknown>): void
}
interface WorkerScope {
  readonly __WB_MANIFEST: (string | PrecacheEntry)[]
  readonly location: Location
  skipWaiting(): Promise<void>
  addEventListener(type: "install" | "activate", listener: (event: WaitUntil) => void): void
  addEventListener(type: "message", listener: (event: WaitUntil & { data: unknown; ports: readonly MessagePort[] }) => void): void
}
declare const self: WorkerScope

const RECIPES = "homestead-recipes"
const PHOTOS = "homestead-recipe-photos"
/** Enough for a cook's repertoire; the least recently saved go first. */
const MAX_RECIPES = 60
const MAX_PHOTOS = 400

// The built app (scripts, styles, the shell, icons): listed by the build, replaced as a whole by the next.
// "/" and other addresses are pages the server renders: no index.html or .html guesses for them.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: "", cleanURLs: false })
cleanupOutdatedCaches()
enableNavigationPreload()

/** A page answered from the saved copies says so on its root element (policy.ts). */
const saysSavedCopy: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse
    const headers = new Headers(cachedResponse.headers)
    // The body is rewritten as text: it is no longer the encoded bytes these described.
    headers.delete("content-length")
    headers.delete("content-encoding")
    return new Response(markSavedCopy(await cachedResponse.text()), { status: cachedResponse.status, statusText: cachedResponse.statusText, headers })
  },
}

// A recipe page: the server's latest when it answers (kept for next time), else the saved copy.
const recipePages = new NetworkFirst({
  cacheName: RECIPES,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: MAX_RECIPES }),
    saysSavedCopy,
    new PrecacheFallbackPlugin({ fallbackURL: SHELL_URL }),
  ],
})
registerRoute(({ request, url }) => request.mode === "navigate" && url.origin === self.location.origin && isRecipePage(url.pathname), recipePages)

// Any other page: the network only; when it cannot be reached, the app shell, whose own screens say so.
registerRoute(({ request }) => request.mode === "navigate", new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: SHELL_URL })] }))

const photoExpiration = new CacheExpiration(PHOTOS, { maxEntries: MAX_PHOTOS })

/** A photo kept with a saved recipe; offline, another kept size of it stands in. Nothing is stored on the way. */
const savedPhoto = async ({ request, url }: RouteHandlerCallbackOptions): Promise<Response> => {
  const cache = await caches.open(PHOTOS)
  const saved = await cache.match(request)
  if (saved) return saved
  try {
    return await fetch(request)
  } catch (error) {
    for (const other of otherVariants(url.pathname)) {
      const standIn = await cache.match(other)
      if (standIn) return standIn
    }
    throw error
  }
}
registerRoute(({ request, url }) => url.origin === self.location.origin && request.destination === "image" && isMediaUrl(url.pathname), savedPhoto)

/** Fetches `path` into `cache` (a 200 only); true when it is there afterwards. */
const store = async (cache: Cache, path: string): Promise<boolean> => {
  try {
    const response = await fetch(path, { credentials: "same-origin" })
    if (response.status !== 200) return false
    await cache.put(path, response)
    return true
  } catch {
    return Boolean(await cache.match(path))
  }
}

/**
 * A recipe page opened (its first load comes before the worker, and a page reached inside the app is never
 * fetched as a page) asks to be kept with its photos; it is told whether a copy is saved now.
 */
const keep = async (event: WaitUntil, page: string, photos: readonly string[]): Promise<boolean> => {
  const photoCache = await caches.open(PHOTOS)
  const [answered, stored] = recipePages.handleAll({ event, request: new Request(page, { credentials: "same-origin" }) })
  await Promise.all([
    answered.catch(() => undefined),
    stored.catch(() => undefined),
    ...photos.map(async (photo) => {
      if (!(await photoCache.match(photo)) && (await store(photoCache, photo))) await photoExpiration.updateTimestamp(photo)
    }),
  ])
  await photoExpiration.expireEntries()
  return Boolean(await (await caches.open(RECIPES)).match(page))
}

self.addEventListener("message", (event) => {
  const request = keepRequestOf(event.data, self.location.origin)
  if (!request) return
  event.waitUntil(keep(event, request.page, request.photos).then((kept) => event.ports[0]?.postMessage({ kept })))
})

/** Saved pages name the built files of the build they came from: a new build fetches them again while online. */
const refreshSavedPages = async (): Promise<void> => {
  const cache = await caches.open(RECIPES)
  const saved = await cache.keys()
  await Promise.all(
    saved.map(async (request) => {
      const response = await fetch(request.url, { credentials: "same-origin" }).catch(() => undefined)
      if (response?.status === 200) await cache.put(request, response)
      else if (response?.status === 404) await cache.delete(request)
    }),
  )
}

self.addEventListener("install", () => void self.skipWaiting())
self.addEventListener("activate", (event) => event.waitUntil(refreshSavedPages()))
clientsClaim()
