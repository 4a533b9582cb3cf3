// GET /api/site: the site's name (SITE_NAME) for the header and page titles.
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Effect } from "effect"

import type { GroupHandlers } from "#api/platform/http/handlers.ts"
import { SiteInfo } from "#schemas/api/site.ts"

export const SiteGroup = HttpApiGroup.make("site").add(HttpApiEndpoint.get("info", "/site").addSuccess(SiteInfo))

export const siteHandlers = (deps: { readonly siteName: string }) => (handlers: GroupHandlers<typeof SiteGroup>) =>
  handlers.handle("info", () => Effect.succeed({ siteName: deps.siteName }))
