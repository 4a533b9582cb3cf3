// Turns a YouTube or Vimeo link into a privacy-friendly player address: youtube-nocookie.com, or Vimeo with
// Do Not Track. Anything else gives null and is shown as a plain link.

export interface VideoEmbed {
  provider: "youtube" | "vimeo"
  id: string
  /** The player URL; it autoplays because it is only loaded after the visitor asked to play. */
  embedUrl: string
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
const VIMEO_ID = /^\d{1,12}$/

function youtube(id: string | null | undefined): VideoEmbed | null {
  if (!id || !YOUTUBE_ID.test(id)) return null
  return { provider: "youtube", id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1` }
}

function vimeo(id: string | undefined): VideoEmbed | null {
  if (!id || !VIMEO_ID.test(id)) return null
  return { provider: "vimeo", id, embedUrl: `https://player.vimeo.com/video/${id}?dnt=1&autoplay=1` }
}

export function parseVideoUrl(raw: string): VideoEmbed | null {
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    return null
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, "")
  const parts = url.pathname.split("/").filter(Boolean)

  if (host === "youtu.be") return youtube(parts[0])
  if (host === "youtube.com" || host === "youtube-nocookie.com" || host === "music.youtube.com") {
    if (parts[0] === "watch") return youtube(url.searchParams.get("v"))
    if (parts[0] === "embed" || parts[0] === "shorts" || parts[0] === "live" || parts[0] === "v") return youtube(parts[1])
    return null
  }
  if (host === "vimeo.com") return vimeo(parts.find((p) => VIMEO_ID.test(p)))
  if (host === "player.vimeo.com" && parts[0] === "video") return vimeo(parts[1])
  return null
}
