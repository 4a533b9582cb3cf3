// GET /api/site: what every page shows about the site.
import { Schema } from "effect"

export const SiteInfo = Schema.Struct({ siteName: Schema.String })
