// A player's quiz history (every completed quiz, oldest first) and a group's results (each
// challenge member's graded score, then each live round's scores) as CSV. Only the group's
// commissioner downloads its results; the server decides, whatever the page shows.
import { Effect } from "effect"

import { CurrentQuizUser } from "#api/features/accounts/quiz-auth.ts"
import { download, today } from "#api/platform/http/download.ts"
import { Forbidden, NotFound } from "#api/platform/http/errors.ts"
import { AppService, type GroupHandlers } from "#api/platform/http/handlers.ts"
import { toCsv } from "#engine/export/csv.ts"
import { playedRounds } from "#engine/live-game/history.ts"
import { percent } from "#engine/quiz/score.ts"
import { eventDecoder } from "#projections/decode-event.ts"
import { challengesOf, findGroup } from "#projections/groups.queries.ts"
import { completionsOf } from "#projections/quiz-completions.queries.ts"
import { LiveGameEvent, LiveGameEventTypes, liveGameStream } from "#schemas/events/live-game.ts"
import * as Messages from "#schemas/messages.ts"

import type { PlayerExportsGroup } from "./exports-group.ts"

const CSV = "text/csv; charset=utf-8"
const decodeLive = eventDecoder(LiveGameEvent, LiveGameEventTypes)

export const playerExportsHandlers = (handlers: GroupHandlers<typeof PlayerExportsGroup>) =>
  handlers
    .handle("history", () =>
      Effect.gen(function* () {
        const app = yield* AppService
        const user = yield* CurrentQuizUser
        const rows = yield* Effect.promise(() => completionsOf(app.database.db, user.userId))
        const csv = toCsv(
          ["completed_at", "quiz_id", "topic", "level", "graded", "challenge", "late", "correct", "questions", "percent"],
          rows.map((r) => [
            r.completed_at.toISOString(),
            r.quiz_id,
            r.topic,
            r.level,
            r.graded,
            r.challenged,
            r.late,
            r.number_correct,
            r.number_questions,
            percent(r.number_correct, r.number_questions),
          ]),
        )
        return download(csv, CSV, `quiz-history-${user.username}-${today()}.csv`)
      }),
    )
    .handle("groupResults", ({ path }) =>
      Effect.gen(function* () {
        const app = yield* AppService
        const user = yield* CurrentQuizUser
        const group = yield* Effect.promise(() => findGroup(app.database.db, path.id))
        if (!group) return yield* Effect.fail(new NotFound({ message: Messages.groupNotFound }))
        if (group.commissionerId !== user.userId) return yield* Effect.fail(new Forbidden({ message: Messages.notCommissioner }))
        const challenges = yield* Effect.promise(() => challengesOf(app.database.db, [group.id]))
        const events = yield* Effect.promise(() => app.store.readStream(liveGameStream(group.id)))
        const rounds = playedRounds(events.flatMap((e) => decodeLive(e) ?? []))
        const rows = [
          ...[...challenges]
            .reverse()
            .flatMap((c) =>
              c.scores.map((s) => [
                "challenge",
                c.created_at,
                c.challenge_id,
                c.topic,
                c.level,
                s.username,
                s.number_correct,
                s.number_questions,
                s.percent_score,
              ]),
            ),
          ...rounds.flatMap((r) =>
            r.scores.map((s) => [
              "live",
              r.completedAt,
              `${r.gameId}#${r.round}`,
              r.topic,
              r.level,
              s.username,
              s.numberCorrect,
              s.numberQuestions,
              percent(s.numberCorrect, s.numberQuestions),
            ]),
          ),
        ]
        const csv = toCsv(["kind", "date", "id", "topic", "level", "player", "correct", "questions", "percent"], rows)
        return download(csv, CSV, `group-results-${group.name}-${today()}.csv`)
      }),
    )
