// Read model of general feedback about the quiz game, listed newest first for admins. A
// deleted player's feedback keeps its words but loses their name and email.
import type { Kysely, Transaction } from "kysely"

import { FeedbackEvent } from "#schemas/events/feedback.ts"
import { QuizUserEvent } from "#schemas/events/quiz-user.ts"
import * as Messages from "#schemas/messages.ts"

import type { DB } from "../db.ts"
import { eventDecoder, typesOf } from "../decode-event.ts"
import type { Projection } from "../projection.ts"
import { GENERAL_FEEDBACK_TABLE } from "./general-feedback.tables.ts"

const decode = eventDecoder(FeedbackEvent, ["GeneralFeedbackSubmitted"])
const decodeDeleted = eventDecoder(QuizUserEvent, ["QuizUserDeleted"])

export const generalFeedbackProjection: Projection = {
  name: "general-feedback",
  version: 1,
  eventTypes: typesOf(decode, decodeDeleted),
  async migrate(db: Kysely<DB>) {
    await db.schema
      .createTable(GENERAL_FEEDBACK_TABLE)
      .ifNotExists()
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text")
      .addColumn("player", "text")
      .addColumn("player_email", "text")
      .addColumn("screenshot_id", "text")
      .addColumn("feedback", "text", (c) => c.notNull())
      .addColumn("created_at", "timestamptz", (c) => c.notNull())
      .execute()
    await db.schema.createIndex("general_feedback_created_at").ifNotExists().on(GENERAL_FEEDBACK_TABLE).column("created_at").execute()
  },
  async reset(trx: Transaction<DB>) {
    await trx.deleteFrom(GENERAL_FEEDBACK_TABLE).execute()
  },
  async apply(trx: Transaction<DB>, recorded) {
    const deleted = decodeDeleted(recorded)
    if (deleted) {
      await trx.updateTable(GENERAL_FEEDBACK_TABLE).set({ player: Messages.deletedPlayer, player_email: null }).where("user_id", "=", deleted.userId).execute()
      return
    }
    const event = decode(recorded)
    if (!event) return
    await trx
      .insertInto(GENERAL_FEEDBACK_TABLE)
      .values({
        id: event.feedbackId,
        user_id: event.userId,
        player: event.player,
        player_email: event.playerEmail,
        screenshot_id: event.screenshotId,
        feedback: event.feedback,
        created_at: new Date(event.at),
      })
      .onConflict((oc) => oc.column("id").doNothing())
      .execute()
  },
}
