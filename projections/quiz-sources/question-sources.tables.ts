// The questions drawn from the homestead's own recipes and posts: which passage each came from,
// whether that passage has changed or gone since (`outdated`, set from the recipe's or post's own
// events), and whether the quiz has recorded the question stale (`stale_reason`, from QuestionsMarkedStale).
export const QUESTION_SOURCES_TABLE = "quiz_question_sources"

export interface QuestionSourcesTable {
  readonly quiz_id: string
  readonly question_id: string
  readonly quiz_topic: string
  readonly question: string
  /** "recipe" or "post". */
  readonly source_kind: string
  readonly source_id: string
  readonly source_title: string
  readonly source_where: string
  readonly passage: string
  /** "changed" or "deleted" once the passage no longer stands in its source; null while it does. */
  readonly outdated: string | null
  /** Set when the quiz recorded the question stale ("changed" or "deleted"); null until then. */
  readonly stale_reason: string | null
  readonly stale_at: Date | null
}

export type QuestionSourcesTables = { [QUESTION_SOURCES_TABLE]: QuestionSourcesTable }
