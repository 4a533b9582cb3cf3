// Downloads for players under /api/quiz: one's own quiz history, and (for a group's
// commissioner) the group's challenge and live-game results and its live rounds' report, and (for
// a PIN game's host) the game's report, each as CSV; the PIN game's report as a spreadsheet too.
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"

import { PlayerData, QuizAuth } from "#api/features/accounts/public.ts"
import { Forbidden, NotFound } from "#api/platform/http/errors.ts"
import { GroupPath } from "#schemas/api/group.ts"
import { PIN_PATTERN } from "#schemas/live-pin-rules.ts"

import { XLSX } from "./spreadsheet.ts"

const Csv = HttpApiSchema.Text({ contentType: "text/csv" })
const Xlsx = HttpApiSchema.Uint8Array({ contentType: XLSX })
const PinPath = Schema.Struct({ pin: Schema.String.pipe(Schema.pattern(PIN_PATTERN)) })

export const PlayerExportsGroup = HttpApiGroup.make("playerExports")
  .add(HttpApiEndpoint.get("groupResults", "/group/results/:id").setPath(GroupPath).addSuccess(Csv).addError(Forbidden).addError(NotFound))
  .add(HttpApiEndpoint.get("liveQuestions", "/group/live-report/:id/questions.csv").setPath(GroupPath).addSuccess(Csv).addError(Forbidden).addError(NotFound))
  .add(HttpApiEndpoint.get("livePlayers", "/group/live-report/:id/players.csv").setPath(GroupPath).addSuccess(Csv).addError(Forbidden).addError(NotFound))
  .add(HttpApiEndpoint.get("pinReport", "/pin-report/:pin").setPath(PinPath).addSuccess(Csv).addError(Forbidden).addError(NotFound))
  .add(HttpApiEndpoint.get("pinReportSpreadsheet", "/pin-report/:pin/spreadsheet").setPath(PinPath).addSuccess(Xlsx).addError(Forbidden).addError(NotFound))
  .middlewareEndpoints(QuizAuth)
  // Added after QuizAuth, so without it: one's own history is also read with a personal API token.
  .add(HttpApiEndpoint.get("history", "/profile/history.csv").addSuccess(Csv).middleware(PlayerData))
  .prefix("/quiz")
