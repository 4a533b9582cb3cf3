// Every read model the server keeps current. Each feature appends its projection here.
import { quizUsersProjection } from "./accounts/quiz-users.ts"
import { apiTokensProjection } from "./api-tokens/api-tokens.ts"
import { contentProjections } from "./content/index.ts"
import { generalFeedbackProjection } from "./feedback/general-feedback.ts"
import { groupsProjection } from "./groups/groups.ts"
import { journalMailProjection } from "./journal-mail/subscribers.ts"
import { liveGameFlagsProjection } from "./live-game/live-game-flags.ts"
import { livePinGamesProjection } from "./live-game/live-pin-games.ts"
import { livePinScoreboardsProjection } from "./live-game/live-pin-scoreboards.ts"
import { liveRoundQuizzesProjection } from "./live-game/live-round-quizzes.ts"
import { mediaProjection } from "./media/media.ts"
import type { Projection } from "./projection.ts"
import { questionHistoryProjection } from "./quiz-catalog/question-history.ts"
import { questionStatsProjection } from "./quiz-catalog/question-stats.ts"
import { quizzesProjection } from "./quiz-catalog/quizzes.ts"
import { questionReportsProjection } from "./quiz-play/question-reports.ts"
import { quizCompletionsProjection } from "./quiz-play/quiz-completions.ts"
import { questionSourcesProjection } from "./quiz-sources/question-sources.ts"
import { siteUsersProjection } from "./site-owner/site-users.ts"
import { webhooksProjection } from "./webhooks/webhooks.ts"

export const allProjections: Projection[] = [
  siteUsersProjection,
  quizUsersProjection,
  apiTokensProjection,
  generalFeedbackProjection,
  quizzesProjection,
  quizCompletionsProjection,
  questionReportsProjection,
  questionHistoryProjection,
  questionStatsProjection,
  mediaProjection,
  groupsProjection,
  liveGameFlagsProjection,
  liveRoundQuizzesProjection,
  livePinGamesProjection,
  livePinScoreboardsProjection,
  ...contentProjections,
  journalMailProjection,
  webhooksProjection,
  questionSourcesProjection,
]

export const findProjection = (name: string): Projection | undefined => allProjections.find((p) => p.name === name)
