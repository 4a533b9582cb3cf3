import type { ReactNode } from "react"

import { categoryAnchor } from "../categories.ts"
import type { CategoryGroup } from "../types.ts"

/** One headed section per category, in the order given; `unit` names the entries for the count ("recipe"). */
export function CategorySections<T>({
  groups,
  prefix,
  unit,
  children,
}: {
  groups: readonly CategoryGroup<T>[]
  prefix: string
  unit: string
  children: (items: readonly T[], category: string) => ReactNode
}) {
  return (
    <>
      {groups.map((group) => {
        const id = categoryAnchor(prefix, group.category)
        const count = group.items.length
        return (
          <section key={group.category} aria-labelledby={id}>
            <h2 className="category-heading" id={id}>
              {group.category}
              <small>
                {count} {count === 1 ? unit : `${unit}s`}
              </small>
            </h2>
            {children(group.items, group.category)}
          </section>
        )
      })}
    </>
  )
}
