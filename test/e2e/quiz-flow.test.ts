// The solo quiz game in a real browser against the real server, with the AI provider faked at
// the network edge: a guest's generated quiz and report, a player's graded quiz (by button and by
// the clock running out), rating, the scoreboard, answers held while someone else takes a quiz for
// a grade, and the admin fixing the reported question and one play flagged.
import { mkdir } from "node:fs/promises"
import { join } from "node:path"

import type { Page } from "playwright-core"
import sharp from "sharp"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { REMARKS_IN_ORDER } from "#engine/quiz/remarks.ts"
import * as Messages from "#schemas/messages.ts"

import { type FakeOpenAI, startFakeOpenAI } from "../support/fake-openai.ts"
import { PLAYERS, storePlay, storeQuiz, storeWarmUp } from "../support/question-plays.ts"
import { api, chromiumAvailable, type E2E, focusedLabel, QUIZ_ADMIN, seeText, startE2E } from "./harness.ts"

const TOPIC = "Sourdough starters"
const FEEDBACK = "The timer could be bigger on phones."
const PLAYER = { username: `cook${Date.now().toString(36)}`, password: "player-password-1" }
/** Set E2E_SCREENSHOTS to a folder to keep desktop (1280, whole page) and mobile (390, the screen) shots. */
const SHOTS = process.env.E2E_SCREENSHOTS

