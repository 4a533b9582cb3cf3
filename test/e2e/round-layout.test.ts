// A round owns the screen, on a phone (360×740) and a laptop (1366×800): a live round, a
// graded quiz and a fun one. Measured in a real browser: no welcome box or intro above the
// quiz, the first question above the fold, the timer and the action bar clear of every
// option and of each other, no sideways scrolling (also on the quiz profile while a game
// runs), and no Tab stop hidden under a sticky bar. Set E2E_SCREENSHOTS to a folder to keep
// a screenshot of each layout.
import { mkdir } from "node:fs/promises"
import { join } from "node:path"

import type { BrowserContext, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { askedFor, type FakeOpenAI, quizQuestions, startFakeOpenAI } from "../support/fake-openai.ts"
import { api, chromiumAvailable, type E2E, startE2E } from "./harness.ts"
import { answerQuiz, playerPage } from "./live-pages.ts"

const stamp = Date.now().toString(36)
const GROUP = `Phone night ${stamp}`
const LIVE_QUESTIONS = 3
const SOLO_QUESTIONS = 6
const SHOTS = process.env.E2E_SCREENSHOTS
const SIZES = [
  { name: "phone", width: 360, height: 740 },
  { name: "laptop", width: 1366, height: 800 },
] as const

interface Box {
  top: number
  bottom: number
  left: number
  right: number
}
interface Geometry {
  viewport: { width: number; height: number }
  scrollWidth: number
  timer: Box | null
  actions: Box | null
  options: Box[]
  /** The bottom edge of what stays stuck at the top while scrolling (the site navigation and the round's bar). */
  stuckBottom: number
}

/** Where the round's parts are, in viewport coordinates, at the current scroll position. */
const measure = async (page: Page): Promise<Geometry> => {
  await settled(page)
  return page.evaluate(() => {
    const box = (el: Element | null) => {
      if (!el) return null
      const r = el.getBoundingClientRect()
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right }
    }
    const stuck = [...document.querySelectorAll(".site-nav, .round-bar")]
      .filter((el) => getComputedStyle(el).position === "sticky" || getComputedStyle(el).position === "fixed")
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.top <= 1 + Math.max(0, ...[...document.querySelectorAll(".site-nav")].map((n) => n.getBoundingClientRect().bottom)))
    return {
      viewport: { width: window.innerWidth, height: window.innerHeight },
      scrollWidth: document.documentElement.scrollWidth,
      timer: box(document.querySelector(".quiz-round [role=timer]")),
      actions: box(document.querySelector(".quiz-actions")),
      options: [...document.querySelectorAll(".quiz-round .option")].map((el) => box(el)!),
      stuckBottom: Math.max(0, ...stuck.map((r) => r.bottom)),
    }
  })
}

/** Waits for a smooth scroll (the site scrolls smoothly unless motion is reduced) to come to rest. */
const settled = (page: Page) =>
  page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    let last = -1
    for (let calm = 0; calm < 3;) {
      await frame()
      calm = window.scrollY === last ? calm + 1 : 0
      last = window.scrollY
    }
  })

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

async function shot(page: Page, name: string) {
  if (!SHOTS) return
  await mkdir(SHOTS, { recursive: true })
  await page.screenshot({ path: join(SHOTS, `${name}.png`) })
}

/**
 * The geometry of a running round at the page's current size: nothing above the quiz but the
 * site's frame, the first question in sight, no sideways scroll, the timer and the actions clear
 * of every option and of each other (checked at the top, with each option scrolled into view
 * and at the bottom), and every Tab stop of the quiz, forwards and back, clear of the sticky bars.
 */
