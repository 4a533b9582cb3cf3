import { request } from "../http/client.ts"
import { siteName } from "../state/site.ts"

let loading: Promise<void> | null = null

/** Loads the site name once from GET /api/site; the header keeps its fallback if this fails. */
export function loadSiteInfo(): Promise<void> {
  loading ??= request<{ siteName?: unknown }>("/site")
    .then((info) => {
      if (typeof info?.siteName === "string" && info.siteName.trim() !== "") siteName.value = info.siteName
    })
    .catch((error: unknown) => console.warn("Could not load site info", error))
  return loading
}
