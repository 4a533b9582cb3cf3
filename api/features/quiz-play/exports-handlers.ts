// A player's quiz history, a group's results (group-results.ts: its commissioner's only) and a
// PIN game's report (pin-report.ts: its host's only), each as a CSV download (exports-wire.ts), the
// PIN game's report also as a spreadsheet (spreadsheet.ts).
import { Effect } from "effect"
import type { Kysely } from "kysely"

import { CurrentQuizUser } from "#api/features/accounts/public.ts"
import { download, today } from "#api/platform/http/download.ts"
import { Forbidden, NotFound } from "#api/platform/http/errors.ts"
import type { GroupHandlers } from "#api/platform/http/handlers.ts"
import { attempt } from "#api/platform/http/refusals.ts"
import { Missing, NotAllowed } from "#engine/domain-errors.ts"
import type { EventStore } from "#engine/eventstore/port.ts"
import type { DB } from "#projections/db.ts"

import type { PlayerExportsGroup } from "./exports-group.ts"
import { groupResultsCsv, historyCsv, livePlayersCsv, liveQuestionsCsv, pinReportCsv, pinReportTables } from "./exports-wire.ts"
import { groupResults } from "./group-results.ts"
import { pinReport } from "./pin-report.ts"
import { playerCompletions } from "./scoreboard.ts"
import { toSpreadsheet, XLSX } from "./spreadsheet.ts"

const CSV = "text/csv; charset=utf-8"

export interface PlayerExportsHandlersDeps {
  readonly db: Kysely<DB>
  /** The groups' live-game streams, for the rounds they played. */
  readonly store: Pick<EventStore, "readStream">
}

export const playerExportsHandlers = (deps: PlayerExportsHandlersDeps) => (handlers: GroupHandlers<typeof PlayerExportsGroup>) => {
  /** What `read` finds for the signed-in player, or the endpoints' declared 404 and 403. */
  const allowed = <A>(read: (userId: string) => Promise<A>) =>
    Effect.gen(function* () {
      const user = yield* CurrentQuizUser
      return yield* attempt(() => read(user.userId), Missing, NotAllowed).pipe(
        Effect.catchTags({
          Missing: (error) => Effect.fail(new NotFound({ message: error.message })),
          NotAllowed: (error) => Effect.fail(new Forbidden({ message: error.message })),
        }),
      )
    })
  const hostsReport = (userId: string, pin: string) => pinReport(deps, { pin, userId })
  const commissionersResults = (groupId: string) => allowed((userId) => groupResults(deps, { groupId, userId }))

  return handlers
    .handle("history", () =>
      Effect.gen(function* () {
        const user = yield* CurrentQuizUser
        const rows = yield* attempt(() => playerCompletions(deps, { userId: user.userId }))
        return download(historyCsv(rows), CSV, `quiz-history-${user.username}-${today()}.csv`)
      }),
    )
    .handle("groupResults", ({ path }) =>
      Effect.gen(function* () {
        const results = yield* commissionersResults(path.id)
        return download(groupResultsCsv(results), CSV, `group-results-${results.group.name}-${today()}.csv`)
      }),
    )
    .handle("liveQuestions", ({ path }) =>
      Effect.gen(function* () {
        const results = yield* commissionersResults(path.id)
        return download(liveQuestionsCsv(results.rounds), CSV, `live-questions-${results.group.name}-${today()}.csv`)
      }),
    )
    .handle("livePlayers", ({ path }) =>
      Effect.gen(function* () {
        const results = yield* commissionersResults(path.id)
        return download(livePlayersCsv(results.rounds), CSV, `live-players-${results.group.name}-${today()}.csv`)
      }),
    )
    .handle("pinReport", ({ path }) =>
      Effect.gen(function* () {
        const rounds = yield* allowed((userId) => hostsReport(userId, path.pin))
        return download(pinReportCsv(rounds), CSV, `quiz-night-${path.pin}-${today()}.csv`)
      }),
    )
    .handle("pinReportSpreadsheet", ({ path }) =>
      Effect.gen(function* () {
        const rounds = yield* allowed((userId) => hostsReport(userId, path.pin))
        const [questions, players] = pinReportTables(rounds)
        const bytes = yield* Effect.promise(() =>
          toSpreadsheet([
            ["Questions", questions],
            ["Players", players],
          ]),
        )
        return download(bytes, XLSX, `quiz-night-${path.pin}-${today()}.xlsx`)
      }),
    )
}
