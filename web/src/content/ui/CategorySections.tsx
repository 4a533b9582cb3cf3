import type { ReactNode } from "react"

import * as Pages from "#schemas/page-messages.ts"
import { useMessages } from "#web/i18n/language.ts"

import { categoryAnchor } from "../categories.ts"
import type { CategoryGroup } from "../types.ts"

const COUNTS = { photo: "photoCount", video: "videoCount", recipe: "recipeCount" } as const

/** One headed section per category, in the order given; `unit` names the entries for the count ("recipe"). */
export function CategorySections<T>({
  groups,
  prefix,
  unit,
  children,
}: {
  groups: readonly CategoryGroup<T>[]
  prefix: string
  unit: keyof typeof COUNTS
  children: (items: readonly T[], category: string) => ReactNode
}) {
  const m = useMessages("pages", Pages)
  return (
    <>
      {groups.map((group) => {
        const id = categoryAnchor(prefix, group.category)
        const count = group.items.length
        return (
          <section key={group.category} aria-labelledby={id}>
            <h2 className="category-heading" id={id}>
              {group.category}
              <small>{m[COUNTS[unit]](count)}</small>
            </h2>
            {children(group.items, group.category)}
          </section>
        )
      })}
    </>
  )
}
