// General feedback: guests may send it; a signed-in player's name and email fill in
// what the form left blank. Admins read it newest first from `general_feedback`.
import { randomUUID } from "node:crypto"

import { Effect } from "effect"
import type { Kysely } from "kysely"

import { type QuizSessions, requireQuizAdmin } from "#api/features/accounts/public.ts"
import type { GroupHandlers } from "#api/platform/http/handlers.ts"
import { attempt } from "#api/platform/http/refusals.ts"
import type { PublicWriteLimit } from "#api/platform/limits/public-writes.ts"
import type { CommandDeps } from "#engine/command.ts"
import { Invalid } from "#engine/domain-errors.ts"
import { submitGeneralFeedback } from "#engine/feedback/commands.ts"
import type { DB } from "#projections/db.ts"
import { latestFeedback } from "#projections/feedback/general-feedback.queries.ts"
import { blankToNull } from "#schemas/api/fields.ts"
import * as Messages from "#schemas/messages.ts"

import type { GeneralFeedbackGroup } from "./group.ts"

const LIST_LIMIT = 500

export interface GeneralFeedbackDeps {
  readonly db: Kysely<DB>
  readonly commands: CommandDeps
  readonly sessions: Pick<QuizSessions, "optionalUser">
  /** Feedback per client address and per player. */
  readonly writes: PublicWriteLimit
}

export const generalFeedbackHandlers = (deps: GeneralFeedbackDeps) => (handlers: GroupHandlers<typeof GeneralFeedbackGroup>) =>
  handlers
    .handle("submit", ({ payload }) =>
      Effect.gen(function* () {
        const user = yield* deps.sessions.optionalUser
        yield* deps.writes.count(user?.userId)
        yield* attempt(
          () =>
            submitGeneralFeedback(deps.commands, {
              type: "SubmitGeneralFeedback",
              feedbackId: randomUUID(),
              userId: user?.userId ?? null,
              player: blankToNull(payload.player) ?? user?.username ?? null,
              playerEmail: blankToNull(payload.player_email) ?? user?.email ?? null,
              screenshotId: blankToNull(payload.screenshot_id),
              feedback: payload.feedback ?? "",
              now: new Date(),
            }),
          Invalid,
        )
        return { message: Messages.feedbackSubmitted }
      }),
    )
    .handle("list", () =>
      Effect.gen(function* () {
        yield* requireQuizAdmin
        const rows = yield* Effect.promise(() => latestFeedback(deps.db, LIST_LIMIT))
        return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }))
      }),
    )