async function checkRound(page: Page, label: string, timed: boolean) {
  await page.evaluate(() => window.scrollTo(0, 0))
  expect(await page.getByRole("region", { name: "Quiz account" }).count(), `${label}: welcome box`).toBe(0)
  expect(await page.getByText("Pick a topic and a level").count(), `${label}: intro`).toBe(0)
  const top = await measure(page)
  expect(top.scrollWidth, `${label}: sideways scroll`).toBeLessThanOrEqual(top.viewport.width)
  expect(top.options.length).toBeGreaterThan(0)
  // The first question's options start in the first screen.
  expect(top.options[0]!.bottom, `${label}: first option below the fold`).toBeLessThanOrEqual(top.viewport.height)
  if (timed) expect(top.timer, `${label}: timer`).not.toBeNull()
  else expect(top.timer).toBeNull()
  expect(top.actions).not.toBeNull()

  // Options whose top has gone above the stuck edge are scrolled past (as under the site's own
  // header); every other option must be clear of the timer and the actions.
  const clear = (g: Geometry, where: string) => {
    if (g.timer && g.actions) expect(overlaps(g.timer, g.actions), `${label} ${where}: timer over actions`).toBe(false)
    g.options.forEach((o, i) => {
      if (o.top < g.stuckBottom - 0.5) return
      if (g.timer) expect(overlaps(o, g.timer), `${label} ${where}: timer over option ${i}`).toBe(false)
      if (g.actions) expect(overlaps(o, g.actions), `${label} ${where}: actions over option ${i}`).toBe(false)
    })
  }
  clear(top, "at the top")
  const count = top.options.length
  for (let i = 0; i < count; i++) {
    // As a player scrolls to it: the browser keeps it clear of what is stuck at the top.
    await page
      .locator(".quiz-round .option")
      .nth(i)
      .evaluate((el) => el.scrollIntoView({ block: "start" }))
    const g = await measure(page)
    expect(g.options[i]!.top, `${label}: option ${i} scrolled under the sticky bar`).toBeGreaterThanOrEqual(g.stuckBottom - 0.5)
    clear(g, `option ${i} in view`)
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  clear(await measure(page), "at the bottom")

  // Tab through the quiz and back: no focused element hides under a sticky bar or off screen.
  await page.locator("#quiz-sheet-title").focus()
  await page.evaluate(() => window.scrollTo(0, 0))
  const focused = async () =>
    page.evaluate(() => {
      const el = document.activeElement
      if (!el || el === document.body) return null
      const r = el.getBoundingClientRect()
      return { inRound: el.closest(".quiz-round") !== null, name: el.outerHTML.slice(0, 80), top: r.top, bottom: r.bottom }
    })
  let stops = 0
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let n = 0; n < 60; n++) {
      await page.keyboard.press(key)
      // Measured once the page has stopped scrolling to the focus (measure waits for that).
      const g = await measure(page)
      const f = await focused()
      if (!f?.inRound) break
      stops++
      expect(f.top, `${label}: ${key} to ${f.name} is under a sticky bar`).toBeGreaterThanOrEqual(g.stuckBottom - 0.5)
      expect(f.bottom, `${label}: ${key} to ${f.name} is below the screen`).toBeLessThanOrEqual(g.viewport.height + 0.5)
    }
  }
  expect(stops, `${label}: Tab stops`).toBeGreaterThan(count / 4)
}

/** Runs `check` at each size, then returns the page to the laptop size. */
async function atEachSize(page: Page, name: string, check: (label: string) => Promise<void>) {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height })
    await page.waitForTimeout(100)
    await page.evaluate(() => window.scrollTo(0, 0))
    await shot(page, `${name}-${size.name}`)
    await check(`${name} at ${size.width}px`)
  }
}

const noSidewaysScroll = async (page: Page, label: string) => {
  const { scrollWidth, width } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, width: window.innerWidth }))
  expect(scrollWidth, `${label}: sideways scroll`).toBeLessThanOrEqual(width)
}

