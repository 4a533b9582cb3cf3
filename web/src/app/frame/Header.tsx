import { useSignals } from "@preact/signals-react/runtime"
import { useEffect, useState } from "react"
import { NavLink, useLocation } from "react-router-dom"

import { owner, quiz } from "#web/state/store.ts"

import { Banner } from "./Banner.tsx"
import { bannerVariant } from "./bannerVariant.ts"
import { adminNav, mainNav } from "./navLinks.ts"
import { OwnerMenu } from "./OwnerMenu.tsx"

export function Header() {
  useSignals()
  const { pathname } = useLocation()
  const [menuOpen, setMenuOpen] = useState(false)
  const user = owner.userInfo.value
  const links = quiz.quizUserInfo.value?.is_admin ? [...mainNav, ...adminNav] : mainNav

  useEffect(() => setMenuOpen(false), [pathname])

  return (
    <header className="site-header">
      <Banner variant={bannerVariant(pathname)} />
      <div className="site-nav">
        <div className="site-nav__inner">
          <button type="button" className="site-nav__toggle" aria-expanded={menuOpen} aria-controls="site-nav-links" onClick={() => setMenuOpen((v) => !v)}>
            <span aria-hidden="true">☰</span> Menu
          </button>
          <nav aria-label="Main" className="site-nav__nav">
            <ul id="site-nav-links" className="site-nav__links" data-open={menuOpen}>
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.to === "/"}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          {user && <OwnerMenu username={user.username} />}
        </div>
      </div>
    </header>
  )
}
