import { describe, expect, it } from "vitest"

import { RouteTable } from "./route-table.ts"

describe("RouteTable", () => {
  const table = new RouteTable().add("/api/posts").add("/api/posts/:id").add("/api/posts/journal").add("/api/recipe/:servername/latest").add("/api/quiz")
  it.each([
    ["/api/posts", "/api/posts"],
    ["/api/posts/", "/api/posts"],
    ["/api/posts/0192abc", "/api/posts/:id"],
    ["/api/posts/journal", "/api/posts/journal"],
    ["/api/recipe/bread/latest", "/api/recipe/:servername/latest"],
    ["/api/quiz", "/api/quiz"],
  ])("%s → %s", (path, template) => expect(table.match(path)).toBe(template))
  it.each(["/api", "/api/posts/a/b", "/elsewhere"])("%s matches nothing", (path) => expect(table.match(path)).toBeUndefined())
})
