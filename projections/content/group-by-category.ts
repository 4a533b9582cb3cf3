// The grouped lists (`[{category, items}]`): categories A–Z ignoring case, each group
// keeping the order of the list it came from.
const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true })

export const groupByCategory = <T extends { readonly category: string }>(items: readonly T[]): { category: string; items: T[] }[] => {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const group = groups.get(item.category)
    if (group) group.push(item)
    else groups.set(item.category, [item])
  }
  return [...groups].sort(([a], [b]) => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0)).map(([category, items]) => ({ category, items }))
}

export const byName = (a: { readonly name: string }, b: { readonly name: string }): number => collator.compare(a.name, b.name)

export const compareCategories = (a: string, b: string): number => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0)
