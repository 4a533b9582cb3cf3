// /api/categories: the recipe, video and photo category lists; public reads, owner-only writes.
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"

import { OwnerSession } from "#api/features/site-owner/public.ts"
import { Refusal } from "#api/platform/http/refusals.ts"
import { CategoriesReplacement, CategoryChange, CategoryKindPath, CategoryList } from "#schemas/api/content/categories.ts"

export const CategoriesGroup = HttpApiGroup.make("categories")
  .add(HttpApiEndpoint.get("list", "/:kind").setPath(CategoryKindPath).addSuccess(CategoryList))
  .add(
    HttpApiEndpoint.post("add", "/")
      .setPayload(CategoryChange)
      .addSuccess(CategoryList)
      .addError(Refusal.Invalid)
      .addError(Refusal.WrongState)
      .middleware(OwnerSession),
  )
  .add(HttpApiEndpoint.put("replace", "/").setPayload(CategoriesReplacement).addSuccess(CategoryList).addError(Refusal.Invalid).middleware(OwnerSession))
  .add(HttpApiEndpoint.del("remove", "/").setPayload(CategoryChange).addSuccess(CategoryList).addError(Refusal.Missing).middleware(OwnerSession))
  .prefix("/categories")
