import "./dashboard.css"

import { useSignals } from "@preact/signals-react/runtime"
import { Link, Outlet, useLocation } from "react-router-dom"

import * as Dashboard from "#schemas/dashboard-messages.ts"
import { useMessages } from "#web/i18n/language.ts"

import { owner } from "../state/store.ts"
import { NoticePanel } from "../ui/Panels.tsx"
import { DashboardNav } from "./DashboardNav.tsx"

/**
 * Lets only the signed-in owner into the dashboard routes. Anyone else reads the notice, with the way forward
 * beside it: the sign-in page, which brings the owner back to the page asked for.
 */
export function DashboardGuard() {
  useSignals()
  const { pathname, search } = useLocation()
  const m = useMessages("dashboard", Dashboard)
  if (!owner.userInfo.value) {
    return (
      <NoticePanel>
        <p className="notice-with-action">
          <span>{m.notLoggedIn}</span>
          <Link className="button button--small" to={`/dashboard/10644?redirect=${encodeURIComponent(pathname + search)}`}>
            {m.signIn}
          </Link>
        </p>
      </NoticePanel>
    )
  }
  return (
    <div className="dashboard">
      <DashboardNav />
      <Outlet />
    </div>
  )
}
