// Every table of the database, for `Kysely<DB>`: the event store's, the checkpoints and
// each read model's, composed from their table-definition modules (`<model>.tables.ts`
// beside each projection). Tables of the api layer (AI spend, secrets) are added where they
// are used, with `withTables`, since this layer may not import theirs.
import type { EventStoreTables } from "#engine/eventstore/postgres-schema.ts"
import type { Database } from "#engine/sql/database.ts"

import type { QuizUsersTables } from "./accounts/quiz-users.tables.ts"
import type { ApiTokensTables } from "./api-tokens/api-tokens.tables.ts"
import type { CategoriesTables } from "./categories/categories.tables.ts"
import type { CheckpointsTables } from "./checkpoints.tables.ts"
import type { GeneralFeedbackTables } from "./feedback/general-feedback.tables.ts"
import type { GroupsTables } from "./groups/groups.tables.ts"
import type { JournalMailTables } from "./journal-mail/subscribers.tables.ts"
import type { LivePinGamesTables } from "./live-game/live-pin-games.tables.ts"
import type { LiveRoundQuizzesTables } from "./live-game/live-round-quizzes.tables.ts"
import type { MediaTables } from "./media/media.tables.ts"
import type { PhotosTables } from "./photos/photos.tables.ts"
import type { PostsTables } from "./posts/posts.tables.ts"
import type { QuestionHistoryTables } from "./quiz-catalog/question-history.tables.ts"
import type { QuestionStatsTables } from "./quiz-catalog/question-stats.tables.ts"
import type { QuizzesTables } from "./quiz-catalog/quizzes.tables.ts"
import type { QuestionReportsTables } from "./quiz-play/question-reports.tables.ts"
import type { QuizCompletionsTables } from "./quiz-play/quiz-completions.tables.ts"
import type { QuestionSourcesTables } from "./quiz-sources/question-sources.tables.ts"
import type { RecipesTables } from "./recipes/recipes.tables.ts"
import type { SearchTables } from "./search/search.tables.ts"
import type { SiteUsersTables } from "./site-owner/site-users.tables.ts"
import type { VideosTables } from "./videos/videos.tables.ts"
import type { WebhooksTables } from "./webhooks/webhooks.tables.ts"

export type DB = EventStoreTables &
  CheckpointsTables &
  SiteUsersTables &
  QuizUsersTables &
  ApiTokensTables &
  GeneralFeedbackTables &
  QuizzesTables &
  QuestionSourcesTables &
  QuizCompletionsTables &
  QuestionReportsTables &
  QuestionHistoryTables &
  QuestionStatsTables &
  MediaTables &
  GroupsTables &
  LiveRoundQuizzesTables &
  LivePinGamesTables &
  PostsTables &
  VideosTables &
  PhotosTables &
  RecipesTables &
  CategoriesTables &
  SearchTables &
  JournalMailTables &
  WebhooksTables

/** The database handle the server, the projector and the tools share. */
export type AppDatabase = Database<DB>
