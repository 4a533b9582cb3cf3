// A recipe's servername: its URL slug (/recipes/<servername>) and its identity among
// recipes. The name lowercased, trimmed, runs of whitespace collapsed, spaces turned into
// underscores; every other character is kept as written.

export const recipeServername = (name: string): string => name.trim().replace(/\s+/g, " ").toLowerCase().replace(/ /g, "_")

/** Characters that cannot live in one URL path segment (the slug would not route back). */
export const SERVERNAME_FORBIDDEN = /[/?#%\\]/

/** Slugs that name other addresses under /api/recipe. */
export const RESERVED_SERVERNAMES: ReadonlySet<string> = new Set(["latest", ".", ".."])

/** Why a recipe name cannot be used, or undefined when it can. */
export const servernameProblem = (name: string): "empty" | "characters" | "reserved" | undefined => {
  const servername = recipeServername(name)
  if (servername === "") return "empty"
  if (SERVERNAME_FORBIDDEN.test(servername)) return "characters"
  if (RESERVED_SERVERNAMES.has(servername)) return "reserved"
  return undefined
}
