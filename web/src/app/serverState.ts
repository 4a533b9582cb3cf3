// What a server-rendered page hands its scripts (see server-entry.tsx): the site name the server used and the
// query cache it rendered from, as JSON in a data block (not a script, so the content security policy is not
// involved). The browser's first render starts from the same values, so hydration matches without a fetch.

import type { Language } from "#schemas/i18n/language.ts"
import { SERVER_STATE_ID } from "#schemas/server-state.ts"

export interface ServerState {
  readonly siteName: string
  /** The language the page was rendered in, which its hydration must use. */
  readonly language: Language
  /** The query cache, as TanStack Query's dehydrate() gives it. */
  readonly queries: unknown
}

let read: ServerState | null | undefined

/** The page's server state, or null when the page was not server-rendered (or outside a browser). */
export function serverState(): ServerState | null {
  if (read !== undefined) return read
  const block = typeof document === "undefined" ? null : document.getElementById(SERVER_STATE_ID)
  try {
    read = block?.textContent ? (JSON.parse(block.textContent) as ServerState) : null
  } catch {
    // A broken block only costs the head start: the page loads its data as if it had none.
    read = null
  }
  return read
}
