import * as Pages from "#schemas/page-messages.ts"
import { recipeUrl } from "#schemas/site-urls.ts"
import { useHydrated } from "#web/app/useHydrated.ts"
import { useMessages } from "#web/i18n/language.ts"

/**
 * The recipe page's own address, on the origin the served page's canonical link names (the site's, not
 * whatever host the request came by), else the address bar's.
 */
const recipeAddress = (servername: string): string => {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')
  return new URL(recipeUrl(servername), canonical?.href ?? window.location.origin).href
}

/**
 * On paper only: where the recipe lives, so a printed copy leads back to it. Only the browser knows the page's
 * head, so it is there once the app runs (the server's render and the hydrating one leave it out alike).
 */
export function PrintedFrom({ servername }: { servername: string }) {
  const hydrated = useHydrated()
  const m = useMessages("pages", Pages)
  if (!hydrated) return null
  return <p className="recipe__printed-from print-only">{m.printedFrom(recipeAddress(servername))}</p>
}
