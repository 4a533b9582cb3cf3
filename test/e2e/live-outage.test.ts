// A live round in a real browser while the database goes away (a PostgreSQL cluster of the
// test's own, DATABASE_URL, stopped with `pg_ctl stop -m fast`): the player's answers are
// refused with a toast saying why, a reload meanwhile keeps the round and the answers and
// connects again once the database is back, the answers then go in, and the round ends with
// the server's scores. The other player plays over a plain socket.io client.
import type { BrowserContext, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"
import { ClientEvent } from "#schemas/socket/protocol.ts"

import { answersFor, ask, type LiveClient, liveClient, nextUpdate } from "../api/live-support.ts"
import { type FakeOpenAI, startFakeOpenAI } from "../support/fake-openai.ts"
import { type PrivatePostgres, startPrivatePostgres } from "../support/private-postgres.ts"
import { api, chromiumAvailable, type E2E, seeText, startE2E } from "./harness.ts"
import { answerQuiz, playerPage } from "./live-pages.ts"

const stamp = Date.now().toString(36)
const GROUP = "Outage quiz night"
const QUESTIONS = 2

describe.skipIf(!chromiumAvailable)("a live round in a real browser while the database is away", { timeout: 240_000 }, () => {
  let cluster: PrivatePostgres
  let fake: FakeOpenAI
  let e2e: E2E
  let page: Page
  let context: BrowserContext
  let other: LiveClient
  let groupId: string
  const ann = `ann${stamp}`
  const bob = `bob${stamp}`

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    cluster = await startPrivatePostgres()
    e2e = await startE2E({ DATABASE_URL: cluster.url, AI_BASE_URL: `${fake.url}/v1`, AI_API_KEY: "sk-fake", AI_MODEL_BASIC: "fake-basic" })
    const annInfo = await api(e2e.baseUrl, "POST", "/api/quiz/register", { username: ann, password: `${ann}-password` })
    const bobInfo = await api(e2e.baseUrl, "POST", "/api/quiz/register", { username: bob, password: `${bob}-password` })
    const group = await api(e2e.baseUrl, "POST", "/api/quiz/group", { group_name: GROUP, invite_keys: 1 }, annInfo.token)
    groupId = group.id
    await api(e2e.baseUrl, "PUT", "/api/quiz/profile/group", { groupKey: group.group_key, inviteKey: group.invite_keys[0] }, bobInfo.token)
    ;({ page, context } = await playerPage(e2e, ann, annInfo))
    other = await liveClient(e2e.baseUrl, { id: bobInfo.id, token: bobInfo.token, headers: {}, username: bob })
  }, 120_000)

  afterAll(async () => {
    other?.socket.close()
    await context?.close().catch(() => undefined)
    await e2e?.close()
    await cluster?.dispose()
    await fake?.close()
  }, 120_000)

  it("refuses the answers with a toast, keeps the round through a reload, and takes them once the database is back", async () => {
    // Bob is in the room with a topic and ready; Ann joins from her profile and starts.
    expect((await ask(other, ClientEvent.joinLiveGame, { groupId })).success).toBe(true)
    expect((await ask(other, ClientEvent.addQuizParams, { newQuizParams: { topic: `Geese ${stamp}`, level: "elementary", number: QUESTIONS } })).success).toBe(
      true,
    )
    expect((await ask(other, ClientEvent.playerReady, { isReady: true })).success).toBe(true)
    await page.goto("/quizgame/quizprofile")
    await page.getByRole("button", { name: new RegExp(`(Start a live game|Open live game room) for ${GROUP}`) }).click()
    const room = page.getByRole("dialog", { name: `Live game: ${GROUP}` })
    await room.getByLabel("Topic", { exact: true }).fill(`Ducks ${stamp}`)
    await room.getByLabel("Questions").fill(String(QUESTIONS))
    await room.getByRole("button", { name: "Submit topic" }).click()
    await room.getByRole("button", { name: "I'm ready" }).click()
    const start = room.getByRole("button", { name: "Start game" })
    await expect.poll(() => start.isEnabled(), { timeout: 15_000 }).toBe(true)
    await start.click()
    await page.waitForURL(/\/quizgame$/)
    await page.getByRole("heading", { name: new RegExp(`Geese ${stamp}`) }).waitFor()
    const received = await nextUpdate(other, (u) => u.type === "quiz_received", 0, 30_000)

    // The database goes away mid-round.
    await cluster.stop("fast")
    expect(await answerQuiz(page, 1)).toBe(QUESTIONS)
    await page.getByRole("button", { name: "Submit answers" }).click()
    await seeText(page, Messages.storeUnavailable)
    await page.getByRole("button", { name: "Submit answers" }).waitFor()

    // A reload meanwhile keeps the round and the answers on the page.
    await page.reload()
    await page.getByRole("heading", { name: new RegExp(`Geese ${stamp}`) }).waitFor()
    expect(await page.locator(".question__set input:checked").count()).toBe(QUESTIONS)

    await cluster.start()
    await expect.poll(async () => (await fetch(`${e2e.baseUrl}/api/health`)).status, { timeout: 60_000, interval: 250 }).toBe(200)

    // The page connects again by itself; its answers go in (sent again until the socket is back).
    const waiting = page.getByText("Your answers are in. Waiting for the other players")
    await expect
      .poll(
        async () => {
          if (await waiting.isVisible()) return true
          await page
            .getByRole("button", { name: "Submit answers" })
            .click({ timeout: 5_000 })
            .catch(() => undefined)
          return waiting.isVisible()
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toBe(true)

    expect(await ask(other, ClientEvent.playerCompleted, { answers: answersFor(received.currQuiz, QUESTIONS) })).toMatchObject({
      success: true,
      numberCorrect: QUESTIONS,
    })
    await page.getByRole("heading", { name: "Round scores" }).waitFor({ timeout: 30_000 })
    await seeText(page, `You got 1 of ${QUESTIONS} right.`)
  })
})
