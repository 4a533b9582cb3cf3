import "./content.css"

import { useState } from "react"

import * as Site from "#schemas/site-messages.ts"
import { toEmbed } from "#schemas/video-embed.ts"
import { useMessages } from "#web/i18n/language.ts"

/** The player starts at once: it is only loaded because the visitor pressed play. */
function autoplay(embedUrl: string): string {
  const url = new URL(embedUrl)
  url.searchParams.set("autoplay", "1")
  return url.toString()
}

/** docs/product.md §9: 400×225 on the home page and lists, 560×315 on the recipe page. */
const SIZES = { list: { width: 400, height: 225 }, detail: { width: 560, height: 315 } } as const

/**
 * A click-to-play facade: nothing from the video site is loaded (no player, no thumbnail, no cookies) until the
 * visitor presses play; then the privacy-enhanced player replaces it. Links we cannot embed stay plain links.
 */
export function VideoPlayer({ url, title, size = "list" }: { url: string; title: string; size?: keyof typeof SIZES }) {
  const m = useMessages("site", Site)
  const [playing, setPlaying] = useState(false)
  if (!url.trim()) return null
  const embed = toEmbed(url)
  const { width, height } = SIZES[size]
  if (!embed) {
    return (
      <p className="video-link">
        <a href={url} target="_blank" rel="noopener noreferrer">
          {m.watchTheVideo} {title}
        </a>
      </p>
    )
  }
  const provider = embed.provider === "youtube" ? "YouTube" : "Vimeo"
  return (
    <div className={`video-frame video-frame--${size}`} data-video-provider={embed.provider}>
      {playing ? (
        <iframe
          src={autoplay(embed.embedUrl)}
          width={width}
          height={height}
          title={title || m.providerVideo(provider)}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        // The name is the words on the button, with "Play video:" for those who cannot see the play symbol
        // (an aria-label that leaves out the visible words fails speech input users).
        <button type="button" className="video-facade" onClick={() => setPlaying(true)}>
          <span className="video-facade__play" aria-hidden="true">
            <svg viewBox="0 0 68 48" width="68" height="48">
              <path d="M66.5 7.7a8.5 8.5 0 0 0-6-6C55.2.3 34 .3 34 .3s-21.2 0-26.5 1.4a8.5 8.5 0 0 0-6 6C.1 13 .1 24 .1 24s0 11 1.4 16.3a8.5 8.5 0 0 0 6 6C12.8 47.7 34 47.7 34 47.7s21.2 0 26.5-1.4a8.5 8.5 0 0 0 6-6C67.9 35 67.9 24 67.9 24s0-11-1.4-16.3Z" />
              <path d="m27 34 18-10-18-10z" fill="#fff" />
            </svg>
          </span>
          <span className="video-facade__title">
            <span className="visually-hidden">{m.playVideo}</span>
            {title}
          </span>
          <span className="video-facade__note">
            {provider} {m.loadsWhenPlayed}
          </span>
        </button>
      )}
    </div>
  )
}
