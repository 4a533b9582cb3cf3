// The owner's exports under /api/dashboard/export (docs/product.md §7): recipes as schema.org
// Recipe JSON-LD, which recipe managers such as Mealie and Tandoor import, and all site content as JSON.
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"

import { OwnerSession } from "#api/features/site-owner/public.ts"
import { NotFound } from "#api/platform/http/errors.ts"
import { CleanText } from "#schemas/text.ts"

const JsonLd = HttpApiSchema.Text({ contentType: "application/ld+json" })

export const OwnerExportsGroup = HttpApiGroup.make("ownerExports")
  .add(HttpApiEndpoint.get("recipes", "/recipes").addSuccess(JsonLd))
  .add(
    HttpApiEndpoint.get("recipe", "/recipes/:key")
      .setPath(Schema.Struct({ key: CleanText.pipe(Schema.maxLength(200)) }))
      .addSuccess(JsonLd)
      .addError(NotFound),
  )
  .add(HttpApiEndpoint.get("content", "/content").addSuccess(HttpApiSchema.Text({ contentType: "application/json" })))
  .middleware(OwnerSession)
  .prefix("/dashboard/export")
