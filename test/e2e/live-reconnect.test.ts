// The live game's client when the connection is not a given, in a real browser:
// - a round survives a server restart: both players' sockets are dropped mid-round (the
//   server stops, then starts again on the same port and data folder and rebuilds the game
//   from its events); without a reload or a click each client reconnects and rejoins, the
//   answers already chosen are still checked, the last player hands them in, and both see
//   the round's scores as the server graded them;
// - the quiz admin's "Check connections" in the live room lists who is in that game, with
//   their connection counts, and a player who left is no longer listed; a regular player's
//   room has no such button.
import type { BrowserContext, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import * as Messages from "#schemas/messages.ts"

import { type FakeOpenAI, startFakeOpenAI } from "../support/fake-openai.ts"
import { api, chromiumAvailable, type E2E, QUIZ_ADMIN, seeText, startE2E } from "./harness.ts"
import { answerQuiz as answer, playerPage } from "./live-pages.ts"

const stamp = Date.now().toString(36)
const ROUND_GROUP = "Night shift coop"
const ADMIN_GROUP = "Barn check"
const QUESTIONS = 2

interface Player {
  username: string
  page: Page
  context: BrowserContext
  token: string
  /** What the page's quiz socket logged, in order: "connected" or "disconnected: <socket.io's reason>". */
  socketLog: string[]
}

/** A browser context whose page follows the quiz socket's own connect and disconnect log lines. */
async function openBrowser(e2e: E2E, username: string, storedUser?: unknown) {
  const { context, page } = await playerPage(e2e, username, storedUser)
  const socketLog: string[] = []
  page.on("console", (message) => {
    const text = message.text()
    if (text === "Quiz socket connected") socketLog.push("connected")
    else if (text.startsWith("Quiz socket disconnected:")) socketLog.push(`disconnected: ${text.slice("Quiz socket disconnected:".length).trim()}`)
  })
  return { context, page, socketLog }
}

async function registerPlayer(e2e: E2E, username: string): Promise<Player> {
  const info = await api(e2e.baseUrl, "POST", "/api/quiz/register", { username, password: `${username}-password` })
  const browser = await openBrowser(e2e, username, info)
  return { username, token: info.token, ...browser }
}

const room = (page: Page, group: string) => page.getByRole("dialog", { name: `Live game: ${group}` })

/** Opens the group's live room from the quiz profile (joining, or opening, its live game). */
async function openRoom(p: Player, group: string) {
  if (!p.page.url().endsWith("/quizgame/quizprofile")) await p.page.goto("/quizgame/quizprofile")
  await p.page.getByRole("button", { name: new RegExp(`(Start a live game|Open live game room) for ${group}`) }).click()
  const dialog = room(p.page, group)
  try {
    await dialog.getByRole("list", { name: "Participants" }).getByText(p.username).waitFor()
  } catch (error) {
    // Said with the failure: whether the room opened, what the page showed, what the socket did.
    const opened = await dialog.count()
    const shown = await p.page.locator("[role=status], [role=alert]").allTextContents()
    throw new Error(
      `${p.username} not in the room's Participants (room open: ${opened > 0}; messages: ${JSON.stringify(shown)}; socket: ${p.socketLog.join(", ") || "nothing"})`,
      { cause: error },
    )
  }
  return dialog
}

const checkedAnswers = (page: Page) => page.locator(".question__set input:checked")

describe.skipIf(!chromiumAvailable)("the live game client across dropped connections", { timeout: 120_000 }, () => {
  let e2e: E2E
  let fake: FakeOpenAI
  const players: Player[] = []

  beforeAll(async () => {
    // With no script the fake provider writes a good quiz ("Answer n" is right) of the asked size.
    fake = await startFakeOpenAI()
    e2e = await startE2E({ AI_BASE_URL: `${fake.url}/v1`, AI_API_KEY: "sk-fake", AI_MODEL_BASIC: "fake-basic", AI_MODEL_HQ: "fake-hq" }, { restartable: true })
  }, 60_000)

  afterAll(async () => {
    for (const p of players) await p.context.close().catch(() => undefined)
    await e2e?.close()
    await fake?.close()
  })

  it("a round goes on after the server restarts: both players reconnect by themselves, keep their answers and see the scores", async () => {
    const a = await registerPlayer(e2e, `ari${stamp}`)
    const b = await registerPlayer(e2e, `bo${stamp}`)
    players.push(a, b)
    const group = await api(e2e.baseUrl, "POST", "/api/quiz/group", { group_name: ROUND_GROUP, invite_keys: 1 }, a.token)
    await api(e2e.baseUrl, "PUT", "/api/quiz/profile/group", { groupKey: group.group_key, inviteKey: group.invite_keys[0] }, b.token)

    for (const p of [a, b]) {
      // Every player brings a topic (the group is ready only then); A's, the first, is played.
      const dialog = await openRoom(p, ROUND_GROUP)
      await dialog.getByLabel("Topic", { exact: true }).fill(`Night feeding ${p.username}`)
      await dialog.getByLabel("Questions").fill(String(QUESTIONS))
      await dialog.getByRole("button", { name: "Submit topic" }).click()
      await dialog.getByRole("list", { name: "Participants" }).getByRole("listitem").filter({ hasText: p.username }).getByText("Topic in").waitFor()
      await dialog.getByRole("button", { name: "I'm ready" }).click()
      await dialog.getByRole("button", { name: "Ready ✓" }).waitFor()
    }
    const start = room(a.page, ROUND_GROUP).getByRole("button", { name: "Start game" })
    await expect.poll(() => start.isEnabled(), { timeout: 15_000 }).toBe(true)
    await room(a.page, ROUND_GROUP).getByText("2 topics waiting").waitFor()
    await start.click()

    for (const p of [a, b]) {
      await p.page.waitForURL(/\/quizgame$/)
      await p.page.getByRole("heading", { name: new RegExp(`Night feeding ${a.username}`) }).waitFor()
      await p.page.getByRole("timer").waitFor()
    }
    // A answers everything right and hands in; B picks one right and one wrong answer and waits.
    expect(await answer(a.page, QUESTIONS)).toBe(QUESTIONS)
    await a.page.getByRole("button", { name: "Submit answers" }).click()
    await seeText(a.page, "Waiting for the other players")
    expect(await answer(b.page, 1)).toBe(QUESTIONS)

    // A page that reloads loses this mark: it shows the clients below never reloaded.
    for (const p of [a, b]) {
      await p.page.evaluate(() => ((window as unknown as { stillThisPage: boolean }).stillThisPage = true))
      expect(p.socketLog.at(-1)).toBe("connected")
    }
    const connectsBefore = [a, b].map((p) => p.socketLog.filter((l) => l === "connected").length)

    await e2e.restartServer(async () => {
      // The server is gone: both sockets drop with 'transport close' (not 'io server disconnect',
      // after which socket.io would not reconnect by itself).
      for (const p of [a, b]) await expect.poll(() => p.socketLog.at(-1), { timeout: 15_000 }).toBe("disconnected: transport close")
      // Handing in now fails with a message, and B's answers stay as they were.
      await b.page.getByRole("button", { name: "Submit answers" }).click()
      await b.page.getByRole("alert").filter({ hasText: Messages.serverTrouble }).waitFor()
      expect(await checkedAnswers(b.page).count()).toBe(QUESTIONS)
    })

    // Back on the same port: each client reconnects by itself (socket.io backs off to 5 s at most).
    for (const [i, p] of [a, b].entries()) {
      await expect.poll(() => p.socketLog.filter((l) => l === "connected").length, { timeout: 20_000 }).toBe(connectsBefore[i]! + 1)
    }
    // The restarted server rebuilt the round: A is still finished, B still has the quiz to hand in.
    await seeText(a.page, "Waiting for the other players")
    expect(await checkedAnswers(b.page).count()).toBe(QUESTIONS)
    expect(await checkedAnswers(b.page).evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))).toEqual([
      expect.stringMatching(/^Answer \d$/),
      expect.stringMatching(/^Not \d$/),
    ])

    await b.page.getByRole("button", { name: "Submit answers" }).click()

    // Both see the round's scores, graded by the server; A got them without doing anything.
    const expected = { [a.username]: QUESTIONS, [b.username]: 1 }
    for (const p of [a, b]) {
      await p.page.getByRole("heading", { name: "Round scores" }).waitFor()
      await seeText(p.page, `You got ${expected[p.username]} of ${QUESTIONS} right.`)
      const table = p.page.getByRole("table", { name: "Live scoreboard" })
      for (const q of [a, b]) {
        const cells = table.getByRole("row").filter({ hasText: q.username }).getByRole("cell")
        expect(await cells.allInnerTexts()).toEqual([`${expected[q.username]} / ${QUESTIONS}`, `${expected[q.username]} / ${QUESTIONS}`])
      }
      expect(await p.page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true)
    }
  })

  it("the quiz admin checks who is connected to the game; a player who left is no longer listed", async () => {
    const login = await api(e2e.baseUrl, "POST", "/api/quiz/login", QUIZ_ADMIN)
    const group = await api(e2e.baseUrl, "POST", "/api/quiz/group", { group_name: ADMIN_GROUP, invite_keys: 1 }, login.token)
    const cy = await registerPlayer(e2e, `cy${stamp}`)
    players.push(cy)
    await api(e2e.baseUrl, "PUT", "/api/quiz/profile/group", { groupKey: group.group_key, inviteKey: group.invite_keys[0] }, cy.token)

    // The admin signs in on /quizgame with the login form.
    const admin: Player = { username: QUIZ_ADMIN.username, token: login.token, ...(await openBrowser(e2e, QUIZ_ADMIN.username)) }
    players.push(admin)
    await admin.page.goto("/quizgame")
    await admin.page.getByRole("button", { name: "Login" }).click()
    const form = admin.page.getByRole("dialog")
    await form.getByLabel("Username").fill(QUIZ_ADMIN.username)
    await form.getByLabel("Password").fill(QUIZ_ADMIN.password)
    await form.getByRole("button", { name: "Log in" }).click()
    await seeText(admin.page, "Welcome,")
    // On to the profile within the app, so the admin has the one connection of this page.
    await admin.page.getByRole("link", { name: "Profile", exact: true }).click()
    await admin.page.waitForURL(/\/quizgame\/quizprofile$/)

    const adminRoom = await openRoom(admin, ADMIN_GROUP)
    const cyRoom = await openRoom(cy, ADMIN_GROUP)
    await adminRoom.getByRole("list", { name: "Participants" }).getByText(cy.username).waitFor()

    // A regular player's room has its footer (Leave game) but no connection check.
    await cyRoom.getByRole("button", { name: "Leave game" }).waitFor()
    expect(await cyRoom.getByRole("button", { name: "Check connections" }).count()).toBe(0)

    const check = adminRoom.getByRole("button", { name: "Check connections" })
    const connected = adminRoom.getByRole("list", { name: "Connected players" })
    await check.click()
    await connected.waitFor()
    expect((await connected.getByRole("listitem").allInnerTexts()).sort()).toEqual(
      [`${QUIZ_ADMIN.username}: 1 connection`, `${cy.username}: 1 connection`].sort(),
    )

    // Cy leaves; once the admin's room shows Cy gone, a new check no longer lists Cy
    // (Cy is still signed in and connected, just not in this game).
    await cyRoom.getByRole("button", { name: "Leave game" }).click()
    await adminRoom.getByRole("list", { name: "Participants" }).getByText(cy.username).waitFor({ state: "detached" })
    await check.click()
    await expect.poll(() => connected.getByRole("listitem").allInnerTexts()).toEqual([`${QUIZ_ADMIN.username}: 1 connection`])
    expect(cy.socketLog.at(-1)).toBe("connected")
  })
})
