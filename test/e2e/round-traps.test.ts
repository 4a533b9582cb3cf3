// No traps in a round, in a real browser: a graded quiz with questions unanswered asks first and
// says how many; a live round's hand-in does the same; "Reset game" shows only to the group's
// commissioner and to whoever started the last round, and asks before it clears the topics;
// nobody is marked "Leading" when every player has nothing right.
import type { BrowserContext, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"

import { type FakeOpenAI, startFakeOpenAI } from "../support/fake-openai.ts"
import { api, chromiumAvailable, type E2E, startE2E } from "./harness.ts"
import { answerQuiz, playerPage } from "./live-pages.ts"

const stamp = Date.now().toString(36)
const GROUP = `Trap night ${stamp}`
const QUESTIONS = 3

describe.skipIf(!chromiumAvailable)("a round without traps", { timeout: 180_000 }, () => {
  let e2e: E2E
  let fake: FakeOpenAI
  const contexts: BrowserContext[] = []
  const users: { username: string; info: { token: string } }[] = []

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    e2e = await startE2E({ AI_BASE_URL: `${fake.url}/v1`, AI_API_KEY: "sk-fake", AI_MODEL_BASIC: "fake-basic", AI_MODEL_HQ: "fake-hq" })
    for (const username of [`kim${stamp}`, `lu${stamp}`]) {
      users.push({ username, info: await api(e2e.baseUrl, "POST", "/api/quiz/register", { username, password: `${username}-password` }) })
    }
    // Kim is the commissioner.
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
  const pick = (page: Page, question: number, option: RegExp) => page.locator(".question__set").nth(question).getByRole("radio", { name: option }).check()

  it("asks before submitting a graded quiz with questions unanswered, naming how many", async () => {
    const page = await open(0)
    await page.goto("/quizgame")
    await page.getByLabel("Topic").fill(`Gates ${stamp}`)
    await page.getByLabel("Level").selectOption("elementary")
    await page.getByLabel("Questions").fill(String(QUESTIONS))
    await page.getByRole("button", { name: "Generate quiz" }).click()
    await page.getByRole("dialog", { name: "Ready to start?" }).getByRole("button", { name: "Start" }).click()
    await page.locator(".quiz-round").getByRole("timer").waitFor()

    await pick(page, 0, /Answer 1/)
    const submit = page.getByRole("button", { name: "Submit for grading" })
    const ask = page.getByRole("dialog", { name: Messages.unansweredTitle })
    await submit.click()
    await ask.getByText(Messages.unansweredConfirm(2)).waitFor()
    // Keeping on answering leaves the quiz as it was.
    await ask.getByRole("button", { name: Messages.keepAnswering }).click()
    await ask.waitFor({ state: "hidden" })
    expect(await page.getByRole("dialog", { name: "Quiz complete" }).count()).toBe(0)
    await pick(page, 1, /Answer 2/)
    await submit.click()
    await ask.getByText(Messages.unansweredConfirm(1)).waitFor()
    await ask.getByRole("button", { name: Messages.submitAnyway }).click()
    const done = page.getByRole("dialog", { name: "Quiz complete" })
    await done.getByText("2 / 3").waitFor()
  })

  it("shows Reset only to the commissioner and the round's starter, asks first, and marks no lead at 0/3", async () => {
    const [kim, lu] = [await open(0), await open(1)]
    const room = (page: Page) => page.getByRole("dialog", { name: `Live game: ${GROUP}` })
    for (const [i, page] of [kim, lu].entries()) {
      await page.goto("/quizgame/quizprofile")
      await page.getByRole("button", { name: new RegExp(`(Start a live game|Open live game room) for ${GROUP}`) }).click()
      await room(page).getByText(users[i]!.username).first().waitFor()
      await room(page).getByLabel("Topic", { exact: true }).fill(`Posts ${i}`)
      await room(page).getByLabel("Questions").fill(String(QUESTIONS))
      await room(page).getByRole("button", { name: "Submit topic" }).click()
      await room(page).getByRole("button", { name: "I'm ready" }).click()
      await room(page).getByRole("button", { name: "Ready ✓" }).waitFor()
    }
    // Before any round only the commissioner has the button.
    await room(kim).getByRole("button", { name: "Reset game" }).waitFor()
    expect(await room(lu).getByRole("button", { name: "Reset game" }).count()).toBe(0)

    // Lu starts the round.
    const start = room(lu).getByRole("button", { name: "Start game" })
    await expect.poll(() => start.isEnabled(), { timeout: 15_000 }).toBe(true)
    await start.click()
    for (const page of [kim, lu]) await page.getByRole("heading", { name: /Posts 0/ }).waitFor()

    // Kim gets everything wrong; Lu answers one question (wrongly) and is asked before handing in.
    await answerQuiz(kim, 0)
    await kim.getByRole("button", { name: "Submit answers" }).click()
    await pick(lu, 0, /Not 1/)
    await lu.getByRole("button", { name: "Submit answers" }).click()
    const ask = lu.getByRole("dialog", { name: Messages.unansweredTitle })
    await ask.getByText(Messages.unansweredConfirm(2)).waitFor()
    await ask.getByRole("button", { name: Messages.submitAnyway }).click()

    // Both at 0 / 3: nobody leads.
    for (const page of [kim, lu]) {
      await page.getByRole("heading", { name: "Round scores" }).waitFor()
      const board = page.getByRole("table", { name: "Live scoreboard" })
      await board.getByText(`0 / ${QUESTIONS}`).first().waitFor()
      expect(await board.getByText("Leading").count()).toBe(0)
    }

    // Lu started the round, so Lu may reset; asked first, Cancel changes nothing.
    await lu.getByRole("button", { name: "Back to the live room" }).click()
    await room(lu).getByText("1 topic waiting").waitFor()
    await room(lu).getByRole("button", { name: "Reset game" }).click()
    const confirm = lu.getByRole("dialog", { name: Messages.liveResetTitle })
    await confirm.getByText(Messages.liveResetConfirm).waitFor()
    await confirm.getByRole("button", { name: "Cancel" }).click()
    await confirm.waitFor({ state: "hidden" })
    expect(await room(lu).getByText("1 topic waiting").count()).toBe(1)
    await room(lu).getByRole("button", { name: "Reset game" }).click()
    await confirm.getByRole("button", { name: "Reset game" }).click()
    await room(lu).getByText("No topics waiting").waitFor()
    // After the reset no round is left to have started: the button is the commissioner's again.
    await expect.poll(() => room(lu).getByRole("button", { name: "Reset game" }).count()).toBe(0)
  })
})
