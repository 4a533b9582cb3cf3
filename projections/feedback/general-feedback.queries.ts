// The general feedback read model's queries (projections/feedback/general-feedback.ts).
import type { Kysely } from "kysely"

import type { DB } from "../db.ts"
import { GENERAL_FEEDBACK_TABLE } from "./general-feedback.tables.ts"

/** At most `limit` pieces of feedback, newest first. */
export const latestFeedback = (db: Kysely<DB>, limit: number) =>
  db
    .selectFrom(GENERAL_FEEDBACK_TABLE)
    .select(["id", "player", "player_email", "screenshot_id", "feedback", "user_id", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute()
