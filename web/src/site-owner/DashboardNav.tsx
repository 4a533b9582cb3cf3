import { NavLink } from "react-router-dom"

import { ownerNav } from "../app/frame/navLinks.ts"

/** The dashboard navigation shown above every dashboard page. */
export function DashboardNav() {
  return (
    <nav className="dash-nav" aria-label="Dashboard">
      <ul>
        {ownerNav.map((link) => (
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
