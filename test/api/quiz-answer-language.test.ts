// The quiz generator's refusals in the visitor's language, through the real HTTP stack: a form's refusal, one whose
// values are a list already written out, and a sign-in the quiz needs come back in Spanish when the request asks for
// it, and in the product's English words otherwise.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { es } from "#schemas/i18n/es.ts"
import * as Messages from "#schemas/messages.ts"
import { QUESTION_KINDS } from "#schemas/question-kinds.ts"

import type { TestServer } from "../support/test-server.ts"
import { call, serverModes } from "./servers.ts"

const quiz = (params: Record<string, string>) => `/api/quiz?${new URLSearchParams(params).toString()}`
const SPANISH = { "accept-language": "es-ES,es;q=0.9,en;q=0.5" }

describe.each(serverModes)("the quiz generator's refusals in the request's language on $name", (mode) => {
  let server: TestServer

  beforeAll(async () => {
    server = await mode.start()
  })
  afterAll(async () => {
    await server.dispose()
  })

  const kinds = QUESTION_KINDS.join(", ")
  const refusals = [
    [{ topic: "Bees", level: "elementary", model: "gpt-9" }, 400, Messages.quizModelChoice, es.quiz.quizModelChoice],
    [{ topic: "Bees", level: "elementary", kinds: "essay" }, 400, Messages.unknownQuestionKind("essay", kinds), es.quiz.unknownQuestionKind("essay", kinds)],
    [{ topic: "Bees", level: "elementary", model: "high_quality" }, 401, Messages.highQualityNeedsSignIn, es.quiz.highQualityNeedsSignIn],
  ] as const

  it.each(refusals)("says %j's refusal in Spanish when the request asks for Spanish", async (params, status, english, spanish) => {
    for (const headers of [SPANISH, { cookie: "lang=es" }]) {
      const answer = await call(server, "GET", quiz(params), { headers })
      expect(answer.status).toBe(status)
      expect(answer.body.message).toBe(spanish)
      expect(answer.body.message).not.toBe(english)
    }
  })

  it.each(refusals)("keeps %j's refusal in English otherwise", async (params, status, english) => {
    const answer = await call(server, "GET", quiz(params), { headers: { "accept-language": "en-GB,en;q=0.9" } })
    expect(answer.status).toBe(status)
    expect(answer.body.message).toBe(english)
  })
})
