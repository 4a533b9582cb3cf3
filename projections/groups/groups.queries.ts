// The group read models' queries (projections/groups/groups.ts), in the API's shapes. Names
// come from quiz_users when the player still exists, so a renamed player shows their
// current name; the name stored at join time is the fallback.
import { type Kysely, type Selectable, sql } from "kysely"

import { percent } from "#engine/quiz/score.ts"
import type { GroupDetail } from "#schemas/api/group.ts"
import type { ChallengeItem } from "#schemas/api/group-challenge.ts"

import { QUIZ_USERS_TABLE } from "../accounts/quiz-users.tables.ts"
import type { DB } from "../db.ts"
import { CHALLENGE_MEMBERS_TABLE, CHALLENGES_TABLE, GROUP_MEMBERS_TABLE, GROUPS_TABLE, type GroupsTable, INVITE_KEYS_TABLE } from "./groups.tables.ts"

export interface GroupRow {
  readonly id: string
  readonly name: string
  readonly groupKey: string
  readonly commissionerId: string
  readonly liveGame: boolean
}

const toGroupRow = (raw: Selectable<GroupsTable>): GroupRow => ({
  id: raw.id,
  name: raw.name,
  groupKey: raw.group_key,
  commissionerId: raw.commissioner_id,
  liveGame: raw.live_game,
})

/** Map.groupBy is Node 21+. */
const groupBy = <T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> => {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const k = key(item)
    const list = groups.get(k)
    if (list) list.push(item)
    else groups.set(k, [item])
  }
  return groups
}

export const findGroup = async (db: Kysely<DB>, groupId: string): Promise<GroupRow | undefined> => {
  const raw = await db.selectFrom(GROUPS_TABLE).selectAll().where("id", "=", groupId).executeTakeFirst()
  return raw ? toGroupRow(raw) : undefined
}

export const findGroupByKey = async (db: Kysely<DB>, groupKey: string): Promise<GroupRow | undefined> => {
  const raw = await db.selectFrom(GROUPS_TABLE).selectAll().where("group_key", "=", groupKey).executeTakeFirst()
  return raw ? toGroupRow(raw) : undefined
}

export const isGroupMember = async (db: Kysely<DB>, groupId: string, userId: string): Promise<boolean> =>
  (await db.selectFrom(GROUP_MEMBERS_TABLE).select("user_id").where("group_id", "=", groupId).where("user_id", "=", userId).executeTakeFirst()) !== undefined

/** The caller's groups, oldest first. */
export const groupsOfMember = async (db: Kysely<DB>, userId: string): Promise<GroupRow[]> => {
  const rows = await db
    .selectFrom(`${GROUPS_TABLE} as g`)
    .innerJoin(`${GROUP_MEMBERS_TABLE} as m`, "m.group_id", "g.id")
    .selectAll("g")
    .where("m.user_id", "=", userId)
    .orderBy("g.created_at")
    .orderBy("g.id")
    .execute()
  return rows.map(toGroupRow)
}

export const memberCounts = async (db: Kysely<DB>, groupIds: readonly string[]): Promise<Map<string, number>> => {
  if (groupIds.length === 0) return new Map()
  const rows = await db
    .selectFrom(GROUP_MEMBERS_TABLE)
    .select((eb) => ["group_id", eb.fn.countAll<bigint>().as("n")])
    .where("group_id", "in", groupIds)
    .groupBy("group_id")
    .execute()
  return new Map(rows.map((r) => [r.group_id, Number(r.n)]))
}

const membersOf = async (db: Kysely<DB>, groupIds: readonly string[]) => {
  if (groupIds.length === 0) return []
  return db
    .selectFrom(`${GROUP_MEMBERS_TABLE} as m`)
    .leftJoin(`${QUIZ_USERS_TABLE} as u`, "u.id", "m.user_id")
    .select(["m.group_id", "m.user_id", sql<string>`coalesce(u.username, m.username)`.as("username")])
    .where("m.group_id", "in", groupIds)
    .orderBy("m.joined_at")
    .orderBy("m.user_id")
    .execute()
}

export const unusedInviteKeys = async (db: Kysely<DB>, groupId: string): Promise<string[]> => {
  const rows = await db
    .selectFrom(INVITE_KEYS_TABLE)
    .select("invite_key")
    .where("group_id", "=", groupId)
    .where("used_by", "is", null)
    .orderBy("created_at")
    .orderBy("invite_key")
    .execute()
  return rows.map((r) => r.invite_key)
}

