import "./styles/layout.css"

import { Suspense, useContext, useEffect, useRef } from "react"
import { Outlet, useLocation } from "react-router-dom"

import * as Frame from "#schemas/frame-messages.ts"
import { HYDRATED_EVENT } from "#schemas/hydration.ts"

import { expireQuizLoginIfNeeded } from "../accounts/expiry.ts"
import { useMessages } from "../i18n/language.ts"
import { LoadingPanel } from "../ui/Panels.tsx"
import { Toasts } from "../ui/Toasts.tsx"
import { Footer } from "./frame/Footer.tsx"
import { Header } from "./frame/Header.tsx"
import { useSiteName } from "./frame/useSiteName.ts"
import { scrollToHash } from "./hashScroll.ts"
import { CurrentRoute, routeTitle } from "./pageTitle.ts"
import { useScrollRestoration } from "./scrollRestoration.ts"

/** `fullScreen`: the page takes the whole screen, without the site's header and footer. */
export function Layout({ fullScreen = false }: { fullScreen?: boolean }) {
  const location = useLocation()
  const name = useSiteName()
  const m = useMessages("frame", Frame)

  // The server titles the page it serves (route, recipe name, Open Graph tags); that title
  // stays while the visitor is on it. Pages reached inside the app get the same words: the
  // table's (here) or their content's (usePageTitle, in the page), as does a page whose language changes.
  const landing = useRef(location.key)
  const landingWords = useRef(m)
  const route = useContext(CurrentRoute)
  useEffect(() => {
    const serverTitled = document.querySelector('meta[property="og:title"]') !== null
    if (serverTitled && location.key === landing.current && m === landingWords.current) return
    const title = route === undefined ? name : routeTitle(route, name, m)
    if (title !== null) document.title = title
  }, [name, location.key, route, m])

  useScrollRestoration()

  useEffect(() => {
    if (location.pathname.startsWith("/quizgame")) expireQuizLoginIfNeeded()
  }, [location.pathname])

  useEffect(
    () =>
      scrollToHash(location.hash, {
        find: (id) => document.getElementById(id),
        schedule: (fn, ms) => window.setTimeout(fn, ms),
        cancel: (handle) => window.clearTimeout(handle as number),
      }),
    [location.key, location.hash],
  )

  return (
    <>
      {!fullScreen && (
        <>
          <a className="skip-link" href="#main">
            {m.skipToContent}
          </a>
          <Header />
        </>
      )}
      <main id="main" className={fullScreen ? "site-main site-main--full" : "site-main"} tabIndex={-1}>
        <Suspense fallback={<LoadingPanel />}>
          <Outlet />
          <Hydrated />
        </Suspense>
      </main>
      {!fullScreen && <Footer />}
      <Toasts />
    </>
  )
}

/**
 * Renders nothing; in the page's boundary, its effect runs once the page's content has hydrated (or rendered), and
 * tells the first script of a server-rendered page (web/src/hydrate-later.ts), which then presses again a button
 * the visitor pressed before.
 */
function Hydrated() {
  useEffect(() => {
    window.dispatchEvent(new Event(HYDRATED_EVENT))
  }, [])
  return null
}
