import { describe, expect, it } from "vitest"

import { es } from "#schemas/i18n/es.ts"
import { encodeOrderAnswer } from "#schemas/question-kinds.ts"

import { ENGLISH_QUIZ } from "../../words.ts"
import { arrangedOrder, keyOrder, moveItem, outcomeOf, pointsText, sliderKeyText, sliderStart, snapToSlider, withUnit } from "./kindAnswers.ts"

describe("answering each kind of question", () => {
  it("moves an item one place up or down, and not past either end", () => {
    expect(moveItem(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"])
    expect(moveItem(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"])
    expect(moveItem(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"])
    expect(moveItem(["a", "b", "c"], 2, 1)).toEqual(["a", "b", "c"])
  })

  it("keeps the player's arrangement only when it holds the items shown", () => {
    const shown = ["Chick", "Egg", "Hen"]
    expect(arrangedOrder(shown, undefined)).toEqual(shown)
    expect(arrangedOrder(shown, encodeOrderAnswer(["Egg", "Chick", "Hen"]))).toEqual(["Egg", "Chick", "Hen"])
    expect(arrangedOrder(shown, encodeOrderAnswer(["Egg", "Chick"]))).toEqual(shown)
    expect(arrangedOrder(shown, "not a list")).toEqual(shown)
    expect(keyOrder("Egg → Chick → Hen")).toEqual(["Egg", "Chick", "Hen"])
  })

  it("puts a slider's number on a step within its bounds, written plainly", () => {
    const bounds = { min: 0, max: 1, step: 0.1 }
    expect(snapToSlider(0.30000000000000004, bounds)).toBe(0.3)
    expect(snapToSlider(0.26, bounds)).toBe(0.3)
    expect(snapToSlider(7, bounds)).toBe(1)
    expect(snapToSlider(-2, bounds)).toBe(0)
    expect(snapToSlider(Number.NaN, bounds)).toBe(0)
    expect(snapToSlider(98, { min: 0, max: 100, step: 5 })).toBe(100)
    expect(snapToSlider(9, { min: 0, max: 9, step: 2 })).toBe(8)
    expect(sliderStart({ min: 10, max: 30, step: 0.5 })).toBe(20)
    expect(sliderStart({ min: 0, max: 9, step: 2 })).toBe(4)
    expect(withUnit(21, "days")).toBe("21 days")
    expect(withUnit(21, "")).toBe("21")
  })

  it("writes a slider's numbers for the page's language, English plainly as typed", () => {
    expect(withUnit(1969, "", ENGLISH_QUIZ.sliderNumber)).toBe("1969")
    expect(withUnit(2.5, "km", ENGLISH_QUIZ.sliderNumber)).toBe("2.5 km")
    expect(withUnit(12500, "kg", ENGLISH_QUIZ.sliderNumber)).toBe("12500 kg")
    expect(withUnit(2.5, "km", es.quiz.sliderNumber)).toBe("2,5 km")
    expect(withUnit(0.25, "", es.quiz.sliderNumber)).toBe("0,25")
    expect(withUnit(1969, "", es.quiz.sliderNumber)).toBe("1969")
    expect(withUnit(12500, "kg", es.quiz.sliderNumber)).toBe("12.500 kg")
    // the right answer as the server writes it
    expect(sliderKeyText("2.5 km", "km", es.quiz.sliderNumber)).toBe("2,5 km")
    expect(sliderKeyText("0.75", "", es.quiz.sliderNumber)).toBe("0,75")
    expect(sliderKeyText("2.5 km", "km", ENGLISH_QUIZ.sliderNumber)).toBe("2.5 km")
    expect(sliderKeyText("about 3 km", "km", es.quiz.sliderNumber)).toBe("about 3 km")
    expect(sliderKeyText("", "", es.quiz.sliderNumber)).toBe("")
  })

  it("writes out the points of an answer", () => {
    expect(pointsText(0.75, false)).toBe("0.75 of 1 points")
    expect(pointsText(undefined, true)).toBe("1 of 1 point")
    expect(pointsText(undefined, false)).toBe("0 of 1 points")
  })

  it("tells a right, close, wrong or missing answer, and a poll's pick apart", () => {
    expect(outcomeOf(undefined, "A", true, undefined)).toBe("right")
    expect(outcomeOf("slider", "20", false, 0.5)).toBe("close")
    expect(outcomeOf("slider", "2", false, 0)).toBe("wrong")
    expect(outcomeOf("order", null, false, undefined)).toBe("unanswered")
    expect(outcomeOf("poll", "Silkie", false, 0)).toBe("poll")
    expect(outcomeOf("poll", null, false, 0)).toBe("unanswered")
  })
})
