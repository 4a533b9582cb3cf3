// Base styles first (the toasts' own, then the site's), so styles loaded later win over them; then the public
// pages' (the quiz's and the dashboard's come with their chunks). The toasts' script comes with the first toast
// (ui/toastify.ts).
import "react-toastify/ReactToastify.css"
import "./app/styles/global.css"
import "./app/styles/controls.css"
import "./site-pages/styles.ts"

import { effect } from "@preact/signals-react"
import { startTransition, StrictMode } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"

import { expireQuizLoginIfNeeded } from "./accounts/expiry.ts"
import { App } from "./app/App.tsx"
import { serverState } from "./app/serverState.ts"
import { loadSiteInfo } from "./app/siteInfo.ts"
import { showLanguage, startingLanguage } from "./i18n/active.ts"
import { LanguageRoot } from "./i18n/LanguageRoot.tsx"
import { registerOfflineWorker } from "./offline/register.ts"
import { siteName } from "./state/site.ts"
import { owner, quiz } from "./state/store.ts"

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

// Start-up checks (docs/product.md §4): the site name, a restored owner session (its code comes only where the
// owner is signed in), and a stored quiz token's expiry.
void loadSiteInfo()
if (owner.userInfo.peek()) void import("./site-owner/ownerApi.ts").then((api) => api.verifyOwner())
expireQuizLoginIfNeeded()
// The worker that keeps opened recipes readable offline (web/src/offline/sw.ts).
registerOfflineWorker()
// The quiz player's socket follows the quiz login from its first one on (its own chunk: a visitor who never signs
// in to the quiz does not download it).
const loggedInAtStart = quiz.quizUserInfo.peek() !== null
const waitForLogin = effect(() => {
  if (quiz.quizUserInfo.value === null) return
  // Disposed after this run (the effect's own handle is not assigned yet during its first run).
  queueMicrotask(() => waitForLogin())
  void import("./realtime/quizSocket.ts").then((socket) => socket.startQuizRealtime(loggedInAtStart))
})
