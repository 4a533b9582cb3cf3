// Base styles first (the toasts' own, then the site's), so styles loaded later win over them; then the public
// pages' (the quiz's and the dashboard's come with their chunks). The toasts' script comes with the first toast
// (ui/toastify.ts).
import "react-toastify/ReactToastify.css"
import "./app/styles/global.css"
import "./app/styles/controls.css"
import "./site-pages/styles.ts"

import { startTransition, StrictMode } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"

import { quizSession } from "./accounts/session.ts"
import { App } from "./app/App.tsx"
import { serverState } from "./app/serverState.ts"
import { loadSiteInfo } from "./app/siteInfo.ts"
import { showLanguage, startingLanguage } from "./i18n/active.ts"
import { LanguageRoot } from "./i18n/LanguageRoot.tsx"
import { registerOfflineWorker } from "./offline/register.ts"
import { verifyOwner } from "./site-owner/ownerApi.ts"
import { siteName } from "./state/site.ts"

const root = document.getElementById("root")
if (!root) throw new Error("The page has no #root element")

const app = (
  <StrictMode>
    <LanguageRoot>
      <App />
    </LanguageRoot>
  </StrictMode>
)
// A server-rendered page (api/features/site-pages/pages.ts) is hydrated from the state it was rendered with, in
// the language it was rendered in; other routes arrive as the bare shell and render here. A language other than
// English has its words loaded first (English comes with the code).
const rendered = serverState()
const start = () => {
  if (rendered && root.hasChildNodes()) {
    siteName.value = rendered.siteName
    // As a transition, hydration works in slices and gives the browser its turns in between (the page is already
    // shown): a phone stays responsive while a long page hydrates.
    startTransition(() => {
      hydrateRoot(root, app)
    })
  } else {
    createRoot(root).render(app)
  }
}
const language = startingLanguage(rendered?.language)
if (language === "en") start()
else void showLanguage(language).then(start, start)

// Start-up checks (docs/product.md §4): the site name, a restored owner session, and a stored quiz token's expiry.
void loadSiteInfo()
void verifyOwner()
void quizSession.expireIfNeeded()
// The worker that keeps opened recipes readable offline (web/src/offline/sw.ts).
registerOfflineWorker()
// The quiz player's socket follows the stored quiz login from here on (its own chunk: not needed to paint).
void import("./realtime/quizSocket.ts").then((socket) => socket.startQuizRealtime())
