import { describe, expect, it } from "vitest"

import { QUESTION_KINDS, type QuestionKind } from "#schemas/question-kinds.ts"

import { quizzesOfKinds } from "./kindsFilter.ts"

const quiz = (id: string, kinds: readonly QuestionKind[]) => ({ id, kinds })
const quizzes = [quiz("mc", ["multiple_choice"]), quiz("mixed", ["multiple_choice", "slider"]), quiz("poll", ["poll"])]

describe("quizzesOfKinds", () => {
  it("lists every quiz while every kind is ticked", () => {
    expect(quizzesOfKinds(quizzes, QUESTION_KINDS).map((q) => q.id)).toEqual(["mc", "mixed", "poll"])
  })

  it("leaves out a quiz holding any kind that is not ticked", () => {
    expect(quizzesOfKinds(quizzes, ["multiple_choice", "poll"]).map((q) => q.id)).toEqual(["mc", "poll"])
    expect(quizzesOfKinds(quizzes, ["slider"]).map((q) => q.id)).toEqual([])
  })

  it("lists nothing when no kind is ticked", () => {
    expect(quizzesOfKinds(quizzes, [])).toEqual([])
  })
})
