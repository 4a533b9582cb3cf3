// Read models of quiz groups and challenges, kept from group-<id> and challenge-<id>, and
// from the players' graded QuizAttemptCompleted (attempt-…) for challenge completions:
//   quiz_groups             one row per live group (deleted groups are removed)
//   quiz_group_members      who belongs, with the name they joined under
//   quiz_group_invite_keys  every key and who used it (null while unused)
//   quiz_challenges         one row per challenge: the quiz and who issued it
//   quiz_challenge_members  the challenged of each challenge and, once they finish, their score
// A graded completion counts for every challenge of that quiz that named the player and
// was issued before it; earlier completions do not (the player took the quiz unchallenged).
import { type Kysely, sql, type Transaction } from "kysely"

import type { RecordedEvent } from "#engine/eventstore/port.ts"
import { ChallengeEvent, ChallengeEventTypes } from "#schemas/events/challenge.ts"
import { GroupEvent, GroupEventTypes } from "#schemas/events/group.ts"
import { QuizAttemptEvent } from "#schemas/events/quiz-attempt.ts"
import * as Messages from "#schemas/messages.ts"

import type { DB } from "../db.ts"
import { eventDecoder, typesOf } from "../decode-event.ts"
import type { Projection } from "../projection.ts"
import { CHALLENGE_MEMBERS_TABLE, CHALLENGES_TABLE, GROUP_MEMBERS_TABLE, GROUPS_TABLE, INVITE_KEYS_TABLE } from "./groups.tables.ts"

const decodeGroup = eventDecoder(GroupEvent, GroupEventTypes)
const decodeChallenge = eventDecoder(ChallengeEvent, ChallengeEventTypes)
const decodeAttempt = eventDecoder(QuizAttemptEvent, ["QuizAttemptCompleted"])
const READ_TYPES = typesOf(decodeGroup, decodeChallenge, decodeAttempt)

const TABLES = ["quiz_challenge_members", "quiz_challenges", "quiz_group_invite_keys", "quiz_group_members", "quiz_groups"] as const

const insertKeys = (trx: Transaction<DB>, groupId: string, keys: readonly string[], at: Date) =>
  keys.length === 0
    ? Promise.resolve()
    : trx
        .insertInto(INVITE_KEYS_TABLE)
        .values(keys.map((invite_key) => ({ group_id: groupId, invite_key, used_by: null, created_at: at, used_at: null })))
        .onConflict((oc) => oc.columns(["group_id", "invite_key"]).doNothing())
        .execute()

const applyGroup = async (trx: Transaction<DB>, event: GroupEvent) => {
  const at = new Date(event.at)
  switch (event.type) {
    case "GroupCreated":
      await trx
        .insertInto(GROUPS_TABLE)
        .values({
          id: event.groupId,
          name: event.groupName,
          group_key: event.groupKey,
          commissioner_id: event.commissionerId,
          live_game: false,
          created_at: at,
        })
        .onConflict((oc) => oc.column("id").doNothing())
        .execute()
      await trx
        .insertInto(GROUP_MEMBERS_TABLE)
        .values({ group_id: event.groupId, user_id: event.commissionerId, username: event.commissionerName, joined_at: at })
        .onConflict((oc) => oc.columns(["group_id", "user_id"]).doNothing())
        .execute()
      await insertKeys(trx, event.groupId, event.inviteKeys, at)
      return
    case "InviteKeysAdded":
      await insertKeys(trx, event.groupId, event.inviteKeys, at)
      return
    case "GroupMemberJoined":
      await trx
        .insertInto(GROUP_MEMBERS_TABLE)
        .values({ group_id: event.groupId, user_id: event.userId, username: event.username, joined_at: at })
        .onConflict((oc) => oc.columns(["group_id", "user_id"]).doNothing())
        .execute()
      await trx
        .updateTable(INVITE_KEYS_TABLE)
        .set({ used_by: event.userId, used_at: at })
        .where("group_id", "=", event.groupId)
        .where("invite_key", "=", event.inviteKey)
        .execute()
      return
    case "GroupMemberLeft": {
      await trx.deleteFrom(GROUP_MEMBERS_TABLE).where("group_id", "=", event.groupId).where("user_id", "=", event.userId).execute()
      if (event.newCommissionerId !== undefined) {
        await trx.updateTable(GROUPS_TABLE).set({ commissioner_id: event.newCommissionerId }).where("id", "=", event.groupId).execute()
      }
      // Their name in the group's old results reads as a deleted player.
      const challenges = trx.selectFrom(CHALLENGES_TABLE).select("id").where("group_id", "=", event.groupId)
      await trx
        .updateTable(CHALLENGE_MEMBERS_TABLE)
        .set({ username: Messages.deletedPlayer })
        .where("user_id", "=", event.userId)
        .where("challenge_id", "in", challenges)
        .execute()
      await trx
        .updateTable(CHALLENGES_TABLE)
        .set({ challenger_name: Messages.deletedPlayer })
        .where("group_id", "=", event.groupId)
        .where("challenger_id", "=", event.userId)
        .execute()
      return
    }
    case "GroupDeleted": {
      const challenges = trx.selectFrom(CHALLENGES_TABLE).select("id").where("group_id", "=", event.groupId)
      await trx.deleteFrom(CHALLENGE_MEMBERS_TABLE).where("challenge_id", "in", challenges).execute()
      await trx.deleteFrom(CHALLENGES_TABLE).where("group_id", "=", event.groupId).execute()
      await trx.deleteFrom(INVITE_KEYS_TABLE).where("group_id", "=", event.groupId).execute()
      await trx.deleteFrom(GROUP_MEMBERS_TABLE).where("group_id", "=", event.groupId).execute()
      await trx.deleteFrom(GROUPS_TABLE).where("id", "=", event.groupId).execute()
      return
    }
  }
}

