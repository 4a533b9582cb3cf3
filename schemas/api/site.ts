// GET /api/site: what every page shows about the site.
import { Schema } from "effect"

import { CleanText } from "../text.ts"

export const SiteInfo = Schema.Struct({ siteName: CleanText })
