import { signal } from "@preact/signals-react"

export const DEFAULT_SITE_NAME = "Homestead"

/** The site name from GET /api/site; `null` until it has loaded. */
export const siteName = signal<string | null>(null)
