// The quiz admin's review in Spanish: a quiz admin whose browser asks for Spanish opens the admin page and finds the
// reported questions, those play flags and their figures, the question forms (multiple choice and another kind) with
// their checks, and a question's history, every word in Spanish, the server's answers too.
import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { createQuiz } from "#engine/quiz-catalog/commands.ts"
import { esAccounts } from "#schemas/i18n/es-accounts.ts"
import { esQuiz } from "#schemas/i18n/es-quiz.ts"

import { PLAYERS, storePlay, storeQuiz, storeWarmUp } from "../support/question-plays.ts"
import { api, chromiumAvailable, type E2E, QUIZ_ADMIN, seeText, startE2E } from "./harness.ts"

const SLIDER = {
  kind: "slider",
  id: "deslizante-q1",
  question: "¿Cuántos días tarda en eclosionar un huevo de gallina?",
  min: 0,
  max: 40,
  step: 1,
  answer: 21,
  margin: 4,
  unit: "días",
  explanation: "Unos 21 días.",
} as const

describe.skipIf(!chromiumAvailable)("the quiz admin's review in Spanish", { timeout: 180_000 }, () => {
  let e2e: E2E
  let page: Page

  beforeAll(async () => {
    e2e = await startE2E()
    // Play doubts two keys: the strongest quarter of twenty players picked C (D) over the key B.
    const deps = e2e.server().platform
    await storeWarmUp(deps)
    await storeQuiz(deps, "torcida", 1, "elementary", "Claves torcidas")
    await storeQuiz(deps, "ladeada", 1, "elementary", "Claves ladeadas")
    for (const [p, userId] of PLAYERS.entries()) {
      await storePlay(deps, userId, "torcida", "elementary", [p < 5 ? "C" : "B"])
      await storePlay(deps, userId, "ladeada", "elementary", [p < 5 ? "D" : "B"])
    }
    // Two questions a guest reports: one of multiple choice, naming an option, and a slider.
    await storeQuiz(deps, "cabras", 1, "high_school", "Cabras")
    await createQuiz(
      { store: deps.store, projections: deps.projector },
      {
        quizId: "deslizante",
        topic: "Gallinas",
        level: "elementary",
        model: "test-model",
        quality: "basic",
        questions: [SLIDER],
        createdBy: null,
        now: new Date(),
      },
    )
    const report = (question_id: string, text: string, option_id: string | null) =>
      api(e2e.baseUrl, "POST", "/api/quiz/admin/question_feedback", { question_id, user: "Gus", report: text, option_id })
    await report("cabras-q1", "La explicación podría decir más.", "o2")
    await report(SLIDER.id, "Son 21 días, no 20.", null)

    // The browser asks for Spanish (Accept-Language), so the API answers in it too; the address names it as well.
    const context = await e2e.browser.newContext({ baseURL: e2e.baseUrl, locale: "es-ES" })
    page = await context.newPage()
    page.setDefaultTimeout(15_000)
  }, 120_000)

  afterAll(async () => {
    await e2e?.close()
  })

  it("shows the reports, the questions play flags and the forms in Spanish, with Spanish checks and answers", async () => {
    await page.goto("/quizgame?lang=es")
    await seeText(page, esAccounts.guestWelcome)
    await page.getByRole("region", { name: "Cuenta del juego" }).getByRole("button", { name: "Iniciar sesión" }).click()
    const login = page.getByRole("dialog", { name: "Iniciar sesión" })
    await login.getByLabel("Nombre de usuario").fill(QUIZ_ADMIN.username)
    await login.getByLabel("Contraseña").fill(QUIZ_ADMIN.password)
    await login.getByRole("button", { name: "Iniciar sesión" }).click()
    await seeText(page, "Hola,")

    await page.goto("/quizgame/admin?lang=es")
    await page.getByRole("heading", { name: esQuiz.questionsNeedingReview }).waitFor()
    const reported = page.locator(".report").filter({ hasText: "La explicación podría decir más." })
    await reported.getByText("Cabras (secundaria)").waitFor()
    await reported.getByText("Enviado por Gus").waitFor()
    // The option the guest named, by its text, and where it stands in the form below.
    await reported.getByText("Sobre la opción «C» (la c en el formulario de abajo)").waitFor()
    await reported.getByText(/^En el juego: nadie la ha respondido todavía/).waitFor()

    // The form's own checks, in Spanish, before asking the server.
    const explanation = reported.getByLabel("Explicación")
    await explanation.fill("")
    await reported.getByRole("button", { name: "Actualizar la pregunta" }).click()
    await reported.getByText(esQuiz.enterExplanation).waitFor()
    await explanation.fill("La C es la correcta, y aquí se explica por qué.")
    await reported.getByLabel("Respuesta correcta", { exact: true }).fill("Ninguna de estas")
    await reported.getByRole("button", { name: "Actualizar la pregunta" }).click()
    await reported.getByText(esQuiz.correctAnswerInOptions).waitFor()
    await reported.getByLabel("La opción c es la correcta").check()
    await reported.getByRole("button", { name: "Actualizar la pregunta" }).click()
    // The server's answer, put into Spanish at the API's edge.
    await seeText(page, esQuiz.questionUpdated)

    // A slider keeps its own shape, and its checks speak Spanish too.
    const slider = page.locator(".report").filter({ hasText: "Son 21 días, no 20." })
    await slider.getByText("Una pregunta de tipo «control deslizante»; sigue siéndolo.").waitFor()
    await slider.getByLabel("Paso").fill("0")
    await slider.getByRole("button", { name: "Actualizar la pregunta" }).click()
    await slider.getByText(esQuiz.stepAboveZero).waitFor()

    // The questions play flagged, with the evidence and the figures in Spanish.
    const flagged = page.getByRole("region", { name: esQuiz.flaggedByPlay })
    const crooked = flagged.locator(".report").filter({ hasText: "Question 1 of torcida?" })
    await crooked.getByText("Claves torcidas (Primaria)").waitFor()
    await crooked.getByText(/^La respuesta correcta parece errónea: de \d+ respuestas del mejor cuarto de jugadores, 5 eligieron «C»/).waitFor()
    await crooked.getByText(/^En el juego: respondida por 20 jugadores, 75 % de aciertos\. Mejor cuarto: \d de \d aciertos; peor cuarto: \d de \d\.$/).waitFor()
    await crooked.getByRole("columnheader", { name: "Elegida por" }).waitFor()
    const askew = flagged.locator(".report").filter({ hasText: "Question 1 of ladeada?" })
    await askew.getByRole("button", { name: "Dejarla tal cual" }).click()
    await seeText(page, esQuiz.questionKept)
    await askew.waitFor({ state: "detached" })

    // The question corrected above, among those reviewed, with its history.
    const reviewed = page.getByRole("region", { name: esQuiz.reportsReviewedTable })
    const row = reviewed.getByRole("row").filter({ hasText: "La explicación podría decir más." })
    await row.getByText("Historial").click()
    const history = row.locator(".question-history__list")
    await history.getByText(QUIZ_ADMIN.username).waitFor()
    await history.getByText("Explicación:").waitFor()
    await history.getByText("Respuesta correcta:").waitFor()

    const words = await page.locator("main").innerText()
    for (const english of ["Questions needing review", "Flagged by play", "Update question", "Keep as it is", "Reported by", "In play", "History", "Option"])
      expect(words, english).not.toContain(english)
  })
})
