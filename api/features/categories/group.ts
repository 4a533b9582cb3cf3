// /api/categories: the recipe, video and photo category lists; public reads, owner-only writes.
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"

import { OwnerApi } from "#api/features/site-owner/public.ts"
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
      .middleware(OwnerApi),
  )
  .add(HttpApiEndpoint.put("replace", "/").setPayload(CategoriesReplacement).addSuccess(CategoryList).addError(Refusal.Invalid).middleware(OwnerApi))
  .add(HttpApiEndpoint.del("remove", "/").setPayload(CategoryChange).addSuccess(CategoryList).addError(Refusal.Missing).middleware(OwnerApi))
  .prefix("/categories")
