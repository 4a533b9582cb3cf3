// Payloads of /api/categories.
import { Schema } from "effect"

import { CategoryKind } from "#schemas/events/categories.ts"
import { CleanText } from "#schemas/text.ts"

import { CATEGORY_MAX, Text } from "./fields.ts"

export const CategoryKindPath = Schema.Struct({ kind: CategoryKind })

export const CategoryChange = Schema.Struct({
  name: CategoryKind,
  category: Text("Category", CATEGORY_MAX),
})

export const CategoriesReplacement = Schema.Struct({
  name: CategoryKind,
  newCategories: Schema.Array(CleanText.pipe(Schema.maxLength(CATEGORY_MAX))).pipe(Schema.maxItems(500)),
})

export const CategoryList = Schema.Array(CleanText)
