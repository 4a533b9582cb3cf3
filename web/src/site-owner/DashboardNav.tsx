import { NavLink } from "react-router-dom"

import * as Dashboard from "#schemas/dashboard-messages.ts"
import { useMessages } from "#web/i18n/language.ts"

import { useOwnerNav } from "./useOwnerNav.ts"

/** The dashboard navigation shown above every dashboard page. */
export function DashboardNav() {
  const m = useMessages("dashboard", Dashboard)
  const links = useOwnerNav()
  return (
    <nav className="dash-nav" aria-label={m.dashboardNavLabel}>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.to === "/dashboard"}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
