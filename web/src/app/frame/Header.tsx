import { useSignals } from "@preact/signals-react/runtime"
import { lazy, Suspense, useEffect, useState } from "react"
import { NavLink, useLocation } from "react-router-dom"

import * as Frame from "#schemas/frame-messages.ts"
import { useMessages } from "#web/i18n/language.ts"
import { SearchBox } from "#web/search/SearchBox.tsx"
import { owner, quiz } from "#web/state/store.ts"

import { useHydrated } from "../useHydrated.ts"
import { Banner } from "./Banner.tsx"
import { bannerVariant } from "./bannerVariant.ts"
import { adminNav, mainNav } from "./navLinks.ts"
import { ThemeSwitch } from "./ThemeSwitch.tsx"

// Only a signed-in owner sees it, so it stays out of the script every visitor downloads first.
const OwnerMenu = lazy(async () => ({ default: (await import("./OwnerMenu.tsx")).OwnerMenu }))

export function Header() {
  useSignals()
  const m = useMessages("frame", Frame)
  const { pathname } = useLocation()
  const [menuOpen, setMenuOpen] = useState(false)
  // The stored logins live in this browser only: a server-rendered page shows them once hydrated.
  const hydrated = useHydrated()
  const user = hydrated ? owner.userInfo.value : null
  const links = hydrated && quiz.quizUserInfo.value?.is_admin ? [...mainNav, ...adminNav] : mainNav

  useEffect(() => setMenuOpen(false), [pathname])

  return (
    <header className="site-header">
      <Banner variant={bannerVariant(pathname)} />
      <div className="site-nav">
        <div className="site-nav__inner">
          <button type="button" className="site-nav__toggle" aria-expanded={menuOpen} aria-controls="site-nav-links" onClick={() => setMenuOpen((v) => !v)}>
            <span aria-hidden="true">☰</span> {m.menu}
          </button>
          <nav aria-label={m.mainNavLabel} className="site-nav__nav">
            <ul id="site-nav-links" className="site-nav__links" data-open={menuOpen}>
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.to === "/"}>
                    {m[link.word]}
                  </NavLink>
                </li>
              ))}
              <li className="site-nav__theme">
                <ThemeSwitch place="menu" />
              </li>
            </ul>
          </nav>
          <SearchBox />
          <ThemeSwitch place="bar" />
          {user && (
            <Suspense fallback={null}>
              <OwnerMenu username={user.username} />
            </Suspense>
          )}
        </div>
      </div>
    </header>
  )
}
