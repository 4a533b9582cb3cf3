// General feedback: guests may send it; a signed-in player's name and email fill in
// what the form left blank. Admins read it newest first from `general_feedback`.
import { randomUUID } from "node:crypto"
import { Effect } from "effect"
import { submitGeneralFeedback } from "../../../engine/feedback/commands.ts"
import { blankToNull } from "../../../schemas/api/fields.ts"
import { Messages } from "../../../schemas/messages.ts"
import { optionalQuizUser, requireQuizAdmin } from "../../auth/quiz-auth.ts"
import { AppService, type GroupHandlers } from "../app-service.ts"
import type { GeneralFeedbackGroup } from "./feedback-group.ts"
import { countPublicWrite } from "./public-write-limits.ts"
import { GENERAL_FEEDBACK_TABLE } from "../../../projections/general-feedback.tables.ts"

const LIST_LIMIT = 500

export const generalFeedbackHandlers = (handlers: GroupHandlers<typeof GeneralFeedbackGroup>) =>
  handlers
    .handle("submit", ({ payload }) =>
      Effect.gen(function* () {
        const app = yield* AppService
        const user = yield* optionalQuizUser
        yield* countPublicWrite("feedback", user?.userId)
        yield* Effect.promise(() =>
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
        )
        return { message: Messages.feedbackSubmitted }
      }),
    )
    .handle("list", () =>
      Effect.gen(function* () {
        yield* requireQuizAdmin
        const app = yield* AppService
        const rows = yield* Effect.promise(() =>
          app.database.db
            .selectFrom(GENERAL_FEEDBACK_TABLE)
            .select(["id", "player", "player_email", "screenshot_id", "feedback", "user_id", "created_at"])
            .orderBy("created_at", "desc")
            .orderBy("id", "desc")
            .limit(LIST_LIMIT)
            .execute(),
        )
        return rows.map((r) => ({
          id: String(r.id),
          player: r.player as string | null,
          player_email: r.player_email as string | null,
          screenshot_id: r.screenshot_id as string | null,
          feedback: String(r.feedback),
          user_id: r.user_id as string | null,
          created_at: new Date(r.created_at as Date).toISOString(),
        }))
      }),
    )
