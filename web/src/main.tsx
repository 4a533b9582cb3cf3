// Base styles first (the toasts' own, then the site's), so styles loaded later win over them.
import "./ui/toastify.ts"
import "./app/styles/global.css"
import "./app/styles/controls.css"

import { StrictMode } from "react"
import { createRoot } from "react-dom/client"

import { App } from "./app/App.tsx"
import { loadSiteInfo } from "./app/siteInfo.ts"
import { verifyOwner } from "./dashboard/ownerApi.ts"
import { startQuizRealtime } from "./quiz/realtime/quizSocket.ts"
import { quizSession } from "./quiz/session.ts"

const root = document.getElementById("root")
if (!root) throw new Error("The page has no #root element")

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)

// Start-up checks (docs/product.md §4): the site name, a restored owner session, and a stored quiz token's expiry.
void loadSiteInfo()
void verifyOwner()
void quizSession.expireIfNeeded()
// The quiz player's socket follows the stored quiz login from here on.
startQuizRealtime()