async function shot(page: Page, name: string) {
  if (!SHOTS) return
  await mkdir(SHOTS, { recursive: true })
  const desktop = page.viewportSize() ?? { width: 1280, height: 900 }
  await page.screenshot({ path: join(SHOTS, `${name}-desktop.png`), fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.waitForTimeout(150)
  await page.screenshot({ path: join(SHOTS, `${name}-mobile.png`) })
  await page.setViewportSize(desktop)
}

async function logIn(page: Page, user: { username: string; password: string }) {
  await page.getByRole("button", { name: "Login" }).click()
  const dialog = page.getByRole("dialog")
  await dialog.getByLabel("Username").fill(user.username)
  await dialog.getByLabel("Password").fill(user.password)
  await dialog.getByRole("button", { name: "Log in" }).click()
  await seeText(page, "Welcome,")
}

/** Picks the first option of every question (the server shuffles, so the score varies). */
async function answerAll(page: Page) {
  const groups = page.locator(".question__set")
  const count = await groups.count()
  for (let i = 0; i < count; i++) await groups.nth(i).getByRole("radio").first().check()
  return count
}

describe.skipIf(!chromiumAvailable)("the quiz game in a real browser", { timeout: 120_000 }, () => {
  let e2e: E2E
  /** The option text the guest's report named (the admin must see the same). */
  let reportedOption = ""
  let fake: FakeOpenAI

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    e2e = await startE2E({
      AI_BASE_URL: `${fake.url}/v1`,
      AI_API_KEY: "sk-fake",
      AI_MODEL_BASIC: "fake-basic",
      AI_MODEL_HQ: "fake-hq",
    })
  }, 120_000)

  afterAll(async () => {
    await e2e?.close()
    await fake?.close()
  })

  it("lets a guest generate a quiz, take it for fun, show the answers and report a question", async () => {
    const { page, context } = await e2e.newPage()
    await page.goto("/quizgame")
    await page.getByRole("heading", { name: "Generate a quiz" }).waitFor()
    // Guests get no quality toggle; the clock shows its default before a quiz is set.
    expect(await page.getByRole("radio", { name: "High-quality" }).count()).toBe(0)
    expect(await page.getByRole("timer").innerText()).toContain("10:00")
    await shot(page, "01-game-guest")

    const generate = page.getByRole("button", { name: "Generate quiz" })
    await generate.click()
    await seeText(page, Messages.topicRequired)
    await page.getByLabel("Topic").fill(TOPIC)
    await generate.click()
    await seeText(page, Messages.levelRequired)
    await page.getByLabel("Level").selectOption({ label: "Elementary" })
    await page.getByLabel("Questions").fill("30")
    await generate.click()
    await seeText(page, Messages.numberRange)
    await page.getByLabel("Questions").fill("3")
    await generate.dblclick()

    const start = page.getByRole("dialog", { name: "Ready to start?" })
    await start.waitFor({ timeout: 30_000 })
    expect(fake.requests).toHaveLength(1)
    expect(await start.getByRole("switch").count()).toBe(0)
    await start.getByRole("button", { name: "Start" }).click()

    await page.getByRole("heading", { name: `${TOPIC} (Elementary)` }).waitFor()
    expect(await page.getByRole("timer").count()).toBe(0)
    // Keyboard: a radio group per question; arrow keys move the choice within it.
    const first = page.getByRole("group", { name: /^1\./ })
    await first.getByRole("radio", { name: /\) Answer 1$/ }).check()
    const second = page.getByRole("group", { name: /^2\./ })
    await second.getByRole("radio").first().focus()
    await page.keyboard.press("ArrowDown")
    expect(await second.getByRole("radio", { checked: true }).count()).toBe(1)
    await seeText(page, "2 of 3 answered")
    await shot(page, "02-quiz-answering")

    await page.getByRole("button", { name: "Show answers" }).click()
    await seeText(page, "the correct answer is")
    const verdicts = await page.locator(".verdict").allInnerTexts()
    expect(verdicts[0]).toBe("Right")
    expect(verdicts[2]).toBe("Not answered")
    // The guest sees the total beside the count, as the verdicts add up.
    await seeText(page, `${verdicts.filter((v) => v === "Right").length} of 3 right`)
    await seeText(page, "Answer 1 is the one numbered 1.")
    await shot(page, "03-quiz-answers-shown")

    // Report a problem with question 1, as a guest.
    await page.getByRole("button", { name: "Report a problem with question 1" }).click()
    const report = page.getByRole("form", { name: "Report a problem with question 1" })
    await report.getByRole("button", { name: "Send report" }).click()
    await seeText(page, Messages.reportNameRequired)
    // Each refusal takes the focus to the field to fix.
    expect(await focusedLabel(page)).toBe("Your name")
    await report.getByLabel("Your name").fill("Gus")
    await report.getByRole("button", { name: "Send report" }).click()
    await seeText(page, Messages.reportExplanationRequired)
    expect(await focusedLabel(page)).toBe("What is wrong?")
    await report.getByLabel("What is wrong?").fill("The explanation could say more.")
    // The report names the option the guest saw as c (sent by its id, not its letter).
    const third = (await page.locator(".question__set").first().locator(".option__text").nth(2).innerText()).replace(/^c\)\s*/, "")
    await report.getByLabel("Which option? (optional)").selectOption({ label: `c) ${third}` })
    reportedOption = third
    await report.getByRole("button", { name: "Send report" }).click()
    await report.waitFor({ state: "detached" })

    // A guest resets without rating.
    await page.getByRole("button", { name: "Reset" }).click()
    await page.getByRole("heading", { name: "Generate a quiz" }).waitFor()
    expect(await page.getByRole("dialog").count()).toBe(0)

    // The chooser lists earlier quizzes with their ratings; a failed load says so.
    await page.getByRole("button", { name: "Choose a quiz" }).click()
    await page.getByRole("button", { name: `Take this quiz: ${TOPIC}, Elementary` }).waitFor()
    await shot(page, "04-chooser-guest")

    // General feedback from the main page: text required, a screenshot optional, a failed send said so.
    await page.getByRole("button", { name: "Feedback", exact: true }).click()
    const feedback = page.getByRole("form", { name: "Feedback" })
    await feedback.getByRole("button", { name: "Send feedback" }).click()
    await seeText(page, Messages.feedbackRequired)
    expect(await focusedLabel(page)).toBe("Your feedback")
    await feedback.getByLabel("Your feedback").fill(FEEDBACK)
    const png = await sharp({ create: { width: 160, height: 90, channels: 3, background: "#6b8e23" } })
      .png()
      .toBuffer()
    await feedback.getByLabel("Screenshot (optional)").setInputFiles({ name: "screen.png", mimeType: "image/png", buffer: png })
    await page.route("**/api/quiz/admin/general_feedback", (route) => route.abort())
    await feedback.getByRole("button", { name: "Send feedback" }).click()
    await seeText(page, Messages.submissionFailed)
    await page.unroute("**/api/quiz/admin/general_feedback")
    await feedback.getByRole("button", { name: "Send feedback" }).click()
    await seeText(page, Messages.feedbackSubmitted)
    await feedback.waitFor({ state: "detached" })
    await context.close()
  })

  // The same flow in Spanish (?lang=es): the generator's words and its refusals, the start, a quiz in play and its
  // answers, and the chooser, with no English word of these screens left.
  it("lets a guest generate a quiz, take it and choose an earlier one in Spanish", async () => {
    const { page, context } = await e2e.newPage()
    await page.goto("/quizgame?lang=es")
    await page.getByRole("heading", { name: "Genera un cuestionario" }).waitFor()
    expect(await page.locator("html").getAttribute("lang")).toBe("es")
    await seeText(page, "Los cuestionarios con nota tienen tiempo: 40 segundos por pregunta.")
    const generate = page.getByRole("button", { name: "Generar cuestionario" })
    await generate.click()
    await seeText(page, "Tienes que escribir un tema")
    await page.getByLabel("Tema").fill("Abejas del desierto")
    await page.getByLabel("Nivel").selectOption({ label: "Primaria" })
    await page.getByLabel("Preguntas").fill("3")
    await generate.click()

    const start = page.getByRole("dialog", { name: "¿Listo para empezar?" })
    await start.waitFor({ timeout: 30_000 })
    await seeText(page, "Por diversión: sin reloj y sin puntuación en tu marcador.")
    await start.getByRole("button", { name: "Empezar" }).click()
    await page.getByRole("heading", { name: "Abejas del desierto (Primaria)" }).waitFor()
    await page
      .getByRole("group", { name: /^1\./ })
      .getByRole("radio", { name: /\) Answer 1$/ })
      .check()
    await seeText(page, "1 de 3 respondidas")
    await page.getByRole("button", { name: "Ver las respuestas" }).click()
    await seeText(page, "la respuesta correcta es")
    const verdicts = await page.locator(".verdict").allInnerTexts()
    expect(verdicts[0]).toBe("Correcta")
    expect(verdicts[2]).toBe("Sin responder")
    await page.getByRole("button", { name: "Informar de un problema con la pregunta 1" }).waitFor()
    await shot(page, "05-quiz-answers-spanish")

    await page.getByRole("button", { name: "Empezar de nuevo" }).click()
    await page.getByRole("button", { name: "Elegir un cuestionario" }).click()
    const kinds = page.getByRole("group", { name: "Mostrar solo cuestionarios de" })
    await kinds.getByRole("checkbox", { name: /^Opción múltiple \(una opción correcta\)$/ }).waitFor()
    await page.getByRole("button", { name: "Hacer este cuestionario: Abejas del desierto, Primaria" }).click()
    const again = page.getByRole("dialog", { name: "¿Listo para empezar?" })
    await again.waitFor()
    expect(await again.innerText()).toContain("Abejas del desierto · Primaria · 3 preguntas")
    const text = await page.locator("main").innerText()
    for (const english of ["Generate a quiz", "Choose a quiz", "Take this quiz", "Ready to start?", "3 questions"]) expect(text).not.toContain(english)
    await context.close()
  })

  it("lets a player take a starter quiz graded, see the score, rate it and find it on the scoreboard", async () => {
    const { page, context } = await e2e.newPage()
    await page.goto("/quizgame")
    await page.getByRole("button", { name: "Register" }).click()
    const register = page.getByRole("dialog")
    await register.getByLabel("Username").fill(PLAYER.username)
    await register.getByLabel("Password", { exact: true }).fill(PLAYER.password)
    await register.getByLabel("Confirm password").fill(PLAYER.password)
    await register.getByRole("button", { name: "Register" }).click()
    await seeText(page, "Welcome,")
    await page.getByRole("radio", { name: "High-quality" }).waitFor({ state: "attached" })
    await seeText(page, "10 of today's high-quality quizzes left")

    await page.getByRole("button", { name: "Choose a quiz" }).click()
    await page.getByRole("button", { name: "Take this quiz: Backyard chickens, Elementary" }).click()
    const start = page.getByRole("dialog", { name: "Ready to start?" })
    expect(await start.getByRole("switch", { name: "Grade me" }).isChecked()).toBe(true)
    await seeText(page, "you have 6:40")
    await shot(page, "05-start-modal")
    // Every time the round's clock shows in a frame, from its first on, is the deadline's, never a default.
    await page.evaluate(() => {
      const seen: string[] = []
      Object.assign(window, { roundClockTimes: seen })
      const frame = () => {
        const clock = document.querySelector(".quiz-round [role=timer]")
        if (clock && seen.at(-1) !== clock.textContent) seen.push(clock.textContent ?? "")
        requestAnimationFrame(frame)
      }
      requestAnimationFrame(frame)
    })
    await start.getByRole("button", { name: "Start" }).click()

    // The round's clock: the chooser's idle one (10:00) stays on screen until the server has started the quiz.
    const timer = page.locator(".quiz-round").getByRole("timer")
    await timer.waitFor()
    expect(await timer.innerText()).toMatch(/6:(40|3\d)/)
    // The clock ticks every second.
    await expect.poll(() => timer.innerText(), { timeout: 10_000 }).toMatch(/6:3\d/)
    const shownTimes = await page.evaluate(() => (window as unknown as { roundClockTimes: string[] }).roundClockTimes)
    // At least the first frame's (a busy machine may paint few frames of a background test page).
    expect(shownTimes.length).toBeGreaterThan(0)
    for (const time of shownTimes) expect(time).toMatch(/6:(40|3\d)/)
    expect(await page.getByRole("button", { name: "Reset" }).count()).toBe(0)
    expect(await page.getByRole("button", { name: "Show answers" }).count()).toBe(0)
    expect(await answerAll(page)).toBe(10)
    await page.getByRole("group", { name: /^5\./ }).scrollIntoViewIfNeeded()
    await shot(page, "06-graded-answering")

    await page.getByRole("button", { name: "Submit for grading" }).click()
    const done = page.getByRole("dialog", { name: "Quiz complete" })
    await done.waitFor()
    await seeText(page, Messages.quizCompleted)
    const score = await done.locator(".completion__count").innerText()
    expect(score).toMatch(/^\d+ \/ 10$/)
    const remark = await done.locator(".completion__remark").innerText()
    expect(REMARKS_IN_ORDER).toContain(remark)
    await shot(page, "07-completion-modal")

    await done.getByRole("button", { name: "Review answers" }).click()
    await seeText(page, "the correct answer is")
    expect(await page.locator(".verdict").count()).toBe(10)

    await page.getByRole("button", { name: "Reset" }).click()
    const rating = page.getByRole("dialog", { name: "Rate this quiz" })
    await rating.getByRole("button", { name: "Submit rating" }).click()
    await seeText(page, Messages.ratingRequired)
    await rating.getByRole("radio", { name: "4 stars" }).check({ force: true })
    await rating.getByLabel("Review (optional)").fill("Good refresher.")
    await shot(page, "08-rating-modal")
    await rating.getByRole("button", { name: "Submit rating" }).click()
    await page.getByRole("heading", { name: "Generate a quiz" }).waitFor()

    // The quiz already taken is no longer offered, and its graded result is on the scoreboard.
    await page.getByRole("button", { name: "Choose a quiz" }).click()
    await page.getByRole("button", { name: "Take this quiz: Composting, Elementary" }).waitFor()
    expect(await page.getByRole("button", { name: "Take this quiz: Backyard chickens, Elementary" }).count()).toBe(0)

    await page.getByRole("link", { name: "Profile" }).click()
    await page.getByRole("heading", { name: "Scoreboard" }).waitFor()
    await expectText(page, "total-questions", "10")
    const correct = Number(score.split(" / ")[0])
    await expectText(page, "total-correct", String(correct))
    const graded = page.getByRole("list", { name: "Graded quizzes" })
    await graded.getByText("Backyard chickens").waitFor()
    await seeText(page, "Fair play")
    await shot(page, "09-profile")
    await graded.getByRole("button", { name: "Details of Backyard chickens" }).click()
    const detail = page.getByRole("dialog", { name: "Backyard chickens (Elementary)" })
    await detail.getByText(`${correct} / 10`).first().waitFor()
    await shot(page, "10-profile-detail")
    await page.keyboard.press("Escape")
    await detail.waitFor({ state: "hidden" })
    await context.close()
  })

  it("grades a graded quiz once when its time runs out, with the alert shown exactly once", async () => {
    const { page, context } = await e2e.newPage()
    await context.clock.install()
    const alerts: string[] = []
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message())
      void dialog.accept()
    })
    await page.goto("/quizgame")
    await logIn(page, PLAYER)
    await page.getByRole("button", { name: "Choose a quiz" }).click()
    await page.getByRole("button", { name: "Take this quiz: Composting, Elementary" }).click()
    await page.getByRole("dialog", { name: "Ready to start?" }).getByRole("button", { name: "Start" }).click()
    await page.locator(".quiz-round").getByRole("timer").waitFor()
    await page.getByRole("group", { name: /^1\./ }).getByRole("radio").first().check()

    // A tab left alone past the deadline: the clock jumps, the next tick sees the time is up.
    await page.clock.fastForward("06:00")
    await page.locator(".timer--danger").waitFor({ timeout: 10_000 })
    expect(await page.locator(".timer--danger").count()).toBe(1)
    await page.clock.fastForward("01:00")
    await page.getByRole("dialog", { name: "Quiz complete" }).waitFor()
    await page.clock.fastForward("00:05")
    await expect.poll(() => alerts, { timeout: 10_000 }).toEqual([Messages.timeExpired])
    // No second alert follows.
    await page.waitForTimeout(300)
    expect(alerts).toEqual([Messages.timeExpired])
    await seeText(page, "/ 10")
    await context.close()
  })

  it("holds the answers while someone else takes the quiz for a grade, and shows them when looking again", async () => {
    const quizId = "starter-beekeeping"
    const password = "player-password-1"
    const [otherName, takerName] = ["bee", "hive"].map((name) => `${name}${Date.now().toString(36)}`) as [string, string]
    const other = await api(e2e.baseUrl, "POST", "/api/quiz/register", { username: otherName, password })
    await api(e2e.baseUrl, "POST", "/api/quiz/register", { username: takerName, password })
    await api(e2e.baseUrl, "PUT", "/api/quiz/profile/start_quiz", { quiz_id: quizId, graded: true }, other.token)

    // A guest playing it for fun is asked to try again later, and keeps their answers.
    const guest = await e2e.newPage()
    await guest.page.goto("/quizgame")
    await guest.page.getByRole("button", { name: "Choose a quiz" }).click()
    await guest.page.getByRole("button", { name: "Take this quiz: Beekeeping, Honors" }).click()
    await guest.page.getByRole("dialog", { name: "Ready to start?" }).getByRole("button", { name: "Start" }).click()
    await guest.page.getByRole("group", { name: /^1\./ }).getByRole("radio").first().check()
    await guest.page.getByRole("button", { name: "Show answers" }).click()
    await seeText(guest.page, /Someone is taking this quiz for a grade right now.*Your answers are kept/)
    expect(await guest.page.locator(".verdict").count()).toBe(0)
    expect(await guest.page.getByRole("group", { name: /^1\./ }).getByRole("radio", { checked: true }).count()).toBe(1)

    // A player taking it for a grade meanwhile gets the score; the answers wait.
    const { page, context } = await e2e.newPage()
    await page.goto("/quizgame")
    await logIn(page, { username: takerName, password })
    await page.getByRole("button", { name: "Choose a quiz" }).click()
    await page.getByRole("button", { name: "Take this quiz: Beekeeping, Honors" }).click()
    await page.getByRole("dialog", { name: "Ready to start?" }).getByRole("button", { name: "Start" }).click()
    await page.locator(".quiz-round").getByRole("timer").waitFor()
    expect(await answerAll(page)).toBe(10)
    await page.getByRole("button", { name: "Submit for grading" }).click()
    const done = page.getByRole("dialog", { name: "Quiz complete" })
    await done.getByText(Messages.resultHeldNote).waitFor()
    expect(await done.locator(".completion__count").innerText()).toMatch(/^\d+ \/ 10$/)
    await done.getByRole("button", { name: "Review answers" }).click()
    await seeText(page, /Someone is taking this quiz for a grade right now, so its answers are held/)
    await shot(page, "10b-answers-held")
    expect(await page.locator(".verdict").count()).toBe(0)

    // Once the other attempt is in, looking again shows them, to both.
    await api(e2e.baseUrl, "PUT", "/api/quiz/profile/grade_quiz", { quiz_id: quizId, givenAnswers: {}, graded: true }, other.token)
    await page.getByRole("button", { name: Messages.lookAgain }).click()
    await seeText(page, "the correct answer is")
    expect(await page.locator(".verdict").count()).toBe(10)
    expect(await page.getByRole("button", { name: Messages.lookAgain }).count()).toBe(0)
    await guest.page.getByRole("button", { name: "Show answers" }).click()
    await seeText(guest.page, "the correct answer is")
    await guest.context.close()
    await context.close()
  })

  it("brings the guest's report to the admin, who fixes the question and sees its history", async () => {
    // Play doubts two keys: the strongest quarter of twenty players picked C (D) over the key B.
    const deps = e2e.server().platform
    await storeWarmUp(deps)
    await storeQuiz(deps, "crooked", 1, "elementary", "Crooked keys")
    await storeQuiz(deps, "askew", 1, "elementary", "Askew keys")
    for (const [p, userId] of PLAYERS.entries()) {
      await storePlay(deps, userId, "crooked", "elementary", [p < 5 ? "C" : "B"])
      await storePlay(deps, userId, "askew", "elementary", [p < 5 ? "D" : "B"])
    }
    const { page, context } = await e2e.newPage()
    await page.goto("/quizgame")
    await logIn(page, QUIZ_ADMIN)
    // After an admin signs in, both feedback lists are loaded into session state.
    // Two requests load them at once, so each may land first.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("questionFeedback")), { timeout: 10_000 }).not.toBeNull()
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("generalFeedback")), { timeout: 10_000 }).not.toBeNull()

    await page.getByRole("link", { name: "Admin" }).click()
    await page.getByRole("heading", { name: "Questions needing review" }).waitFor()
    const report = page.locator(".report").filter({ hasText: "The explanation could say more." })
    await report.waitFor()
    await report.getByText(`${TOPIC} (elementary)`).waitFor()
    await report.getByText("Gus").waitFor()
    // The admin sees the very option the guest named, by its text, and where it stands in the form.
    await report.getByText(`About the option “${reportedOption}” (c in the form below)`).waitFor()
    // Beside every question under review, how it fared in play.
    await report.getByText(/^In play:/).waitFor()
    await shot(page, "11-admin")

    // The question play flagged, with the evidence and its figures; the admin makes C the key.
    const flagged = page.getByRole("region", { name: "Flagged by play" })
    const crooked = flagged.locator(".report").filter({ hasText: "Question 1 of crooked?" })
    await crooked.getByText("Crooked keys (Elementary)").waitFor()
    // The players of the earlier tests may fall in a quarter too: the counts of the key's picks vary, the doubted option's do not.
    await crooked.getByText(/^The key looks wrong: of \d+ answers from the strongest quarter of players, 5 picked “C” and \d the key “B”\.$/).waitFor()
    await crooked.getByText(/answered by 20 players, 75 % correct\. Strongest quarter: \d of \d correct; weakest quarter: \d of \d\./).waitFor()
    await crooked.getByRole("row", { name: "c. C 5 (25 %) 5 0" }).waitFor()
    // The admin finds the other one right as it is.
    const askew = flagged.locator(".report").filter({ hasText: "Question 1 of askew?" })
    await askew.getByRole("button", { name: "Keep as it is" }).click()
    await seeText(page, Messages.questionKept)
    await askew.waitFor({ state: "detached" })
    await crooked.getByLabel("Option c is correct").check()
    await crooked.getByRole("button", { name: "Update question" }).click()
    await flagged.getByText("Play has flagged no question.").waitFor()

    const correct = report.getByLabel("Correct answer", { exact: true })
    await correct.fill("Not a listed answer")
    await report.getByRole("button", { name: "Update question" }).click()
    await seeText(page, Messages.correctAnswerInOptions)
    await correct.fill("Answer 1")
    await report.getByLabel("Explanation").fill("Answer 1 is the first of the numbered answers.")
    await report.getByRole("button", { name: "Update question" }).click()
    await seeText(page, Messages.questionUpdated)

    const reviewed = page.getByRole("region", { name: "Reviewed in the last 30 days" })
    const row = reviewed.getByRole("row").filter({ hasText: "The explanation could say more." })
    await row.waitFor()
    // The reviewed question's figures, on asking: its correction started them afresh.
    await row.getByText("In play", { exact: true }).click()
    await row.getByText("In play: not answered yet (since its last correction).").waitFor()
    await row.getByText("History").click()
    const history = row.locator(".question-history__list")
    await history.getByText(QUIZ_ADMIN.username).waitFor()
    await history.getByText("Answer 1 is the first of the numbered answers.").waitFor()
    await history.getByText("Answer 1 is the one numbered 1.").waitFor()
    await shot(page, "12-admin-history")

    // The guest's feedback, with the screenshot that came with it.
    const sent = page.locator(".feedback-item").filter({ hasText: FEEDBACK })
    const screenshot = sent.getByRole("img", { name: "Screenshot sent with this feedback" })
    await screenshot.scrollIntoViewIfNeeded()
    await expect.poll(() => screenshot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 }).toBe(160)

    // The update-user form checks the passwords match before asking the server.
    const userForm = page.getByRole("form", { name: "Update user info" })
    await userForm.getByLabel("Username").fill(PLAYER.username)
    await userForm.getByLabel("Password", { exact: true }).fill("another-password-1")
    await userForm.getByLabel("Confirm password").fill("another-password-2")
    await userForm.getByRole("button", { name: "Update user" }).click()
    await seeText(page, Messages.passwordsDoNotMatch)
    await userForm.getByLabel("Confirm password").fill("another-password-1")
    await userForm.getByRole("button", { name: "Update user" }).click()
    await page.locator(".Toastify__toast--success").last().waitFor()
    await context.close()
  })
})

async function expectText(page: Page, testId: string, text: string) {
  await expect.poll(() => page.getByTestId(testId).innerText(), { timeout: 10_000 }).toBe(text)
}
