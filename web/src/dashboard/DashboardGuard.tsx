import { useSignals } from "@preact/signals-react/runtime"
import { Outlet } from "react-router-dom"
import { Messages } from "../../../schemas/messages.ts"
import { owner } from "../state/store.ts"
import { NoticePanel } from "../ui/Panels.tsx"
import { DashboardNav } from "./DashboardNav.tsx"
import "./dashboard.css"

/** Lets only the signed-in owner into the dashboard routes. */
export function DashboardGuard() {
  useSignals()
  if (!owner.userInfo.value) return <NoticePanel>{Messages.notLoggedIn}</NoticePanel>
  return (
    <div className="dashboard">
      <DashboardNav />
      <Outlet />
    </div>
  )
}
