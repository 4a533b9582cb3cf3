// Read model of webhooks: the endpoints, the deliveries with their status, and the outbox of
// site events to deliver. A site event an endpoint asked for (a post or recipe first published,
// a quiz completed, a live game ended, a journal subscription confirmed) queues one row per
// such endpoint, with the JSON body to send; the delivery worker (api/features/webhooks) turns
// each into a delivery stream, named by endpoint and event, so a rebuild that queues the row
// again requests nothing new. An endpoint's signing secret is kept sealed (sealed-secret.ts).
import type { Kysely, Transaction } from "kysely"

import type { RecordedEvent } from "#engine/eventstore/port.ts"
import { JournalSubscriptionConfirmed } from "#schemas/events/journal-mail.ts"
import { GameEnded } from "#schemas/events/live-game.ts"
import { POST_EVENT_TYPES, PostEvent } from "#schemas/events/post.ts"
import { QuizAttemptCompleted } from "#schemas/events/quiz-attempt.ts"
import { RECIPE_EVENT_TYPES, RecipeEvent } from "#schemas/events/recipe.ts"
import {
  WEBHOOK_DELIVERY_EVENT_TYPES,
  WEBHOOK_ENDPOINT_EVENT_TYPES,
  WebhookDeliveryEvent,
  WebhookEndpointEvent,
  type WebhookEventName,
} from "#schemas/events/webhooks.ts"

import type { DB } from "../db.ts"
import { eventDecoder, typesOf } from "../decode-event.ts"
import type { Projection } from "../projection.ts"
import { sealSecret } from "./sealed-secret.ts"
import { ANNOUNCED_TABLE, DELIVERIES_TABLE, ENDPOINTS_TABLE, WEBHOOK_OUTBOX_TABLE } from "./webhooks.tables.ts"

const decodeEndpoint = eventDecoder(WebhookEndpointEvent, WEBHOOK_ENDPOINT_EVENT_TYPES)
const decodeDelivery = eventDecoder(WebhookDeliveryEvent, WEBHOOK_DELIVERY_EVENT_TYPES)
const decodePost = eventDecoder(PostEvent, POST_EVENT_TYPES)
const decodeRecipe = eventDecoder(RecipeEvent, RECIPE_EVENT_TYPES)
const decodeQuiz = eventDecoder(QuizAttemptCompleted, ["QuizAttemptCompleted"])
const decodeGame = eventDecoder(GameEnded, ["GameEnded"])
const decodeSubscriber = eventDecoder(JournalSubscriptionConfirmed, ["JournalSubscriptionConfirmed"])

/** The body a receiver gets, as Standard Webhooks lays it out: type, timestamp, data. */
export const webhookBody = (event: WebhookEventName, at: string, data: Record<string, unknown>): string => JSON.stringify({ type: event, timestamp: at, data })

/** Queues a site event for every endpoint that asked for it. */
const queue = async (trx: Transaction<DB>, recorded: RecordedEvent, event: WebhookEventName, at: string, data: Record<string, unknown>) => {
  const endpoints = await trx.selectFrom(ENDPOINTS_TABLE).select(["id", "events"]).execute()
  const wanting = endpoints.filter((e) => (JSON.parse(e.events) as string[]).includes(event))
  if (wanting.length === 0) return
  const body = webhookBody(event, at, data)
  await trx
    .insertInto(WEBHOOK_OUTBOX_TABLE)
    .values(wanting.map((e) => ({ endpoint_id: e.id, source_id: recorded.id, event, body, queued_at: new Date(at) })))
    .onConflict((oc) => oc.columns(["endpoint_id", "source_id"]).doNothing())
    .execute()
}

/** Whether this is the first publication of a post or recipe (later edits announce nothing). */
const firstPublication = async (trx: Transaction<DB>, key: string): Promise<boolean> =>
  (await trx
    .insertInto(ANNOUNCED_TABLE)
    .values({ key })
    .onConflict((oc) => oc.column("key").doNothing())
    .returning("key")
    .executeTakeFirst()) !== undefined

const applyDelivery = async (trx: Transaction<DB>, event: WebhookDeliveryEvent): Promise<void> => {
  const at = new Date(event.at)
  switch (event.type) {
    case "WebhookDeliveryRequested":
      await trx
        .insertInto(DELIVERIES_TABLE)
        .values({
          id: event.deliveryId,
          endpoint_id: event.endpointId,
          event: event.event,
          body: event.body,
          status: "pending",
          attempts: 0,
          last_status: 0,
          last_error: "",
          next_attempt_at: at,
          requested_at: at,
          updated_at: at,
          claimed_until: null,
        })
        .onConflict((oc) => oc.column("id").doNothing())
        .execute()
      return
    case "WebhookDeliveryAttempted":
      await trx
        .updateTable(DELIVERIES_TABLE)
        .set({
          attempts: event.attempt,
          last_status: event.status,
          last_error: event.error,
          next_attempt_at: new Date(event.retryAt),
          updated_at: at,
          claimed_until: null,
        })
        .where("id", "=", event.deliveryId)
        .execute()
      return
    case "WebhookDeliverySucceeded":
      await trx
        .updateTable(DELIVERIES_TABLE)
        .set({ status: "delivered", attempts: event.attempt, last_status: event.status, last_error: "", updated_at: at, claimed_until: null })
        .where("id", "=", event.deliveryId)
        .execute()
      return
    case "WebhookDeliveryGivenUp":
      await trx
        .updateTable(DELIVERIES_TABLE)
        .set({ status: "failed", attempts: event.attempt, last_status: event.status, last_error: event.error, updated_at: at, claimed_until: null })
        .where("id", "=", event.deliveryId)
        .execute()
      return
  }
}

