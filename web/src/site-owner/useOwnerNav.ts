import * as Dashboard from "#schemas/dashboard-messages.ts"
import * as Frame from "#schemas/frame-messages.ts"
import { useMessages } from "#web/i18n/language.ts"

import { ownerNav } from "../app/frame/navLinks.ts"

/** The owner's areas with their names in the page's language, for the header's owner menu and the dashboard's navigation. */
export function useOwnerNav(): readonly { readonly to: string; readonly label: string }[] {
  const m = useMessages("dashboard", Dashboard)
  const frame = useMessages("frame", Frame)
  return ownerNav.map(({ to, word }) => ({ to, label: word === "webhooksTitle" ? frame.webhooksTitle : m[word] }))
}
