// General feedback: guests may send it; a signed-in player's name and email fill in
// what the form left blank. Admins read it newest first from `general_feedback`.
import { randomUUID } from "node:crypto"

import { Effect } from "effect"

import { optionalQuizUser, requireQuizAdmin } from "#api/features/accounts/quiz-auth.ts"
import { AppService, type GroupHandlers } from "#api/platform/http/handlers.ts"
import { attempt } from "#api/platform/http/refusals.ts"
import { countPublicWrite } from "#api/platform/limits/public-writes.ts"
import { Invalid } from "#engine/domain-errors.ts"
import { submitGeneralFeedback } from "#engine/feedback/commands.ts"
import { latestFeedback } from "#projections/general-feedback.queries.ts"
import { blankToNull } from "#schemas/api/fields.ts"
import * as Messages from "#schemas/messages.ts"

import type { GeneralFeedbackGroup } from "./group.ts"

const LIST_LIMIT = 500

export const generalFeedbackHandlers = (handlers: GroupHandlers<typeof GeneralFeedbackGroup>) =>
  handlers
    .handle("submit", ({ payload }) =>
      Effect.gen(function* () {
        const app = yield* AppService
        const user = yield* optionalQuizUser
        yield* countPublicWrite("feedback", user?.userId)
        yield* attempt(
          () =>
            submitGeneralFeedback(
              { store: app.store, projections: app.projector },
              {
                type: "SubmitGeneralFeedback",
                feedbackId: randomUUID(),
                userId: user?.userId ?? null,
                player: blankToNull(payload.player) ?? user?.username ?? null,
                playerEmail: blankToNull(payload.player_email) ?? user?.email ?? null,
                screenshotId: blankToNull(payload.screenshot_id),
                feedback: payload.feedback ?? "",
                now: new Date(),
              },
            ),
          Invalid,
        )
        return { message: Messages.feedbackSubmitted }
      }),
    )
    .handle("list", () =>
      Effect.gen(function* () {
        yield* requireQuizAdmin
        const app = yield* AppService
        const rows = yield* Effect.promise(() => latestFeedback(app.database.db, LIST_LIMIT))
        return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }))
      }),
    )
