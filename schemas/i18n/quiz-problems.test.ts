// A quiz's and a question's problems, and answers refused as no answer to their question: the question editor and
// the player's screens get them from the server in English, and the edge says each one in the request's language.
import { describe, expect, it } from "vitest"

import * as Live from "../live-messages.ts"
import * as Messages from "../messages.ts"
import { translated } from "./catalogues.ts"
import { es } from "./es.ts"
import { reworded } from "./reword.ts"

/** Each message as the server writes it, beside the Spanish the catalogue holds for it. */
const PROBLEMS: readonly (readonly [string, string, string])[] = [
  ["quizNoTopic", Messages.quizNoTopic, es.quiz.quizNoTopic],
  ["notAQuizLevel", Messages.notAQuizLevel("kindergarten"), es.quiz.notAQuizLevel("kindergarten")],
  ["questionsOutOfRange", Messages.questionsOutOfRange(26, 1, 25), es.quiz.questionsOutOfRange(26, 1, 25)],
  ["questionsNotAsRequested", Messages.questionsNotAsRequested(2, 3), es.quiz.questionsNotAsRequested(2, 3)],
  ["questionNoId", Messages.questionNoId(1), es.quiz.questionNoId(1)],
  ["questionNoText", Messages.questionNoText(2), es.quiz.questionNoText(2)],
  ["questionNoExplanation", Messages.questionNoExplanation(1), es.quiz.questionNoExplanation(1)],
  ["questionSameId", Messages.questionSameId(2, 1, "q1"), es.quiz.questionSameId(2, 1, "q1")],
  ["questionRepeats", Messages.questionRepeats(3, 1), es.quiz.questionRepeats(3, 1)],
  ["choiceCount (options)", Messages.choiceCount(1, 1, "option", 2, 5), es.quiz.choiceCount(1, 1, "option", 2, 5)],
  ["choiceCount (accepted answers)", Messages.choiceCount(4, 0, "accepted answer", 1, 8), es.quiz.choiceCount(4, 0, "accepted answer", 1, 8)],
  ["choiceCount (items)", Messages.choiceCount(1, 2, "item", 3, 6), es.quiz.choiceCount(1, 2, "item", 3, 6)],
  ["choiceEmpty", Messages.choiceEmpty(1, "item", 2), es.quiz.choiceEmpty(1, "item", 2)],
  ["choicesSame", Messages.choicesSame(1, "accepted answer", 1, 2, "comfrey"), es.quiz.choicesSame(1, "accepted answer", 1, 2, "comfrey")],
  ["noCorrectAnswer", Messages.noCorrectAnswer(1), es.quiz.noCorrectAnswer(1)],
  ["correctNotAnOption", Messages.correctNotAnOption(1, "Epsilon"), es.quiz.correctNotAnOption(1, "Epsilon")],
  ["correctTwice", Messages.correctTwice(1, "Beta"), es.quiz.correctTwice(1, "Beta")],
  ["acceptedTooLong", Messages.acceptedTooLong(1, 2, 100), es.quiz.acceptedTooLong(1, 2, 100)],
  ["sliderNotNumbers", Messages.sliderNotNumbers(1), es.quiz.sliderNotNumbers(1)],
  ["sliderMaxNotAboveMin", Messages.sliderMaxNotAboveMin(1, 0, 10), es.quiz.sliderMaxNotAboveMin(1, 0, 10)],
  ["sliderStepNotAboveZero", Messages.sliderStepNotAboveZero(1), es.quiz.sliderStepNotAboveZero(1)],
  ["sliderTooManyPositions", Messages.sliderTooManyPositions(1, 1000), es.quiz.sliderTooManyPositions(1, 1000)],
  ["sliderAnswerOff", Messages.sliderAnswerOff(1, 21.2, 0, 40, 0.5), es.quiz.sliderAnswerOff(1, 21.2, 0, 40, 0.5)],
  ["sliderMarginNegative", Messages.sliderMarginNegative(1), es.quiz.sliderMarginNegative(1)],
  ["sliderUnitTooLong", Messages.sliderUnitTooLong(1, 20), es.quiz.sliderUnitTooLong(1, 20)],
  ["quizNotValid", Messages.quizNotValid(Messages.quizNoTopic), es.quiz.quizNotValid(Messages.quizNoTopic)],
  ["questionNotValid", Messages.questionNotValid(Messages.questionNoId(1)), es.quiz.questionNotValid(Messages.questionNoId(1))],
]
const ANSWERS: readonly (readonly [string, string, string])[] = [
  ["trueFalseAnswer", Messages.trueFalseAnswer, es.quiz.trueFalseAnswer],
  ["typedAnswerTooLong", Messages.typedAnswerTooLong(100), es.quiz.typedAnswerTooLong(100)],
  ["orderAnswer", Messages.orderAnswer, es.quiz.orderAnswer],
  ["sliderAnswer", Messages.sliderAnswer(-5, 40, 0.5), es.quiz.sliderAnswer(-5, 40, 0.5)],
  ["pollAnswer", Messages.pollAnswer, es.quiz.pollAnswer],
]

describe("a quiz's problems and refused answers in Spanish", () => {
  it.each([...PROBLEMS, ...ANSWERS])("%s is said in Spanish, values and all", (_, english, spanish) => {
    expect(translated(english, "es")).toBe(spanish)
    expect(spanish).not.toBe(english)
    expect(translated(english, "en")).toBe(english)
  })

  it("names each kind's parts in Spanish, agreeing with them, and shows numbers as a Spanish reader writes them", () => {
    expect(translated(Messages.choiceCount(1, 2, "item", 3, 6), "es")).toBe("La pregunta 1 tiene 2 elementos; necesita de 3 a 6.")
    expect(translated(Messages.choiceEmpty(2, "option", 3), "es")).toBe("La opción 3 de la pregunta 2 está vacía.")
    expect(translated(Messages.choicesSame(1, "item", 1, 2, "one"), "es")).toBe("Los elementos 1 y 2 de la pregunta 1 son iguales («one»).")
    expect(translated(Messages.sliderAnswer(0, 2.5, 0.25), "es")).toBe("Una respuesta de control deslizante es un número de 0 a 2,5 en pasos de 0,25.")
  })

  it("lets the live screens say a refused answer in Spanish from their own area", () => {
    for (const [, english, spanish] of ANSWERS) expect(reworded(Live, es.live, english)).toBe(spanish)
  })
})
