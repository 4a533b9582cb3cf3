// Every read model the server keeps current. Each feature appends its projection here.
import { contentProjections } from "./content/index.ts"
import { generalFeedbackProjection } from "./general-feedback.ts"
import { groupsProjection } from "./groups.ts"
import { liveGameFlagsProjection } from "./live-game-flags.ts"
import { liveRoundQuizzesProjection } from "./live-round-quizzes.ts"
import { mediaProjection } from "./media.ts"
import type { Projection } from "./projection.ts"
import { questionHistoryProjection } from "./question-history.ts"
import { questionReportsProjection } from "./question-reports.ts"
import { quizCompletionsProjection } from "./quiz-completions.ts"
import { quizUsersProjection } from "./quiz-users.ts"
import { quizzesProjection } from "./quizzes.ts"
import { siteUsersProjection } from "./site-users.ts"

export const allProjections: Projection[] = [
  siteUsersProjection,
  quizUsersProjection,
  generalFeedbackProjection,
  quizzesProjection,
  quizCompletionsProjection,
  questionReportsProjection,
  questionHistoryProjection,
  mediaProjection,
  groupsProjection,
  liveGameFlagsProjection,
  liveRoundQuizzesProjection,
  ...contentProjections,
]

export const findProjection = (name: string): Projection | undefined => allProjections.find((p) => p.name === name)
