import { describe, expect, it } from "vitest"

import type { Route, RouteHandler } from "./port.ts"
import { makeRouter } from "./routing.ts"

const named = (name: string): RouteHandler => Object.assign(() => {}, { routeName: name })
const nameOf = (handler: RouteHandler | undefined) => (handler as { routeName?: string } | undefined)?.routeName

// The server's own table (api/platform/server.ts), in the order it registers it.
const routes: Route[] = [
  { method: "any", pattern: "/api", handler: named("api") },
  { method: "any", pattern: "/api/*", handler: named("api/*") },
  { method: "get", pattern: "/media/*", handler: named("media") },
  { method: "head", pattern: "/media/*", handler: named("media") },
  { method: "get", pattern: "/rss.xml", handler: named("rss") },
  { method: "get", pattern: "/*", handler: named("static") },
  { method: "head", pattern: "/*", handler: named("static") },
  { method: "any", pattern: "/*", handler: named("405") },
]

describe("makeRouter", () => {
  const router = makeRouter(routes)
  it.each([
    ["get", "/api", "api"],
    ["post", "/api/quiz/login", "api/*"],
    ["get", "/api/", "api/*"],
    ["get", "/apiary", "static"],
    ["get", "/media/abc/public.webp", "media"],
    ["head", "/media/abc/public.webp", "media"],
    ["post", "/media/abc/public.webp", "405"],
    ["get", "/rss.xml", "rss"],
    ["head", "/rss.xml", "static"],
    ["get", "/", "static"],
    ["get", "/recipes/bread", "static"],
    ["delete", "/recipes/bread", "405"],
  ])("%s %s → %s", (method, path, expected) => {
    expect(nameOf(router.match(method, path))).toBe(expected)
  })

  it("matches nothing when no route covers the path", () => {
    expect(makeRouter([{ method: "get", pattern: "/only", handler: named("only") }]).match("get", "/other")).toBeUndefined()
  })
})
