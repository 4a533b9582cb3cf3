// Route matching for transports without a router of their own (node:http), with uWS's
// order of precedence: exact paths before wildcards, longer wildcards before shorter ones,
// and a method's own route before "any".
import type { Route, RouteHandler } from "./port.ts"

export interface Router {
  /** The handler for a lower-case method and a path, or undefined when no route matches. */
  match(method: string, path: string): RouteHandler | undefined
}

const specificity = (route: Route): number =>
  (route.pattern.endsWith("/*") ? route.pattern.length - 1 : 100_000 + route.pattern.length) * 2 + (route.method === "any" ? 0 : 1)

const matches = (route: Route, method: string, path: string): boolean => {
  if (route.method !== "any" && route.method !== method) return false
  if (!route.pattern.endsWith("/*")) return path === route.pattern
  return path.startsWith(route.pattern.slice(0, -1)) // the prefix with its "/"
}

export const makeRouter = (routes: readonly Route[]): Router => {
  const ordered = [...routes].sort((a, b) => specificity(b) - specificity(a))
  return { match: (method, path) => ordered.find((route) => matches(route, method, path))?.handler }
}
