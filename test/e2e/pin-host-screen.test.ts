// A quiz night's screens in a real browser: the host's big screen at 1366×800 and three phones
// at 360×740, each the whole screen (no site header or footer). The big screen shows the PIN,
// the QR code and the nicknames as they arrive; each question large with how many have
// answered; after the reveal a bar per option with the answer marked in words, and the top five
// with who moved; then the podium. The host sets the pace from the big screen by keyboard and
// from their phone. Each phone shows large answer buttons (colour, shape and letter), then its
// own result. Every step of the phone fits its screen: nothing cut, covered or scrolled to.
// After the podium the host plays again: a new PIN, the same quiz, and the phones follow with
// their nicknames; a phone turns on more time and counts down its own, longer window. The
// clocks are long, so the host's controls move the game and nothing waits on time.
import { readFile } from "node:fs/promises"

import type { BrowserContext, Locator, Page } from "playwright-core"
import readXlsxFile from "read-excel-file/node"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { askedKinds, type FakeOpenAI, startFakeOpenAI } from "../support/fake-openai.ts"
import { seriousViolations } from "./axe.ts"
import { api, chromiumAvailable, type E2E, seeText, startE2E } from "./harness.ts"
import { playerPage } from "./live-pages.ts"
import { screenProblems, shot, still } from "./screen-fit.ts"

const stamp = Date.now().toString(36)
const BIG = { width: 1366, height: 800 }
const PHONE = { width: 360, height: 740 }

/** The file a click (here: a key press) on `button` downloads: its name and text. */
const download = async (page: Page, button: Locator) => {
  await button.focus()
  const [file] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")])
  const bytes = await readFile((await file.path())!)
  return { name: file.suggestedFilename(), text: bytes.toString("utf8"), bytes }
}

const pick = (page: Page, right: boolean) =>
  page
    .getByRole("list", { name: "Answers" })
    .getByRole("button", { name: right ? /Answer \d/ : /Not \d/ })
    .click()

