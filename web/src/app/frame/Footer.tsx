import { Link } from "react-router-dom"

import * as Messages from "#schemas/frame-messages.ts"

import { useSiteName } from "./useSiteName.ts"

export function Footer() {
  const name = useSiteName()
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__copy">
          © {new Date().getFullYear()} {name}
        </p>
        <p className="site-footer__tagline">{Messages.tagline}</p>
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            <li>
              <Link to="/champlain">Champlain Valley</Link>
            </li>
            <li>
              <Link to="/quizgame">Quiz Game</Link>
            </li>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  )
}
