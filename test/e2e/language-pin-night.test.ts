// A quiz night in Spanish: the host's browser asks for Spanish (Accept-Language), the phone has chosen it (the
// `lang` cookie). The host opens a game for anyone with the PIN, the phone is told in Spanish what is wrong with a
// nickname and joins, and a short round is played question by question to the podium, the big screen and the
// phone in Spanish throughout (the questions are the fake provider's, in English, as a quiz's own words stay).
import type { BrowserContext, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { esLive } from "#schemas/i18n/es-live.ts"
import { NICKNAME_MAX_LENGTH, NICKNAME_MIN_LENGTH } from "#schemas/live-pin-rules.ts"

import { type FakeOpenAI, startFakeOpenAI } from "../support/fake-openai.ts"
import { api, chromiumAvailable, type E2E, seeText, startE2E } from "./harness.ts"

const stamp = Date.now().toString(36)

/** Words of the English screens that must not show once the page is in Spanish. */
const ENGLISH = /Show the answer|Next question|How the room answered|Leaderboard|Podium|Sound (on|off)|\bpoints\b|answered|Your pick|Join a game|Download/

describe.skipIf(!chromiumAvailable)("a quiz night in Spanish", { timeout: 180_000 }, () => {
  let e2e: E2E
  let fake: FakeOpenAI
  const contexts: BrowserContext[] = []
  let screen: Page
  let phone: Page

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    e2e = await startE2E({
      AI_BASE_URL: `${fake.url}/v1`,
      AI_API_KEY: "sk-fake",
      AI_MODEL_BASIC: "fake-basic",
      LIVE_QUESTION_SECONDS: "120",
      LIVE_LEADERBOARD_SECONDS: "60",
    })
    const username = `anfitrion${stamp}`
    const info = await api(e2e.baseUrl, "POST", "/api/quiz/register", { username, password: `${username}-password` })
    const host = await e2e.browser.newContext({ baseURL: e2e.baseUrl, locale: "es-ES", viewport: { width: 1366, height: 800 } })
    await host.addInitScript((stored) => {
      if (!localStorage.getItem("quizUserInfo")) localStorage.setItem("quizUserInfo", stored)
    }, JSON.stringify(info))
    const guest = await e2e.browser.newContext({ baseURL: e2e.baseUrl, viewport: { width: 360, height: 740 } })
    await guest.addCookies([{ name: "lang", value: "es", url: e2e.baseUrl }])
    contexts.push(host, guest)
    screen = await host.newPage()
    phone = await guest.newPage()
    for (const page of [screen, phone]) {
      page.setDefaultTimeout(20_000)
      page.on("pageerror", (error) => console.error("[browser]", error.message))
    }
  }, 120_000)

  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined)
    await e2e?.close()
    await fake?.close()
  })

  it("opens the game, joins from a phone and plays a round to the podium in Spanish", async () => {
    await screen.goto("/play/host")
    await screen.getByRole("heading", { name: esLive.hostAQuizNight }).waitFor()
    await seeText(screen, esLive.hostIntro)
    await screen.getByRole("button", { name: esLive.openForAnyone }).click()
    const pin = (await screen.locator(".pin-code").innerText()).trim()
    await screen.getByRole("img", { name: esLive.qrCodeOfPin(pin) }).waitFor()
    await screen.getByRole("heading", { name: "0 jugadores" }).waitFor()
    await seeText(screen, esLive.nobodyJoinedYet)
    await screen.getByRole("heading", { name: esLive.firstRound }).waitFor()

    // The phone: the form's own check in Spanish, then in.
    await phone.goto(`/play?pin=${pin}`)
    await phone.getByRole("heading", { name: esLive.joinAGame }).waitFor()
    await phone.getByLabel(esLive.nickname).fill("A")
    await phone.getByRole("button", { name: esLive.join, exact: true }).click()
    await seeText(phone, esLive.nicknameLength(NICKNAME_MIN_LENGTH, NICKNAME_MAX_LENGTH))
    // A suggested name is a Spanish one, in Spanish order.
    await phone.getByRole("button", { name: esLive.suggestName }).click()
    const [noun, adjective] = (await phone.getByLabel(esLive.nickname).inputValue()).split(" ")
    expect(esLive.nicknameNouns).toContain(noun)
    expect(esLive.nicknameAdjectives).toContain(adjective)
    await phone.getByLabel(esLive.nickname).fill("Ana")
    await phone.getByRole("button", { name: esLive.join, exact: true }).click()
    await seeText(phone, esLive.youreIn("Ana"))
    await seeText(phone, esLive.waitingForHost)
    await phone.getByRole("button", { name: esLive.moreTimeOff }).waitFor()
    await screen.getByRole("heading", { name: "1 jugador" }).waitFor()

    await screen.getByLabel(esLive.topic, { exact: true }).fill("Gallinas")
    await screen.getByLabel(esLive.questions).fill("2")
    await screen.getByRole("button", { name: esLive.startTheRound }).click()

    // Question 1: the big screen counts the answers, the phone answers.
    await screen.getByRole("heading", { name: /^Question 1 about Gallinas/ }).waitFor()
    await seeText(screen, esLive.questionOf(1, 2))
    await screen.getByText(esLive.answeredOf(0, 1), { exact: true }).waitFor()
    await phone.getByRole("heading", { name: /^Question 1 about Gallinas/ }).waitFor()
    await phone
      .getByRole("button", { name: esLive.soundOn })
      .or(phone.getByRole("button", { name: esLive.soundOff }))
      .waitFor()
    await seeText(phone, esLive.answeredCount(0, 1))
    // The only player's answer closes the question: the reveal comes at once.
    await phone
      .getByRole("list", { name: esLive.answers })
      .getByRole("button", { name: /Answer 1/ })
      .click()
    const bars = screen.getByRole("list", { name: esLive.howRoomAnswered })
    await bars.waitFor()
    expect(await bars.getByRole("listitem").filter({ hasText: "Answer 1" }).getAttribute("aria-label")).toBe(
      "Answer 1: 1 jugador, 100 %, la respuesta correcta",
    )
    await screen.getByRole("list", { name: esLive.leaderboard }).waitFor()
    await phone.getByText(/Correcto \+\d+$/).waitFor()
    await phone.getByText(/^1\.º puesto · \d+ puntos$/).waitFor()
    await seeText(phone, esLive.theAnswer)
    expect(await phone.locator("body").innerText()).not.toMatch(ENGLISH)

    // Question 2 unanswered, then the podium.
    await screen.getByRole("button", { name: esLive.nextQuestion }).click()
    await screen.getByRole("heading", { name: /^Question 2 about Gallinas/ }).waitFor()
    expect(await screen.locator("body").innerText()).not.toMatch(ENGLISH)
    await screen.getByRole("button", { name: esLive.showTheAnswer }).click()
    await phone.getByText(esLive.noAnswer, { exact: true }).waitFor()
    await screen.getByRole("button", { name: esLive.showThePodium }).click()
    await screen.getByRole("heading", { name: esLive.podium }).waitFor()
    await screen.getByRole("button", { name: esLive.playAgain }).waitFor()
    await phone.getByRole("heading", { name: esLive.podium }).waitFor()
    await phone.getByText(/^Has terminado en primer lugar con \d+ puntos\.$/).waitFor()
    await phone.getByText(esLive.quizNightPin(pin)).waitFor()
    expect(await screen.locator("body").innerText()).not.toMatch(ENGLISH)
    expect(await phone.locator("body").innerText()).not.toMatch(ENGLISH)
    expect(await phone.evaluate(() => document.documentElement.lang)).toBe("es")
  })
})
