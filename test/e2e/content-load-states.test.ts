// The loading and load-error panels of the content screens (docs/product.md §8): a public list and a dashboard table
// show "Loading…" while their read is in flight, the server's message when it fails, and load on "Try again";
// and the static Champlain page renders its story.
import type { Page, Route } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { chromiumAvailable, type E2E, OWNER, startE2E } from "./harness.ts"

/** Holds `path`'s reads until released; answers them 503 with `message` while `failing`. */
async function control(page: Page, path: string, message: string) {
  const state = { failing: true, held: [] as Route[] }
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (state.failing) {
        await route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ message }) })
        return
      }
      state.held.push(route)
    },
  )
  return {
    recover: () => {
      state.failing = false
    },
    release: async () => {
      for (const route of state.held.splice(0)) await route.continue()
    },
    heldCount: () => state.held.length,
  }
}

describe.skipIf(!chromiumAvailable)("content loading and load-error panels", { timeout: 120_000 }, () => {
  let e2e: E2E
  beforeAll(async () => {
    e2e = await startE2E()
  }, 120_000)
  afterAll(async () => {
    await e2e?.close()
  })

  it("shows the recipes' load error with the server's message, then the list once it loads", async () => {
    const { page, context } = await e2e.newPage()
    const recipes = await control(page, "/api/recipe", "The recipe box is being reorganised.")
    await page.goto("/recipes")
    const alert = page.getByRole("alert").filter({ hasText: "The recipe box is being reorganised." })
    await alert.waitFor()
    expect(await alert.getByRole("button", { name: "Try again" }).count()).toBe(1)

    recipes.recover()
    await alert.getByRole("button", { name: "Try again" }).click()
    await page.getByRole("status").filter({ hasText: "Loading recipes…" }).waitFor()
    await expect.poll(recipes.heldCount).toBeGreaterThan(0)
    await recipes.release()
    await page.getByText("No recipes yet").waitFor()
    await page.getByRole("status").filter({ hasText: "Loading recipes…" }).waitFor({ state: "detached" })
    await context.close()
  })

  it("shows the dashboard's posts table load error and recovers on Try again", async () => {
    const { page, context } = await e2e.newPage()
    await page.goto("/dashboard/10644")
    await page.getByLabel("Username").fill(OWNER.username)
    await page.getByLabel("Password").fill(OWNER.password)
    await page.getByRole("button", { name: "Sign In" }).click()
    await page.waitForURL((url) => url.pathname === "/dashboard")

    // the owner's list, drafts included
    const posts = await control(page, "/api/posts/owner", "Posts are resting.")
    await page.goto("/dashboard/posts")
    const alert = page.getByRole("alert").filter({ hasText: "Posts are resting." })
    await alert.waitFor()
    posts.recover()
    await alert.getByRole("button", { name: "Try again" }).click()
    await page.getByRole("status").filter({ hasText: "Loading posts…" }).waitFor()
    await expect.poll(posts.heldCount).toBeGreaterThan(0)
    await posts.release()
    await page.getByText("No posts yet").waitFor()
    await context.close()
  })
  it("shows the Champlain page: the planned move to a valley in the Adirondacks", async () => {
    const { page, context } = await e2e.newPage()
    await page.goto("/champlain")
    await page.getByRole("heading", { name: "Champlain Valley", level: 1 }).waitFor()
    expect(await page.locator("main").innerText()).toMatch(/valley in the Adirondacks/)
    expect(await page.title()).toMatch(/^Champlain Valley/)
    await context.close()
  })
})
