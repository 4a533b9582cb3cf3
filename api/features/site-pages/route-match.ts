// Which route of schemas/site-routes.ts an address is, ranked as the browser's router ranks them (React
// Router's scores: a fixed segment over a parameter, a splat last), so the server serves the page the app
// will show. Unlike the browser's router, letter case counts: /Journal is no page of ours (a 404 to the server).
import { type RouteName, type RouteParams, SITE_ROUTES } from "#schemas/site-routes.ts"

interface Ranked {
  readonly name: RouteName
  readonly segments: readonly string[]
  readonly splat: boolean
  readonly score: number
}

/** "/" has none; "/a//b" has an empty one, which no route takes. */
const segmentsOf = (path: string) => (path === "/" ? [] : path.replace(/^\//, "").split("/"))

// React Router's computeScore: segments counted, a fixed one 10, a parameter 3, an empty one 1, a splat -2.
const scoreOf = (path: string): number => {
  const segments = path.split("/")
  const splat = segments.includes("*")
  return segments.filter((s) => s !== "*").reduce((score, s) => score + (s.startsWith(":") ? 3 : s === "" ? 1 : 10), segments.length + (splat ? -2 : 0))
}

const RANKED: readonly Ranked[] = (Object.keys(SITE_ROUTES) as RouteName[])
  .map((name) => {
    const { path } = SITE_ROUTES[name]
    const segments = segmentsOf(path)
    const splat = segments.at(-1) === "*"
    return { name, segments: splat ? segments.slice(0, -1) : segments, splat, score: scoreOf(path) }
  })
  // A stable sort: equal scores keep the table's order, as siblings do in the router.
  .sort((a, b) => b.score - a.score)

/** The route a decoded path (without a trailing slash) is, and its parameters; every path is one (`*`). */
export const matchRoute = (path: string): { readonly name: RouteName; readonly params: RouteParams } => {
  const asked = segmentsOf(path)
  for (const route of RANKED) {
    if (route.splat ? asked.length < route.segments.length : asked.length !== route.segments.length) continue
    const params: Record<string, string> = {}
    const matches = route.segments.every((s, i) => {
      const segment = asked[i]!
      if (!s.startsWith(":")) return s === segment
      params[s.slice(1)] = segment
      return segment !== ""
    })
    if (matches) return { name: route.name, params }
  }
  return { name: "notFound", params: {} }
}

/** The path of every route listed in the sitemap, in the table's order. */
export const SITEMAP_PATHS: readonly string[] = Object.values(SITE_ROUTES)
  .filter((route) => "index" in route && route.index === "sitemap")
  .map((route) => route.path)
