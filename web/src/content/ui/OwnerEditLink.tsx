import { useSignals } from "@preact/signals-react/runtime"
import { Link } from "react-router-dom"

import { useHydrated } from "#web/app/useHydrated.ts"
import { owner } from "#web/state/store.ts"

/**
 * For the signed-in owner reading a public page: a link to the dashboard's form for what it shows.
 * The sign-in lives in this browser only, so a server-rendered page shows it once hydrated.
 */
export function OwnerEditLink({ to, label }: { to: string; label: string }) {
  useSignals()
  const hydrated = useHydrated()
  if (!hydrated || !owner.userInfo.value) return null
  return (
    <Link className="owner-edit-link no-print" to={to}>
      {label}
    </Link>
  )
}
