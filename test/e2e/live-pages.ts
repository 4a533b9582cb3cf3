// Shared by the live-game browser tests: a page for a quiz player, and answering
// a round's quiz from the fake provider (question n's right option is "Answer n").
import type { Page } from "playwright-core"

import type { E2E } from "./harness.ts"

/** A browser context and page, signed in with `storedUser` (the register answer) the way the login form stores it when given. */
export async function playerPage(
  e2e: E2E,
  username: string,
  storedUser?: unknown,
  options: { viewport?: { width: number; height: number }; reducedMotion?: "reduce" | "no-preference" } = {},
) {
  const context = await e2e.browser.newContext({
    baseURL: e2e.baseUrl,
    viewport: options.viewport ?? { width: 1280, height: 900 },
    ...(options.reducedMotion ? { reducedMotion: options.reducedMotion } : {}),
  })
  if (storedUser) {
    await context.addInitScript((stored) => {
      if (!localStorage.getItem("quizUserInfo")) localStorage.setItem("quizUserInfo", stored)
    }, JSON.stringify(storedUser))
  }
  const page = await context.newPage()
  page.setDefaultTimeout(20_000)
  page.on("pageerror", (error) => console.error(`[browser ${username}]`, error.message))
  return { context, page }
}

/** Picks the right option ("Answer n") for the first `right` questions and a wrong one for the rest; returns how many there were. */
export async function answerQuiz(page: Page, right: number) {
  const sets = page.locator(".question__set")
  const count = await sets.count()
  for (let i = 0; i < count; i++) {
    await sets
      .nth(i)
      .getByRole("radio", { name: i < right ? /Answer \d+/ : /Not \d+/ })
      .check()
  }
  return count
}