type Joined = Extract<GroupEvent, { type: "GroupMemberJoined" }>

/**
 * Joins in a row as two statements, the members added and their keys used up: forming a big
 * group is a run of hundreds of joins. Equal to them one by one: members are only added
 * (a repeat does nothing), and a key used twice keeps its last user.
 */
const applyJoins = async (trx: Transaction<DB>, joins: readonly Joined[]) => {
  if (joins.length === 0) return
  if (joins.length === 1) return applyGroup(trx, joins[0]!)
  await trx
    .insertInto(GROUP_MEMBERS_TABLE)
    .values(joins.map((e) => ({ group_id: e.groupId, user_id: e.userId, username: e.username, joined_at: new Date(e.at) })))
    .onConflict((oc) => oc.columns(["group_id", "user_id"]).doNothing())
    .execute()
  const used = new Map(joins.map((e) => [JSON.stringify([e.groupId, e.inviteKey]), e]))
  const values = sql.join([...used.values()].map((e) => sql`(${e.groupId}, ${e.inviteKey}, ${e.userId}, ${e.at}::timestamptz)`))
  await sql`
    update ${sql.table(INVITE_KEYS_TABLE)} as k set used_by = v.used_by, used_at = v.used_at
    from (values ${values}) as v(group_id, invite_key, used_by, used_at)
    where k.group_id = v.group_id and k.invite_key = v.invite_key`.execute(trx)
}

const applyChallenge = async (trx: Transaction<DB>, event: ChallengeEvent) => {
  // A challenge issued while its group was being deleted has nowhere to live.
  const group = await trx.selectFrom(GROUPS_TABLE).select("id").where("id", "=", event.groupId).executeTakeFirst()
  if (!group) return
  await trx
    .insertInto(CHALLENGES_TABLE)
    .values({
      id: event.challengeId,
      group_id: event.groupId,
      quiz_id: event.quizId,
      topic: event.topic,
      level: event.level,
      number_questions: event.numberQuestions,
      challenger_id: event.challengerId,
      challenger_name: event.challengerName,
      created_at: new Date(event.at),
    })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute()
  // A challenged player who has left the group by now (their account deleted) before this
  // challenge reached the read model reads as a deleted player, as in the group's older results.
  const ids = event.challenged.map((m) => m.id)
  const stayed =
    ids.length === 0
      ? new Set<string>()
      : new Set(
          (await trx.selectFrom(GROUP_MEMBERS_TABLE).select("user_id").where("group_id", "=", event.groupId).where("user_id", "in", ids).execute()).map(
            (r) => r.user_id,
          ),
        )
  await trx
    .insertInto(CHALLENGE_MEMBERS_TABLE)
    .values(
      event.challenged.map((m) => ({
        challenge_id: event.challengeId,
        user_id: m.id,
        username: stayed.has(m.id) ? m.username : Messages.deletedPlayer,
        completed_at: null,
        number_correct: null,
        number_questions: null,
      })),
    )
    .onConflict((oc) => oc.columns(["challenge_id", "user_id"]).doNothing())
    .execute()
}

/** The events of challenges and of attempts (a challenged player's completion). */
const applyOther = async (trx: Transaction<DB>, recorded: RecordedEvent) => {
  const challenge = decodeChallenge(recorded)
  if (challenge) return applyChallenge(trx, challenge)
  const attempt = decodeAttempt(recorded)
  if (attempt?.type !== "QuizAttemptCompleted" || !attempt.graded) return
  const challenges = trx.selectFrom(CHALLENGES_TABLE).select("id").where("quiz_id", "=", attempt.quizId)
  await trx
    .updateTable(CHALLENGE_MEMBERS_TABLE)
    .set({ completed_at: new Date(attempt.at), number_correct: attempt.numberCorrect, number_questions: attempt.numberQuestions })
    .where("user_id", "=", attempt.userId)
    .where("completed_at", "is", null)
    .where("challenge_id", "in", challenges)
    .execute()
}

