// A question's figures from the read model's picks (projections/quiz-catalog/question-stats.queries.ts),
// and the evidence that puts it on the review list (schemas/question-stats-rules.ts).
import { choicesOf, keyText } from "#engine/quiz/kinds/question-kind.ts"
import type { KeptRow, PickRow } from "#projections/quiz-catalog/question-stats.queries.ts"
import type { FlaggedQuestion, QuestionFigures } from "#schemas/api/question-stats.ts"
import type { QuestionData } from "#schemas/events/quiz.ts"
import { offLevel, stillKept, suspectKey } from "#schemas/question-stats-rules.ts"
import type { Level } from "#schemas/quiz-rules.ts"

const STRONGEST = 1
const WEAKEST = 4

type Figures = typeof QuestionFigures.Type
type Flag = (typeof FlaggedQuestion.Type)["flags"][number]

const sum = (rows: readonly PickRow[]): number => rows.reduce((n, r) => n + r.answers, 0)
const count = (rows: readonly PickRow[]) => ({ answered: sum(rows), correct: sum(rows.filter((r) => r.correct)) })

/** The figures of one question as it stands, from its picks, and whether an admin kept it as it is. */
export const figuresOf = (question: QuestionData, rows: readonly PickRow[], kept: KeptRow | undefined): Figures => {
  const of = (option: string, quarter?: number) => sum(rows.filter((r) => r.option === option && (quarter === undefined || r.quarter === quarter)))
  return {
    question_id: question.id,
    ...count(rows),
    strongest: count(rows.filter((r) => r.quarter === STRONGEST)),
    weakest: count(rows.filter((r) => r.quarter === WEAKEST)),
    options: choicesOf(question).map((option) => ({
      option,
      is_key: option.trim() === keyText(question).trim(),
      picks: of(option),
      strongest: of(option, STRONGEST),
      weakest: of(option, WEAKEST),
    })),
    kept: kept ? { by: kept.by_username, at: kept.at.toISOString(), answered: kept.answered } : null,
  }
}

/** Why play puts the question on the review list; empty when it does not, or an admin kept it as it is lately. */
export const flagsOf = (level: Level, question: QuestionData, figures: Figures): Flag[] => {
  const flags: Flag[] = []
  if (figures.kept && stillKept(figures.answered, figures.kept.answered)) return flags
  const key = suspectKey(
    keyText(question),
    figures.options.map((o) => ({ option: o.option, picks: o.strongest })),
  )
  if (key) flags.push({ kind: "key", option: key.option, picks: key.picks, key_picks: key.keyPicks, strong_answers: key.strongAnswers })
  const off = offLevel(level, figures.answered, figures.correct)
  if (off) flags.push({ kind: "level", ...off })
  return flags
}