describe.skipIf(!chromiumAvailable)("a round owns the screen on a phone and a laptop", { timeout: 240_000 }, () => {
  let e2e: E2E
  let fake: FakeOpenAI
  const contexts: BrowserContext[] = []
  const users: { username: string; info: { token: string } }[] = []

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    e2e = await startE2E({ AI_BASE_URL: `${fake.url}/v1`, AI_API_KEY: "sk-fake", AI_MODEL_BASIC: "fake-basic", AI_MODEL_HQ: "fake-hq" })
    for (const username of [`amy${stamp}`, `bo${stamp}`]) {
      users.push({ username, info: await api(e2e.baseUrl, "POST", "/api/quiz/register", { username, password: `${username}-password` }) })
    }
    const group = await api(e2e.baseUrl, "POST", "/api/quiz/group", { group_name: GROUP, invite_keys: 1 }, users[0]!.info.token)
    await api(e2e.baseUrl, "PUT", "/api/quiz/profile/group", { groupKey: group.group_key, inviteKey: group.invite_keys[0] }, users[1]!.info.token)
  }, 120_000)

  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined)
    await e2e?.close()
    await fake?.close()
  })

  const open = async (i: number) => {
    const { context, page } = await playerPage(e2e, users[i]!.username, users[i]!.info)
    contexts.push(context)
    return page
  }

  it("lays out a live round for the phone and the laptop", async () => {
    const [amy, bo] = [await open(0), await open(1)]
    const room = (page: Page) => page.getByRole("dialog", { name: `Live game: ${GROUP}` })
    for (const [i, page] of [amy, bo].entries()) {
      await page.goto("/quizgame/quizprofile")
      await page.getByRole("button", { name: new RegExp(`(Start a live game|Open live game room) for ${GROUP}`) }).click()
      await room(page).getByText(users[i]!.username).first().waitFor()
      await room(page).getByLabel("Topic", { exact: true }).fill(`Hedges ${i}`)
      await room(page).getByLabel("Questions").fill(String(LIVE_QUESTIONS))
      await room(page).getByRole("button", { name: "Submit topic" }).click()
      await room(page).getByRole("button", { name: "I'm ready" }).click()
      await room(page).getByRole("button", { name: "Ready ✓" }).waitFor()
    }
    // The profile and its room, with a game running, fit a phone.
    await bo.setViewportSize({ width: 360, height: 740 })
    await noSidewaysScroll(bo, "profile with the room open")
    await shot(bo, "live-room-phone")
    await room(bo).getByRole("button", { name: "Close" }).first().click()
    await noSidewaysScroll(bo, "profile while a game runs")
    await shot(bo, "live-profile-phone")
    await bo.setViewportSize({ width: 1366, height: 800 })

    fake.script((request) => {
      const asked = askedFor(request)
      return { content: JSON.stringify({ questions: quizQuestions(asked.topic, asked.number) }) }
    })
    const start = room(amy).getByRole("button", { name: "Start game" })
    await expect.poll(() => start.isEnabled(), { timeout: 15_000 }).toBe(true)
    await start.click()
    for (const page of [amy, bo]) {
      await page.waitForURL(/\/quizgame$/)
      await page.getByRole("heading", { name: /Hedges 0/ }).waitFor()
    }
    // The banner counts the quiz's questions, not questions times players.
    await amy.getByText(`${LIVE_QUESTIONS} questions in play`).waitFor()
    expect(await amy.getByText(`${LIVE_QUESTIONS * 2} questions in play`).count()).toBe(0)
    await atEachSize(amy, "live", (label) => checkRound(amy, label, true))

    await answerQuiz(amy, LIVE_QUESTIONS)
    await answerQuiz(bo, 1)
    for (const page of [amy, bo]) {
      await page.getByRole("button", { name: "Submit answers" }).click()
    }
    await amy.getByRole("heading", { name: "Round scores" }).waitFor()
    await atEachSize(amy, "live-scores", (label) => noSidewaysScroll(amy, label))
    // The game still runs between rounds: the profile fits a phone.
    await bo.getByRole("button", { name: "Back to the live room" }).click()
    await bo.setViewportSize({ width: 360, height: 740 })
    await room(bo)
      .getByText(/Round complete/)
      .waitFor()
    await noSidewaysScroll(bo, "the room after a round")
    await shot(bo, "live-room-after-phone")
  })

  it("lays out a graded quiz and a fun one for the phone and the laptop", async () => {
    const page = await open(0)
    const play = async (graded: boolean) => {
      await page.goto("/quizgame")
      await page.getByLabel("Topic").fill(`Fences ${graded ? "graded" : "fun"} ${stamp}`)
      await page.getByLabel("Level").selectOption("elementary")
      await page.getByLabel("Questions").fill(String(SOLO_QUESTIONS))
      await page.getByRole("button", { name: "Generate quiz" }).click()
      const modal = page.getByRole("dialog", { name: "Ready to start?" })
      await modal.waitFor()
      if (!graded) await modal.getByText("Grade me").click()
      await modal.getByRole("button", { name: "Start" }).click()
      await page.getByRole("heading", { name: /Fences/ }).waitFor()
    }
    await play(true)
    await atEachSize(page, "graded", (label) => checkRound(page, label, true))
    await play(false)
    await atEachSize(page, "fun", (label) => checkRound(page, label, false))
  })
})
