import { Link } from "react-router-dom"

import * as Frame from "#schemas/frame-messages.ts"
import { useMessages } from "#web/i18n/language.ts"
import { LanguageSwitch } from "#web/i18n/LanguageSwitch.tsx"

import { useSiteName } from "./useSiteName.ts"

export function Footer() {
  const m = useMessages("frame", Frame)
  const name = useSiteName()
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__copy">
          © {new Date().getFullYear()} {name}
        </p>
        <p className="site-footer__tagline">{m.tagline}</p>
        <nav aria-label={m.footerNavLabel}>
          <ul className="site-footer__links">
            <li>
              <Link to="/champlain">{m.navChamplain}</Link>
            </li>
            <li>
              <Link to="/quizgame">{m.navQuizGame}</Link>
            </li>
            <li>
              <Link to="/contact">{m.navContact}</Link>
            </li>
          </ul>
        </nav>
        <LanguageSwitch />
      </div>
    </footer>
  )
}
