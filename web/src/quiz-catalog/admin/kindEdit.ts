// The admin question form's rules for the kinds of question other than multiple choice
// (questionRules.ts has that one): a draft of each kind's own fields as typed, and the edit it
// sends, in that kind's shape. The server checks again by the kind's rules and has the last word.
import type { QuestionData as StoredQuestion } from "#schemas/events/quiz.ts"
import { QuestionKindLimits } from "#schemas/question-kinds.ts"
import { hasRepeatedOptions, QuizLimits } from "#schemas/quiz-rules.ts"

import { ENGLISH_QUIZ, type QuizWords } from "../../quiz-play/words.ts"
import type { QuestionEdit } from "./adminApi.ts"

type OtherKind = Exclude<StoredQuestion, { kind?: "multiple_choice" }>

/** A question of another kind than multiple choice, as stored. */
const isOtherKind = (q: StoredQuestion | undefined): q is OtherKind => q !== undefined && q.kind !== undefined && q.kind !== "multiple_choice"

/** The question's own shape, as the admins' lists send it, when it is of another kind than multiple choice. */
export const otherKindOf = (question: { as_stored?: StoredQuestion | undefined }): OtherKind | undefined =>
  isOtherKind(question.as_stored) ? question.as_stored : undefined

export interface KindDraft {
  kind: OtherKind["kind"]
  question: string
  explanation: string
  /** True/false: the statement's truth. */
  answer: boolean
  /** The list a kind is made of, a box each (blank ones dropped): accepted answers, items in order, or a poll's options. */
  texts: string[]
  forgive_case: boolean
  forgive_accents: boolean
  forgive_typos: boolean
  /** A slider's numbers and unit, as typed. */
  min: string
  max: string
  step: string
  value: string
  margin: string
  unit: string
}

/** How many boxes each list gets. */
const boxesOf = (kind: KindDraft["kind"]): number =>
  kind === "type_answer" ? QuestionKindLimits.maxAccepted : kind === "order" ? QuestionKindLimits.maxOrderItems : kind === "poll" ? QuizLimits.maxOptions : 0

const padded = (texts: readonly string[], boxes: number): string[] => [...texts, ...Array<string>(Math.max(0, boxes - texts.length)).fill("")].slice(0, boxes)

export function kindDraftFrom(q: OtherKind): KindDraft {
  const base: KindDraft = {
    kind: q.kind,
    question: q.question,
    explanation: q.explanation,
    answer: true,
    texts: [],
    forgive_case: true,
    forgive_accents: true,
    forgive_typos: true,
    min: "",
    max: "",
    step: "",
    value: "",
    margin: "",
    unit: "",
  }
  switch (q.kind) {
    case "true_false":
      return { ...base, answer: q.answer }
    case "type_answer":
      return {
        ...base,
        texts: padded(q.accepted, boxesOf(q.kind)),
        forgive_case: q.forgive_case,
        forgive_accents: q.forgive_accents,
        forgive_typos: q.forgive_typos,
      }
    case "order":
      return { ...base, texts: padded(q.items, boxesOf(q.kind)) }
    case "poll":
      return { ...base, texts: padded(q.options, boxesOf(q.kind)) }
    case "slider":
      return { ...base, min: String(q.min), max: String(q.max), step: String(q.step), value: String(q.answer), margin: String(q.margin), unit: q.unit }
  }
}

/** The edit of another kind, without the question's id and report. */
type KindEdit = Exclude<QuestionEdit, { kind?: "multiple_choice" }> extends infer E ? (E extends unknown ? Omit<E, "id" | "report_id"> : never) : never

type KindCheck = { ok: true; edit: KindEdit } | { ok: false; message: string }

const numberOf = (text: string): number | undefined => (text.trim() !== "" && Number.isFinite(Number(text)) ? Number(text) : undefined)

/** The first broken rule's message, in the words given (English unless others), or the edit to send. */
export function checkKindDraft(draft: KindDraft, m: QuizWords = ENGLISH_QUIZ): KindCheck {
  const question = draft.question.trim()
  const explanation = draft.explanation.trim()
  const texts = draft.texts.map((t) => t.trim()).filter((t) => t !== "")
  if (question === "") return { ok: false, message: m.enterQuestion }
  // A poll has no right answer to explain.
  if (draft.kind !== "poll" && explanation === "") return { ok: false, message: m.enterExplanation }
  const common = { question, explanation }
  switch (draft.kind) {
    case "true_false":
      return { ok: true, edit: { kind: draft.kind, ...common, answer: draft.answer } }
    case "type_answer":
      if (texts.length === 0) return { ok: false, message: m.enterAccepted }
      if (hasRepeatedOptions(texts)) return { ok: false, message: m.acceptedDifferent }
      return {
        ok: true,
        edit: {
          kind: draft.kind,
          ...common,
          accepted: texts,
          forgive_case: draft.forgive_case,
          forgive_accents: draft.forgive_accents,
          forgive_typos: draft.forgive_typos,
        },
      }
    case "order":
      if (texts.length < QuestionKindLimits.minOrderItems) return { ok: false, message: m.itemsAtLeast(QuestionKindLimits.minOrderItems) }
      if (hasRepeatedOptions(texts)) return { ok: false, message: m.itemsDifferent }
      return { ok: true, edit: { kind: draft.kind, ...common, items: texts } }
    case "poll":
      if (texts.length < QuizLimits.minOptions) return { ok: false, message: m.pollTwoOptions }
      if (hasRepeatedOptions(texts)) return { ok: false, message: m.optionsDifferent }
      return { ok: true, edit: { kind: draft.kind, ...common, options: texts } }
    case "slider": {
      const [min, max, step, answer, margin] = [draft.min, draft.max, draft.step, draft.value, draft.margin].map(numberOf)
      if (min === undefined || max === undefined || step === undefined || answer === undefined || margin === undefined)
        return { ok: false, message: m.sliderNumbersRequired }
      if (!(max > min)) return { ok: false, message: m.highestAboveLowest }
      if (!(step > 0)) return { ok: false, message: m.stepAboveZero }
      if (answer < min || answer > max) return { ok: false, message: m.answerOnSlider }
      if (margin < 0) return { ok: false, message: m.marginNotNegative }
      return { ok: true, edit: { kind: draft.kind, ...common, min, max, step, answer, margin, unit: draft.unit.trim() } }
    }
  }
}