describe.skipIf(!chromiumAvailable)("a quiz night's big screen and phones", { timeout: 240_000 }, () => {
  let e2e: E2E
  let fake: FakeOpenAI
  const contexts: BrowserContext[] = []
  let screen: Page, hostContext: BrowserContext
  const phones: Page[] = []
  const NAMES = ["Ann", "Bea", "Cal"] as const

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    e2e = await startE2E({
      AI_BASE_URL: `${fake.url}/v1`,
      AI_API_KEY: "sk-fake",
      AI_MODEL_BASIC: "fake-basic",
      LIVE_QUESTION_SECONDS: "120",
      LIVE_LEADERBOARD_SECONDS: "60",
    })
  }, 120_000)

  /** The host's screen and the three phones. */
  const openScreens = async () => {
    const username = `tv${stamp}`
    const info = await api(e2e.baseUrl, "POST", "/api/quiz/register", { username, password: `${username}-password` })
    const big = await playerPage(e2e, username, info, { viewport: BIG })
    ;[screen, hostContext] = [big.page, big.context]
    contexts.push(big.context)
    for (const [i, name] of NAMES.entries()) {
      // Cal's phone asks for reduced motion.
      const phone = await playerPage(e2e, name, undefined, { viewport: PHONE, ...(i === 2 ? { reducedMotion: "reduce" as const } : {}) })
      contexts.push(phone.context)
      phones.push(phone.page)
    }
  }

  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined)
    await e2e?.close()
    await fake?.close()
  })

  it("shows the room the lobby, each question, how it was answered, who leads and the podium", async () => {
    await openScreens()
    const [ann, bea, cal] = phones as [Page, Page, Page]
    await screen.goto("/play/host")
    await screen.getByRole("button", { name: "Open for anyone with the PIN" }).click()
    const pin = (await screen.locator(".pin-code").innerText()).trim()
    await screen.getByRole("img", { name: `QR code of the join link for PIN ${pin}` }).waitFor()
    // The whole screen: none of the site's header or footer.
    expect(await screen.locator(".site-header, .site-footer").count()).toBe(0)
    await screen.getByRole("heading", { name: "0 players" }).waitFor()

    // The nicknames arrive on the big screen, counted.
    for (const [i, phone] of phones.entries()) {
      await phone.goto(`/play?pin=${pin}`)
      expect(await phone.locator(".site-header, .site-footer").count()).toBe(0)
      await phone.getByLabel("Nickname").fill(NAMES[i]!)
      await phone.getByRole("button", { name: "Join", exact: true }).click()
      await seeText(phone, `You're in, ${NAMES[i]}!`)
      await screen.getByRole("heading", { name: `${i + 1} ${i === 0 ? "player" : "players"}` }).waitFor()
      await screen
        .getByRole("region", { name: /players?$/ })
        .getByText(NAMES[i]!, { exact: true })
        .waitFor()
    }
    // The lobby's PIN, QR code and names are on the big screen's first view.
    for (const part of [screen.locator(".pin-code"), screen.locator(".pin-details__qr"), screen.getByText("Cal", { exact: true })]) {
      const box = (await part.boundingBox())!
      expect(box.y + box.height, "lobby below the fold").toBeLessThanOrEqual(BIG.height)
    }
    await shot(screen, "host-lobby")
    await shot(ann, "phone-lobby")
    expect(await screenProblems(ann), "Ann's lobby").toEqual([])

    await screen.getByLabel("Topic", { exact: true }).fill("Hens")
    await screen.getByLabel("Questions").fill("3")
    await screen.getByRole("button", { name: "Start the round" }).click()

    // Question 1: large on the big screen with its count of answers; answer buttons on the phones.
    await screen.getByRole("heading", { name: /^Question 1 about Hens/ }).waitFor()
    await screen.getByText("0 of 3 answered", { exact: true }).waitFor()
    expect(await screen.getByRole("timer").count()).toBe(1)
    expect(await screen.locator(".pin-tiles button").count(), "the big screen takes no answers").toBe(0)
    await shot(screen, "host-question")
    expect(await screenProblems(screen), "big screen, question 1").toEqual([])
    expect(await screen.locator("p[aria-live=polite]").innerText()).toMatch(/^Question 1 of 3: Question 1 about Hens/)
    for (const phone of phones) {
      await phone.getByRole("heading", { name: /^Question 1 about Hens/ }).waitFor()
      const buttons = phone.getByRole("list", { name: "Answers" }).getByRole("button")
      expect(await buttons.count()).toBe(4)
      // Colour and shape together: each button has its shape and letter beside its words.
      expect(await phone.locator(".pin-pad__shape").allInnerTexts()).toEqual(["▲", "◆", "●", "■"])
      expect(await phone.locator(".pin-pad__letter").allInnerTexts()).toEqual(["a", "b", "c", "d"])
      await shot(phone, "phone-question")
      expect(await screenProblems(phone), "phone, question 1").toEqual([])
      const height = (await buttons.first().boundingBox())!.height
      expect(height, "answer buttons are large").toBeGreaterThanOrEqual(56)
    }
    await pick(ann, true)
    await pick(bea, false)
    await screen.getByText("2 of 3 answered", { exact: true }).waitFor()
    await ann.getByText(/^Your answer is in\. 2 of 3 answered\.$/).waitFor()
    expect(await screenProblems(ann), "phone, answer sent").toEqual([])

    // The host shows the answer from the keyboard.
    const show = screen.getByRole("button", { name: "Show the answer" })
    await show.focus()
    await screen.keyboard.press("Enter")
    const bars = screen.getByRole("list", { name: "How the room answered" })
    await bars.waitFor()
    const rows = bars.getByRole("listitem")
    // In the options' order on the screen (the server shuffles them).
    expect((await rows.evaluateAll((items) => items.map((li) => li.getAttribute("aria-label")))).sort()).toEqual([
      "Answer 1: 1 player, 50%, the correct answer",
      "Maybe 1: 0 players, 0%",
      "Never 1: 0 players, 0%",
      "Not 1: 1 player, 50%",
    ])
    expect(await rows.filter({ hasText: "Answer 1" }).innerText()).toContain("✓ Correct answer")
    expect(await rows.filter({ hasText: "Not 1" }).innerText()).not.toContain("Correct answer")
    const top = screen.getByRole("list", { name: "Leaderboard" })
    expect((await top.getByRole("listitem").first().innerText()).replace(/\s+/g, " ")).toMatch(/^1 – same place Ann \d+/)
    await shot(screen, "host-reveal")
    await shot(ann, "phone-reveal")
    expect(await screenProblems(screen), "big screen, reveal 1").toEqual([])
    // Each phone its own result.
    await ann.getByText(/Correct \+\d+$/).waitFor()
    await ann.getByText(/^1st place · \d+ points$/).waitFor()
    await bea.getByText(/Not this time$/).waitFor()
    await cal.getByText(/No answer$/).waitFor()
    for (const phone of phones) expect(await screenProblems(phone), "phone, reveal 1").toEqual([])

    // The host goes on from their phone: the same game, its controls in reach at 360×740.
    const hostPhone = await hostContext.newPage()
    await hostPhone.setViewportSize(PHONE)
    await hostPhone.goto("/play/host")
    const next = hostPhone.getByRole("button", { name: "Next question" })
    await next.waitFor()
    await shot(hostPhone, "host-phone")
    expect(await screenProblems(hostPhone, { mayScroll: true }), "host's phone").toEqual([])
    const nextBox = (await next.boundingBox())!
    expect(nextBox.y + nextBox.height, "host's control below the fold").toBeLessThanOrEqual(PHONE.height)
    await next.click()

    // Question 2: Cal answers it alone, so Bea, who shared second place, drops a place.
    await screen.getByRole("heading", { name: /^Question 2 about Hens/ }).waitFor()
    await cal.getByRole("heading", { name: /^Question 2 about Hens/ }).waitFor()
    await pick(cal, true)
    await screen.getByText("1 of 3 answered", { exact: true }).waitFor()
    await hostPhone.getByRole("button", { name: "Show the answer" }).click()
    await bars.waitFor()
    const beaRow = top.getByRole("listitem").filter({ hasText: "Bea" })
    expect((await beaRow.innerText()).replace(/\s+/g, " ")).toMatch(/^3 ▼ down 1 Bea 0$/)
    await cal.getByText(/Correct \+\d+$/).waitFor()
    expect(await screenProblems(screen), "big screen, reveal 2").toEqual([])

    // Question 3, then the podium, on the host's word.
    await screen.getByRole("button", { name: "Next question" }).click()
    await screen.getByRole("heading", { name: /^Question 3 about Hens/ }).waitFor()
    await screen.getByRole("button", { name: "Show the answer" }).click()
    await screen.getByRole("button", { name: "Show the podium" }).click()
    await screen.getByRole("heading", { name: "Podium" }).waitFor()
    await still(screen)
    await shot(screen, "host-podium")
    const podium = screen.locator(".qbq-podium__steps")
    expect((await podium.boundingBox())!.y + (await podium.boundingBox())!.height).toBeLessThanOrEqual(BIG.height)
    for (const phone of phones) {
      await phone.getByRole("heading", { name: "Podium" }).waitFor()
      await still(phone)
      await shot(phone, "phone-podium")
      expect(await screenProblems(phone), "phone, podium").toEqual([])
    }
    // Cal asked for reduced motion: the podium does not rise there.
    expect(
      await cal
        .locator(".qbq-podium__step")
        .first()
        .evaluate((el) => getComputedStyle(el).animationName),
    ).toBe("none")
    expect(await seriousViolations(screen), "axe on the podium").toEqual([])
    await hostPhone.close()

    // The host downloads the game's report from the podium, by keyboard.
    const report = await download(screen, screen.getByRole("button", { name: "Download the game's report (CSV)" }))
    expect(report.name).toMatch(/^quiz-night-\d{6}-\d{4}-\d{2}-\d{2}\.csv$/)
    const lines = report.text.replace(/^\uFEFF/, "").split("\r\n")
    expect(lines[0]).toMatch(/^round,question_number,question,kind,correct_answer,players,answered,right,percent_right,/)
    // Question 1: Ann right, Bea wrong, Cal silent; question 2: Cal alone, right.
    expect(lines[1]).toMatch(/^1,1,[^,]*Question 1[^,]*,multiple_choice,Answer 1,3,2,1,33\.33,,,(.*,)?Answer 1,1,/)
    expect(lines[2]).toMatch(/^1,2,[^,]*Question 2[^,]*,multiple_choice,Answer 2,3,1,1,33\.33,,,/)
    const players = lines.slice(lines.indexOf("") + 1)
    expect(players[0]).toBe("round,player,total,answer_1,points_1,answer_2,points_2,answer_3,points_3")
    expect(players.find((l) => l.startsWith("1,Ann,"))).toMatch(/^1,Ann,[1-9]\d*,Answer 1,[1-9]\d*,,0,,0$/)
    expect(players.find((l) => l.startsWith("1,Bea,"))).toBe("1,Bea,0,Not 1,0,,0,,0")
    expect(players.find((l) => l.startsWith("1,Cal,"))).toMatch(/^1,Cal,[1-9]\d*,,0,Answer 2,[1-9]\d*,,0$/)
    // The same report as a spreadsheet, a sheet per table.
    const workbook = await download(screen, screen.getByRole("button", { name: "Download the game's report (spreadsheet)" }))
    expect(workbook.name).toMatch(/^quiz-night-\d{6}-\d{4}-\d{2}-\d{2}\.xlsx$/)
    const sheets = await readXlsxFile(workbook.bytes)
    expect(sheets.map((sheet) => sheet.sheet)).toEqual(["Questions", "Players"])
    expect(sheets[1]!.data.find((row) => row[1] === "Bea")).toEqual([1, "Bea", 0, "Not 1", 0, null, 0, null, 0])
  })

  it("plays again: a new PIN, the same quiz, and the phones follow with their nicknames", async () => {
    const [ann, , cal] = phones as [Page, Page, Page]
    const oldPin = (await screen.locator(".pin-stage__pin").innerText()).trim()
    await screen.getByRole("button", { name: "Play again" }).click()
    // The podium shows the finished game's PIN and players beside it: the new lobby is the one with a PIN of its own.
    await screen.locator(".pin-code").filter({ hasNotText: oldPin }).waitFor()
    await screen.getByRole("heading", { name: "3 players" }).waitFor()
    const pin = (await screen.locator(".pin-code").innerText()).trim()
    expect(pin).not.toBe(oldPin)
    for (const name of NAMES)
      await screen
        .getByRole("region", { name: /players?$/ })
        .getByText(name, { exact: true })
        .waitFor()
    // Each phone is in the new lobby under its nickname, without typing anything.
    for (const [i, phone] of phones.entries()) {
      await seeText(phone, `You're in, ${NAMES[i]}!`)
      await phone.getByText(`Game PIN ${pin} · 3 players`).waitFor()
      expect(await screenProblems(phone), `${NAMES[i]}'s new lobby`).toEqual([])
    }
    // A guest keeps their identity: a reload comes back to the new game as themselves.
    await cal.reload()
    await seeText(cal, "You're in, Cal!")
    await cal.getByText(`Game PIN ${pin} · 3 players`).waitFor()
    // The finished game's report is still the host's from the new lobby.
    const last = await download(screen, screen.getByRole("button", { name: "Download the last game's report (CSV)" }))
    expect(last.name).toMatch(new RegExp(`^quiz-night-${oldPin}-`))
    expect(last.text).toContain("1,Bea,0,Not 1,0,,0,,0")
    await shot(screen, "host-play-again")
    expect(await screenProblems(screen, { mayScroll: true }), "big screen, new lobby").toEqual([])
    expect(await seriousViolations(screen), "axe on the new lobby").toEqual([])

    // Cal asks for more time to answer, from the keyboard.
    const moreTime = cal.getByRole("button", { name: "More time to answer: off" })
    await moreTime.focus()
    await cal.keyboard.press("Enter")
    await cal.getByRole("button", { name: "More time to answer: on", pressed: true }).waitFor()
    expect(await screenProblems(cal), "Cal's lobby with more time").toEqual([])

    // The same quiz at one press.
    await screen.getByRole("button", { name: "Play Hens again" }).click()
    await screen.getByRole("heading", { name: /^Question 1 about Hens/ }).waitFor()
    for (const phone of phones) await phone.getByRole("heading", { name: /^Question 1 about Hens/ }).waitFor()
    // Cal's countdown is his own, half as long again as the question's 120 s; Ann's is the question's.
    const seconds = async (page: Page) => Number(await page.locator(".qbq-clock__seconds").innerText())
    expect(await seconds(cal)).toBeGreaterThan(120)
    expect(await seconds(ann)).toBeLessThanOrEqual(120)
    await pick(ann, true)
    await screen.getByText("1 of 3 answered", { exact: true }).waitFor()
  })

  it("makes the round of the kinds of question the host ticks", async () => {
    const username = `tvk${stamp}`
    const info = await api(e2e.baseUrl, "POST", "/api/quiz/register", { username, password: `${username}-password` })
    const host = await playerPage(e2e, username, info, { viewport: BIG })
    const phone = await playerPage(e2e, "Dee", undefined, { viewport: PHONE })
    contexts.push(host.context, phone.context)
    await host.page.goto("/play/host")
    await host.page.getByRole("button", { name: "Open for anyone with the PIN" }).click()
    const pin = (await host.page.locator(".pin-code").innerText()).trim()
    await phone.page.goto(`/play?pin=${pin}`)
    await phone.page.getByLabel("Nickname").fill("Dee")
    await phone.page.getByRole("button", { name: "Join", exact: true }).click()
    await seeText(phone.page, "You're in, Dee!")

    // Multiple choice unless the host ticks otherwise; with nothing ticked there is no round to make.
    const kinds = host.page.getByRole("group", { name: "Kinds of question" })
    const multipleChoice = kinds.getByRole("checkbox", { name: /^Multiple choice/ })
    expect(await multipleChoice.isChecked()).toBe(true)
    await host.page.getByLabel("Topic", { exact: true }).fill("Goats")
    await host.page.getByLabel("Questions").fill("2")
    await multipleChoice.uncheck()
    await seeText(host.page, "Please pick at least one kind of question.")
    expect(await host.page.getByRole("button", { name: "Start the round" }).isDisabled()).toBe(true)
    await kinds.getByRole("checkbox", { name: /^True\/false/ }).check()
    const asked = fake.requests.length
    await host.page.getByRole("button", { name: "Start the round" }).click()

    // The model is asked for true/false alone, and the phone answers true or false.
    await phone.page.getByRole("heading", { name: /^Question 1 about Goats/ }).waitFor()
    expect(fake.requests.slice(asked).map(askedKinds)).toContainEqual(["true_false"])
    const buttons = phone.page.getByRole("list", { name: "Answers" }).getByRole("button")
    expect(await buttons.count()).toBe(2)
    expect(await screenProblems(phone.page), "Dee's true/false question").toEqual([])
  })
})
