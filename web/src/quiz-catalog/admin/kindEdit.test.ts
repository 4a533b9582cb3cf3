import { describe, expect, it } from "vitest"

import { esQuiz } from "#schemas/i18n/es-quiz.ts"

import { checkKindDraft, kindDraftFrom, otherKindOf } from "./kindEdit.ts"

const slider = {
  kind: "slider",
  id: "s",
  question: "Days to hatch?",
  min: 0,
  max: 40,
  step: 1,
  answer: 21,
  margin: 4,
  unit: "days",
  explanation: "21.",
} as const
const order = { kind: "order", id: "o", question: "Order it.", items: ["Egg", "Chick", "Hen"], explanation: "Egg first." } as const

describe("admin form for the other kinds of question", () => {
  it("edits only a question of another kind than multiple choice in its own shape", () => {
    expect(otherKindOf({})).toBeUndefined()
    expect(otherKindOf({ as_stored: { id: "m", question: "?", options: ["A", "B"], correct_answer: "A", explanation: "." } })).toBeUndefined()
    expect(otherKindOf({ as_stored: slider })).toBe(slider)
  })

  it("sends back each kind's own fields, unchanged when nothing was changed", () => {
    expect(checkKindDraft(kindDraftFrom(slider))).toEqual({
      ok: true,
      edit: { kind: "slider", question: "Days to hatch?", explanation: "21.", min: 0, max: 40, step: 1, answer: 21, margin: 4, unit: "days" },
    })
    expect(checkKindDraft(kindDraftFrom(order))).toEqual({
      ok: true,
      edit: { kind: "order", question: "Order it.", explanation: "Egg first.", items: ["Egg", "Chick", "Hen"] },
    })
    const tf = kindDraftFrom({ kind: "true_false", id: "t", question: "Hens lay.", answer: false, explanation: "No." })
    expect(checkKindDraft({ ...tf, answer: true })).toMatchObject({ ok: true, edit: { kind: "true_false", answer: true } })
  })

  it("drops blank boxes and says what is missing or wrong", () => {
    const draft = kindDraftFrom(order)
    expect(draft.texts).toHaveLength(6)
    expect(checkKindDraft({ ...draft, texts: [" Egg ", "", "Chick", "Hen", "", ""] })).toMatchObject({ edit: { items: ["Egg", "Chick", "Hen"] } })
    expect(checkKindDraft({ ...draft, texts: ["Egg", "Chick", "", "", "", ""] })).toEqual({ ok: false, message: "Put at least 3 items in order." })
    expect(checkKindDraft({ ...draft, texts: ["Egg", "egg", "Hen", "", "", ""] })).toEqual({ ok: false, message: "Each item must be different." })
    const s = kindDraftFrom(slider)
    expect(checkKindDraft({ ...s, max: "-1" })).toEqual({ ok: false, message: "The highest number must be above the lowest." })
    expect(checkKindDraft({ ...s, value: "" })).toMatchObject({ ok: false })
    expect(checkKindDraft({ ...s, explanation: " " })).toEqual({ ok: false, message: "Please enter the explanation." })
    expect(checkKindDraft({ ...s, step: "0" }, esQuiz)).toEqual({ ok: false, message: "El paso tiene que ser mayor que 0." })
    expect(checkKindDraft({ ...draft, texts: ["Egg", "", "", "", "", ""] }, esQuiz)).toEqual({ ok: false, message: esQuiz.itemsAtLeast(3) })
    const poll = kindDraftFrom({ kind: "poll", id: "p", question: "Which?", options: ["A", "B"], explanation: "" })
    expect(checkKindDraft(poll)).toMatchObject({ ok: true, edit: { kind: "poll", options: ["A", "B"], explanation: "" } })
  })
})