export const groupsProjection: Projection = {
  name: "groups",
  version: 1,
  eventTypes: READ_TYPES,
  async migrate(db: Kysely<DB>) {
    await db.schema
      .createTable(GROUPS_TABLE)
      .ifNotExists()
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("group_key", "text", (c) => c.notNull().unique())
      .addColumn("commissioner_id", "text", (c) => c.notNull())
      // Kept by the live-game feature; false until a live round starts.
      .addColumn("live_game", "boolean", (c) => c.notNull().defaultTo(false))
      .addColumn("created_at", "timestamptz", (c) => c.notNull())
      .execute()
    await db.schema
      .createTable(GROUP_MEMBERS_TABLE)
      .ifNotExists()
      .addColumn("group_id", "text", (c) => c.notNull())
      .addColumn("user_id", "text", (c) => c.notNull())
      .addColumn("username", "text", (c) => c.notNull())
      .addColumn("joined_at", "timestamptz", (c) => c.notNull())
      .addPrimaryKeyConstraint("quiz_group_members_pk", ["group_id", "user_id"])
      .execute()
    await db.schema.createIndex("quiz_group_members_user").ifNotExists().on(GROUP_MEMBERS_TABLE).column("user_id").execute()
    await db.schema
      .createTable(INVITE_KEYS_TABLE)
      .ifNotExists()
      .addColumn("group_id", "text", (c) => c.notNull())
      .addColumn("invite_key", "text", (c) => c.notNull())
      .addColumn("used_by", "text")
      .addColumn("created_at", "timestamptz", (c) => c.notNull())
      .addColumn("used_at", "timestamptz")
      .addPrimaryKeyConstraint("quiz_group_invite_keys_pk", ["group_id", "invite_key"])
      .execute()
    await db.schema
      .createTable(CHALLENGES_TABLE)
      .ifNotExists()
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("group_id", "text", (c) => c.notNull())
      .addColumn("quiz_id", "text", (c) => c.notNull())
      .addColumn("topic", "text", (c) => c.notNull())
      .addColumn("level", "text", (c) => c.notNull())
      .addColumn("number_questions", "integer", (c) => c.notNull())
      .addColumn("challenger_id", "text", (c) => c.notNull())
      .addColumn("challenger_name", "text", (c) => c.notNull())
      .addColumn("created_at", "timestamptz", (c) => c.notNull())
      .execute()
    await db.schema.createIndex("quiz_challenges_group").ifNotExists().on(CHALLENGES_TABLE).columns(["group_id", "created_at"]).execute()
    await db.schema.createIndex("quiz_challenges_quiz").ifNotExists().on(CHALLENGES_TABLE).column("quiz_id").execute()
    await db.schema
      .createTable(CHALLENGE_MEMBERS_TABLE)
      .ifNotExists()
      .addColumn("challenge_id", "text", (c) => c.notNull())
      .addColumn("user_id", "text", (c) => c.notNull())
      .addColumn("username", "text", (c) => c.notNull())
      .addColumn("completed_at", "timestamptz")
      .addColumn("number_correct", "integer")
      .addColumn("number_questions", "integer")
      .addPrimaryKeyConstraint("quiz_challenge_members_pk", ["challenge_id", "user_id"])
      .execute()
    await db.schema.createIndex("quiz_challenge_members_user").ifNotExists().on(CHALLENGE_MEMBERS_TABLE).column("user_id").execute()
  },
  async reset(trx: Transaction<DB>) {
    for (const table of TABLES) await trx.deleteFrom(table).execute()
  },
  async apply(trx: Transaction<DB>, recorded) {
    const group = decodeGroup(recorded)
    if (group) return applyGroup(trx, group)
    return applyOther(trx, recorded)
  },
  // Runs of joins go as two statements each (applyJoins); every other event as `apply` does.
  async applyBatch(trx: Transaction<DB>, events: readonly RecordedEvent[]) {
    let joins: Joined[] = []
    for (const recorded of events) {
      const group = decodeGroup(recorded)
      if (group?.type === "GroupMemberJoined") {
        joins.push(group)
        continue
      }
      if (!group && !READ_TYPES.has(recorded.type)) continue
      await applyJoins(trx, joins)
      joins = []
      await (group ? applyGroup(trx, group) : applyOther(trx, recorded))
    }
    await applyJoins(trx, joins)
  },
}
