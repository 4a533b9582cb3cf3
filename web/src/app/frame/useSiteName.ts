import { useSignals } from "@preact/signals-react/runtime"

import { DEFAULT_SITE_NAME, siteName } from "#web/state/site.ts"

/** The site name, or the fallback while it loads. */
export function useSiteName(): string {
  useSignals()
  return siteName.value ?? DEFAULT_SITE_NAME
}
