// Video links: which YouTube and Vimeo link forms we accept, the one normal form we store,
// and the privacy-friendly player address the pages embed. Pure, so the web app and the
// server parse links the same way.

export type VideoProvider = "youtube" | "vimeo"

export interface VideoEmbed {
  readonly provider: VideoProvider
  readonly id: string
  /** The link as we store it: https://www.youtube.com/watch?v=<id> or https://vimeo.com/<id>[/<hash>]. */
  readonly url: string
  /** youtube-nocookie.com for YouTube; Vimeo's player with do-not-track. */
  readonly embedUrl: string
  readonly thumbnailUrl?: string
}

/** Where the players are loaded from: the only frames the pages may hold (see the server's Content-Security-Policy). */
export const PLAYER_ORIGINS = { youtube: "https://www.youtube-nocookie.com", vimeo: "https://player.vimeo.com" } as const

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
const VIMEO_ID = /^\d{1,12}$/
// Unlisted Vimeo videos carry a hash the player needs (`?h=`).
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i

const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com", "youtube-nocookie.com", "www.youtube-nocookie.com"])
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com"])

const parseUrl = (link: string): URL | undefined => {
  const text = link.trim()
  if (text === "" || /\s/.test(text)) return undefined
  // People paste links without the scheme ("youtu.be/…"); nothing else may be scheme-less.
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`
  try {
    const url = new URL(withScheme)
    return url.protocol === "https:" || url.protocol === "http:" ? url : undefined
  } catch {
    return undefined
  }
}

const segments = (url: URL): string[] => url.pathname.split("/").filter((s) => s !== "")

const youtube = (id: string | undefined): VideoEmbed | undefined =>
  id !== undefined && YOUTUBE_ID.test(id)
    ? {
        provider: "youtube",
        id,
        url: `https://www.youtube.com/watch?v=${id}`,
        embedUrl: `${PLAYER_ORIGINS.youtube}/embed/${id}`,
        thumbnailUrl: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
      }
    : undefined

const vimeo = (id: string | undefined, hash: string | undefined | null): VideoEmbed | undefined => {
  if (id === undefined || !VIMEO_ID.test(id)) return undefined
  const h = hash && VIMEO_HASH.test(hash) ? hash : undefined
  return {
    provider: "vimeo",
    id,
    url: h ? `https://vimeo.com/${id}/${h}` : `https://vimeo.com/${id}`,
    embedUrl: `${PLAYER_ORIGINS.vimeo}/video/${id}?${h ? `h=${h}&` : ""}dnt=1`,
  }
}

/** The embed for a YouTube or Vimeo link in any common form; undefined for anything else. */
export const toEmbed = (link: string): VideoEmbed | undefined => {
  const url = parseUrl(link)
  if (!url) return undefined
  const host = url.hostname.toLowerCase()
  const path = segments(url)
  if (host === "youtu.be" || host === "www.youtu.be") return path.length === 1 ? youtube(path[0]) : undefined
  if (YOUTUBE_HOSTS.has(host)) {
    if (path.length === 1 && path[0] === "watch") return youtube(url.searchParams.get("v") ?? undefined)
    if (path.length === 2 && ["embed", "shorts", "live", "v"].includes(path[0]!)) return youtube(path[1])
    return undefined
  }
  if (VIMEO_HOSTS.has(host)) {
    // vimeo.com/<id>, vimeo.com/<id>/<hash>, vimeo.com/channels/<name>/<id>
    if (path.length >= 1 && path.length <= 2 && VIMEO_ID.test(path[0]!)) return vimeo(path[0], path[1] ?? url.searchParams.get("h"))
    if (path.length === 3 && path[0] === "channels") return vimeo(path[2], url.searchParams.get("h"))
    return undefined
  }
  if (host === "player.vimeo.com" && path.length === 2 && path[0] === "video") return vimeo(path[1], url.searchParams.get("h"))
  return undefined
}

/** The stored form of a video link, or undefined when it is not a YouTube or Vimeo link. */
export const normaliseVideoLink = (link: string): string | undefined => toEmbed(link)?.url
