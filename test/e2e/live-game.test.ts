// A live round in a real browser with three players, each in their own browser context:
// players and their group are set up through the API; each opens the live room from the
// profile, submits a topic and readies; A starts; all three see the loading modal, take the
// quiz on the quiz page in live mode, and see the round's scores as the server graded them.
// A reload mid-round keeps a player's answers and brings them back into the game. B asks for
// reduced motion: nothing on its screens moves (the loading spinner stands still). The scores
// take the focus, with the player's own result as their description.
import { mkdir } from "node:fs/promises"
import { join } from "node:path"

import type { BrowserContext, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { askedFor, type FakeOpenAI, quizQuestions, startFakeOpenAI } from "../support/fake-openai.ts"
import { api, chromiumAvailable, type E2E, seeText, startE2E } from "./harness.ts"
import { answerQuiz as answer, playerPage } from "./live-pages.ts"

const stamp = Date.now().toString(36)
const GROUP = "Porch quiz night"
const QUESTIONS = 3
/** Set E2E_SCREENSHOTS to a folder to keep desktop (1280) and mobile (390) shots. */
const SHOTS = process.env.E2E_SCREENSHOTS

interface Player {
  username: string
  page: Page
  context: BrowserContext
  token: string
  /** How many of the round's questions this player answers right. */
  right: number
}

/** The longest animation or transition anything on the page has, in seconds. */
const longestMotion = (page: Page) =>
  page.evaluate(() => {
    const seconds = (d: string) => d.split(",").map((t) => (t.trim().endsWith("ms") ? parseFloat(t) / 1000 : parseFloat(t)))
    let longest = 0
    for (const el of document.querySelectorAll("*")) {
      const style = getComputedStyle(el)
      const moving = [...(style.animationName === "none" ? [] : seconds(style.animationDuration)), ...seconds(style.transitionDuration)]
      longest = Math.max(longest, ...moving)
    }
    return longest
  })

async function shot(page: Page, name: string) {
  if (!SHOTS) return
  await mkdir(SHOTS, { recursive: true })
  await page.screenshot({ path: join(SHOTS, `${name}-desktop.png`) })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.waitForTimeout(200)
  await page.screenshot({ path: join(SHOTS, `${name}-mobile.png`) })
  await page.setViewportSize({ width: 1280, height: 900 })
}

const room = (page: Page) => page.getByRole("dialog", { name: `Live game: ${GROUP}` })

describe.skipIf(!chromiumAvailable)("a live game round in a real browser", { timeout: 240_000 }, () => {
  let e2e: E2E
  let fake: FakeOpenAI
  const players: Player[] = []

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    e2e = await startE2E({ AI_BASE_URL: `${fake.url}/v1`, AI_API_KEY: "sk-fake", AI_MODEL_BASIC: "fake-basic", AI_MODEL_HQ: "fake-hq" })
    const names = [`ann${stamp}`, `bea${stamp}`, `cyd${stamp}`]
    const rights = [QUESTIONS, 1, 0]
    for (const [i, username] of names.entries()) {
      const info = await api(e2e.baseUrl, "POST", "/api/quiz/register", { username, password: `${username}-password` })
      const { context, page } = await playerPage(e2e, username, info)
      players.push({ username, page, context, token: info.token, right: rights[i]! })
    }
    const [a, b, c] = players as [Player, Player, Player]
    const group = await api(e2e.baseUrl, "POST", "/api/quiz/group", { group_name: GROUP, invite_keys: 2 }, a.token)
    for (const [i, p] of [b, c].entries()) {
      await api(e2e.baseUrl, "PUT", "/api/quiz/profile/group", { groupKey: group.group_key, inviteKey: group.invite_keys[i] }, p.token)
    }
  }, 120_000)

  afterAll(async () => {
    for (const p of players) await p.context.close().catch(() => undefined)
    await e2e?.close()
    await fake?.close()
  })

  it("three players join, submit topics, ready up, play one round and see the server's scores", async () => {
    const [a, b, c] = players as [Player, Player, Player]

    for (const p of players) {
      await p.page.goto("/quizgame/quizprofile")
      const entry = p.page.getByRole("button", { name: new RegExp(`(Start a live game|Open live game room) for ${GROUP}`) })
      await entry.click()
      const dialog = room(p.page)
      await dialog.getByText(p.username).first().waitFor()
      await dialog.getByLabel("Topic", { exact: true }).fill(`Compost ${p.username}`)
      await dialog.getByLabel("Questions").fill(String(QUESTIONS))
      await dialog.getByRole("button", { name: "Submit topic" }).click()
      await dialog.getByRole("button", { name: "I'm ready" }).click()
      await dialog.getByRole("button", { name: "Ready ✓" }).waitFor()
    }

    // Everyone sees everyone ready; only then is Start enabled.
    const start = room(a.page).getByRole("button", { name: "Start game" })
    await expect.poll(() => start.isEnabled(), { timeout: 15_000 }).toBe(true)
    await room(a.page).getByText("3 topics waiting").waitFor()
    await shot(a.page, "live-01-room")

    // A slow quiz, so every player sees the loading modal.
    fake.script((request) => {
      const asked = askedFor(request)
      return { content: JSON.stringify({ questions: quizQuestions(asked.topic, asked.number) }), delayMs: 5000 }
    })
    await b.page.emulateMedia({ reducedMotion: "reduce" })
    await start.click()
    for (const p of players) await p.page.getByRole("dialog", { name: "Get ready!" }).waitFor()
    expect(await b.page.locator(".spinner").evaluate((el) => getComputedStyle(el).animationName)).toBe("none")
    expect(await longestMotion(b.page)).toBeLessThan(0.001)
    await shot(b.page, "live-02-loading")

    for (const p of players) {
      await p.page.waitForURL(/\/quizgame$/)
      await p.page.getByRole("heading", { name: new RegExp(`Compost ${a.username}`) }).waitFor()
      await p.page.getByRole("timer").waitFor()
    }
    expect(await longestMotion(b.page)).toBeLessThan(0.001)

    // C answers, then reloads: the answers and the round survive the reload.
    expect(await answer(c.page, c.right)).toBe(QUESTIONS)
    await c.page.reload()
    await c.page.getByRole("heading", { name: new RegExp(`Compost ${a.username}`) }).waitFor()
    expect(await c.page.locator(".question__set input:checked").count()).toBe(QUESTIONS)

    await answer(a.page, a.right)
    await answer(b.page, b.right)
    await a.page.getByRole("button", { name: "Submit answers" }).click()
    await seeText(a.page, "Waiting for the other players")
    await b.page.getByRole("button", { name: "Submit answers" }).click()
    await c.page.getByRole("button", { name: "Submit answers" }).click()

    for (const p of players) {
      await p.page.getByRole("heading", { name: "Round scores" }).waitFor()
      await seeText(p.page, `You got ${p.right} of ${QUESTIONS} right.`)
      await expect
        .poll(() =>
          p.page.evaluate(() => {
            const focused = document.activeElement
            const described = document.getElementById(focused?.getAttribute("aria-describedby") ?? "")
            return [focused?.textContent?.trim(), described?.textContent]
          }),
        )
        .toEqual(["Round scores", `You got ${p.right} of ${QUESTIONS} right.`])
      const table = p.page.getByRole("table", { name: "Live scoreboard" })
      for (const q of players) {
        const row = table.getByRole("row").filter({ hasText: q.username })
        expect(await row.innerText()).toContain(`${q.right} / ${QUESTIONS}`)
      }
    }
    await shot(a.page, "live-03-scores")

    // Back in the room: two topics remain for the next rounds; the scoreboard is there too.
    await b.page.getByRole("button", { name: "Back to the live room" }).click()
    await room(b.page).getByText("2 topics waiting").waitFor()
    await room(b.page)
      .getByText(/More topics remain/)
      .waitFor()
    await shot(b.page, "live-04-room-after")

    // Leaving clears the live state.
    await c.page.getByRole("button", { name: "Back to the live room" }).click()
    await room(c.page).getByRole("button", { name: "Leave game" }).click()
    expect(await c.page.evaluate(() => sessionStorage.getItem("quizLiveGame"))).toBeNull()
  })
})