/** The challenges of these groups, newest first, with who was challenged and who finished. */
export const challengesOf = async (
  db: Kysely<DB>,
  groupIds: readonly string[],
): Promise<(ChallengeItem & { challengedIds: string[]; completedIds: string[] })[]> => {
  if (groupIds.length === 0) return []
  const challenges = await db
    .selectFrom(`${CHALLENGES_TABLE} as c`)
    .innerJoin(`${GROUPS_TABLE} as g`, "g.id", "c.group_id")
    .leftJoin(`${QUIZ_USERS_TABLE} as u`, "u.id", "c.challenger_id")
    .select([
      "c.id",
      "c.group_id",
      "g.name as group_name",
      "c.quiz_id",
      "c.topic",
      "c.level",
      "c.number_questions",
      "c.challenger_id",
      sql<string>`coalesce(u.username, c.challenger_name)`.as("challenger"),
      "c.created_at",
    ])
    .where("c.group_id", "in", groupIds)
    .orderBy("c.created_at", "desc")
    .orderBy("c.id")
    .execute()
  if (challenges.length === 0) return []
  const members = await db
    .selectFrom(`${CHALLENGE_MEMBERS_TABLE} as cm`)
    .leftJoin(`${QUIZ_USERS_TABLE} as u`, "u.id", "cm.user_id")
    .select([
      "cm.challenge_id",
      "cm.user_id",
      sql<string>`coalesce(u.username, cm.username)`.as("username"),
      "cm.completed_at",
      "cm.number_correct",
      "cm.number_questions",
    ])
    .where(
      "cm.challenge_id",
      "in",
      challenges.map((c) => c.id),
    )
    .orderBy("cm.username")
    .execute()
  const byChallenge = groupBy(members, (m) => m.challenge_id)
  return challenges.map((c) => {
    const challenged = byChallenge.get(c.id) ?? []
    const done = challenged.filter((m) => m.completed_at !== null)
    return {
      challenge_id: c.id,
      group_id: c.group_id,
      group_name: c.group_name,
      quiz_id: c.quiz_id,
      topic: c.topic,
      level: c.level,
      number_questions: c.number_questions,
      challenger: c.challenger,
      challenger_id: c.challenger_id,
      challenged: challenged.map((m) => m.username),
      completed: done.map((m) => m.username),
      scores: done.map((m) => ({
        username: m.username,
        number_correct: Number(m.number_correct),
        number_questions: Number(m.number_questions),
        percent_score: percent(Number(m.number_correct), Number(m.number_questions)),
      })),
      created_at: c.created_at.toISOString(),
      challengedIds: challenged.map((m) => m.user_id),
      completedIds: done.map((m) => m.user_id),
    }
  })
}

/** The public shape of a challenge (without the ids kept for marking the caller's own). */
export const publicChallenge = ({ challengedIds: _c, completedIds: _d, ...item }: Awaited<ReturnType<typeof challengesOf>>[number]): ChallengeItem => item

/** Full details of groups as `viewerId` may see them: invite keys only for the commissioner. */
export const groupDetails = async (db: Kysely<DB>, groups: readonly GroupRow[], viewerId: string): Promise<GroupDetail[]> => {
  const ids = groups.map((g) => g.id)
  const [members, challenges] = await Promise.all([membersOf(db, ids), challengesOf(db, ids)])
  const membersByGroup = groupBy(members, (m) => m.group_id)
  const challengesByGroup = groupBy(challenges, (c) => c.group_id)
  return Promise.all(
    groups.map(async (g) => {
      const detail: GroupDetail = {
        id: g.id,
        group_name: g.name,
        group_key: g.groupKey,
        commissioner_id: g.commissionerId,
        members: (membersByGroup.get(g.id) ?? []).map((m) => ({
          id: m.user_id,
          username: m.username,
          is_commissioner: m.user_id === g.commissionerId,
        })),
        challenges: (challengesByGroup.get(g.id) ?? []).map(publicChallenge),
        live_game: g.liveGame,
      }
      return g.commissionerId === viewerId ? { ...detail, invite_keys: await unusedInviteKeys(db, g.id) } : detail
    }),
  )
}

/** Groups whose live game is open (their actors are loaded again at start). */
export const groupsWithLiveGame = async (db: Kysely<DB>): Promise<string[]> =>
  (await db.selectFrom(GROUPS_TABLE).select("id").where("live_game", "=", true).execute()).map((r) => r.id)

/**
 * The challenges a graded completion completes: those of its quiz that named the player and
 * were issued before it (the projection's own rule), with the player's name as challenged.
 */
export const challengesCompletedBy = (db: Kysely<DB>, completion: { readonly quizId: string; readonly userId: string; readonly at: Date }) =>
  db
    .selectFrom(`${CHALLENGES_TABLE} as c`)
    .innerJoin(`${CHALLENGE_MEMBERS_TABLE} as m`, "m.challenge_id", "c.id")
    .innerJoin(`${GROUPS_TABLE} as g`, "g.id", "c.group_id")
    .select(["c.id as challenge_id", "c.group_id", "g.name as group_name", "c.topic", "c.challenger_id", "m.username"])
    .where("c.quiz_id", "=", completion.quizId)
    .where("m.user_id", "=", completion.userId)
    .where("c.created_at", "<=", completion.at)
    .execute()
