// The groups' and challenges' tables (projections/groups/groups.ts; `live_game` is kept by
// projections/live-game/live-game-flags.ts).
import type { Generated } from "kysely"

import type { Level } from "#engine/quiz/types.ts"

export const GROUPS_TABLE = "quiz_groups"
export const GROUP_MEMBERS_TABLE = "quiz_group_members"
export const INVITE_KEYS_TABLE = "quiz_group_invite_keys"
export const CHALLENGES_TABLE = "quiz_challenges"
export const CHALLENGE_MEMBERS_TABLE = "quiz_challenge_members"

export interface GroupsTable {
  readonly id: string
  readonly name: string
  readonly group_key: string
  readonly commissioner_id: string
  readonly live_game: Generated<boolean>
  readonly created_at: Date
}

export interface GroupMembersTable {
  readonly group_id: string
  readonly user_id: string
  /** The name they joined under (quiz_users holds the current one). */
  readonly username: string
  readonly joined_at: Date
}

export interface InviteKeysTable {
  readonly group_id: string
  readonly invite_key: string
  /** Who used it; null while unused. */
  readonly used_by: string | null
  readonly created_at: Date
  readonly used_at: Date | null
}

export interface ChallengesTable {
  readonly id: string
  readonly group_id: string
  readonly quiz_id: string
  readonly topic: string
  readonly level: Level
  readonly number_questions: number
  readonly challenger_id: string
  readonly challenger_name: string
  readonly created_at: Date
}

export interface ChallengeMembersTable {
  readonly challenge_id: string
  readonly user_id: string
  readonly username: string
  /** Set, with the score, by their graded completion. */
  readonly completed_at: Date | null
  readonly number_correct: number | null
  readonly number_questions: number | null
}

export type GroupsTables = {
  [GROUPS_TABLE]: GroupsTable
  [GROUP_MEMBERS_TABLE]: GroupMembersTable
  [INVITE_KEYS_TABLE]: InviteKeysTable
  [CHALLENGES_TABLE]: ChallengesTable
  [CHALLENGE_MEMBERS_TABLE]: ChallengeMembersTable
}
