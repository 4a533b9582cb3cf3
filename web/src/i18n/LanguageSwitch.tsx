import { Link, useLocation, useNavigate } from "react-router-dom"

import * as Frame from "#schemas/frame-messages.ts"
import { addressIn, LANGUAGE_NAMES, LANGUAGE_PARAM, LANGUAGES } from "#schemas/i18n/language.ts"

import { chooseLanguage } from "./active.ts"
import { useLanguage, useMessages } from "./language.ts"

/**
 * The language switch: each language by its own name, a link to this page in it (which works before the app
 * has loaded, and is what the pages' alternate links name). Pressed in the app, the choice is remembered in this
 * browser and shown at once, and the address loses its `?lang=` (the remembered choice decides from then on).
 */
export function LanguageSwitch() {
  const m = useMessages("frame", Frame)
  const current = useLanguage()
  const { pathname, search, hash } = useLocation()
  const navigate = useNavigate()
  return (
    <ul className="language-switch" aria-label={m.languageLabel}>
      {LANGUAGES.map((language) => (
        <li key={language}>
          <Link
            to={addressIn(`${pathname}${search}`, language)}
            hrefLang={language}
            lang={language}
            aria-current={language === current ? "true" : undefined}
            onClick={(event) => {
              event.preventDefault()
              void chooseLanguage(language).then(() => {
                const params = new URLSearchParams(search)
                if (!params.has(LANGUAGE_PARAM)) return
                params.delete(LANGUAGE_PARAM)
                const rest = params.toString()
                void navigate({ pathname, search: rest ? `?${rest}` : "", hash }, { replace: true, preventScrollReset: true })
              })
            }}
          >
            {LANGUAGE_NAMES[language]}
          </Link>
        </li>
      ))}
    </ul>
  )
}
