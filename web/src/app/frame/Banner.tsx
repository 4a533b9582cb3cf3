import { Link } from "react-router-dom"

import * as Frame from "#schemas/frame-messages.ts"
import { useMessages } from "#web/i18n/language.ts"

import type { BannerVariant } from "./bannerVariant.ts"
import { useSiteName } from "./useSiteName.ts"

const kicker = { quiz: "kickerQuiz", homestead: "kickerHomestead", default: null } as const satisfies Record<BannerVariant, keyof typeof Frame | null>

/** The top banner with the site name and tagline; its look follows the variant of the current path. */
export function Banner({ variant }: { variant: BannerVariant }) {
  const m = useMessages("frame", Frame)
  const name = useSiteName()
  const word = kicker[variant]
  const label = word === null ? null : m[word]
  return (
    <div className={`banner banner--${variant}`} data-banner={variant}>
      <div className="banner__inner">
        <Link to="/" className="brand">
          <svg className="brand__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <path d="M3 15 16 4l13 11v13H3z" />
            <path className="brand__door" d="M13 28v-8h6v8" />
          </svg>
          <span className="brand__text">
            <span className="brand__name">{name}</span>
            <span className="brand__tagline">{m.tagline}</span>
          </span>
        </Link>
        {label && <span className="banner__kicker">{label}</span>}
      </div>
    </div>
  )
}