const applySource = async (trx: Transaction<DB>, recorded: RecordedEvent): Promise<void> => {
  const post = decodePost(recorded)
  if (post) {
    if (post.type !== "PostDeleted" && !post.draft && (await firstPublication(trx, `post:${post.postId}`)))
      await queue(trx, recorded, "post.published", post.at, { postId: post.postId, title: post.title })
    return
  }
  const recipe = decodeRecipe(recorded)
  if (recipe) {
    if (recipe.type === "RecipeCreated" && (await firstPublication(trx, `recipe:${recipe.recipeId}`)))
      await queue(trx, recorded, "recipe.published", recipe.at, { recipeId: recipe.recipeId, name: recipe.name })
    return
  }
  const quiz = decodeQuiz(recorded)
  if (quiz)
    return queue(trx, recorded, "quiz.completed", quiz.at, {
      quizId: quiz.quizId,
      topic: quiz.topic,
      numberCorrect: quiz.numberCorrect,
      numberQuestions: quiz.numberQuestions,
    })
  const game = decodeGame(recorded)
  if (game) return queue(trx, recorded, "live_game.finished", game.at, { groupId: game.groupId, groupName: game.groupName })
  const subscriber = decodeSubscriber(recorded)
  if (subscriber) return queue(trx, recorded, "journal.subscribed", subscriber.at, { subscriberId: subscriber.subscriberId })
}

export const webhooksProjection: Projection = {
  name: "webhooks",
  // 2: the endpoints' secrets are sealed.
  version: 2,
  eventTypes: typesOf(decodeEndpoint, decodeDelivery, decodePost, decodeRecipe, decodeQuiz, decodeGame, decodeSubscriber),
  async migrate(db: Kysely<DB>) {
    await db.schema
      .createTable(ENDPOINTS_TABLE)
      .ifNotExists()
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("url", "text", (c) => c.notNull())
      .addColumn("events", "text", (c) => c.notNull())
      .addColumn("secret", "text", (c) => c.notNull())
      .addColumn("created_at", "timestamptz", (c) => c.notNull())
      .execute()
    await db.schema
      .createTable(WEBHOOK_OUTBOX_TABLE)
      .ifNotExists()
      .addColumn("endpoint_id", "text", (c) => c.notNull())
      .addColumn("source_id", "text", (c) => c.notNull())
      .addColumn("event", "text", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("queued_at", "timestamptz", (c) => c.notNull())
      .addPrimaryKeyConstraint("webhook_outbox_pk", ["endpoint_id", "source_id"])
      .execute()
    await db.schema
      .createTable(ANNOUNCED_TABLE)
      .ifNotExists()
      .addColumn("key", "text", (c) => c.primaryKey())
      .execute()
    await db.schema
      .createTable(DELIVERIES_TABLE)
      .ifNotExists()
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("endpoint_id", "text", (c) => c.notNull())
      .addColumn("event", "text", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("attempts", "integer", (c) => c.notNull())
      .addColumn("last_status", "integer", (c) => c.notNull())
      .addColumn("last_error", "text", (c) => c.notNull())
      .addColumn("next_attempt_at", "timestamptz", (c) => c.notNull())
      .addColumn("requested_at", "timestamptz", (c) => c.notNull())
      .addColumn("updated_at", "timestamptz", (c) => c.notNull())
      .addColumn("claimed_until", "timestamptz")
      .execute()
    await db.schema.createIndex("webhook_deliveries_due").ifNotExists().on(DELIVERIES_TABLE).columns(["status", "next_attempt_at"]).execute()
  },
  async reset(trx: Transaction<DB>) {
    for (const table of [DELIVERIES_TABLE, ANNOUNCED_TABLE, WEBHOOK_OUTBOX_TABLE, ENDPOINTS_TABLE] as const) await trx.deleteFrom(table).execute()
  },
  async apply(trx: Transaction<DB>, recorded) {
    const endpoint = decodeEndpoint(recorded)
    if (endpoint?.type === "WebhookEndpointRegistered") {
      await trx
        .insertInto(ENDPOINTS_TABLE)
        .values({
          id: endpoint.endpointId,
          url: endpoint.url,
          events: JSON.stringify(endpoint.events),
          secret: await sealSecret(trx, endpoint.endpointId, endpoint.secret),
          created_at: new Date(endpoint.at),
        })
        .onConflict((oc) => oc.column("id").doNothing())
        .execute()
      return
    }
    if (endpoint?.type === "WebhookEndpointRemoved") {
      await trx.deleteFrom(ENDPOINTS_TABLE).where("id", "=", endpoint.endpointId).execute()
      await trx.deleteFrom(WEBHOOK_OUTBOX_TABLE).where("endpoint_id", "=", endpoint.endpointId).execute()
      return
    }
    const delivery = decodeDelivery(recorded)
    if (delivery) return applyDelivery(trx, delivery)
    return applySource(trx, recorded)
  },
}
