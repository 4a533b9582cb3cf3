// Quiz groups. Each change is one engine command on the group's stream (the join is
// race-free there); answers come from the read models once they include the change.
import { randomUUID } from "node:crypto"

import { Effect } from "effect"
import type { Kysely } from "kysely"

import { CurrentQuizUser } from "#api/features/accounts/public.ts"
import type { GroupHandlers } from "#api/platform/http/handlers.ts"
import { attempt } from "#api/platform/http/refusals.ts"
import type { CommandDeps } from "#engine/command.ts"
import { Invalid, Missing, NotAllowed, RateLimited, WrongState } from "#engine/domain-errors.ts"
import { addInviteKeys, createGroup, deleteGroup, joinGroup } from "#engine/groups/commands.ts"
import { newGroupKey, newInviteKey, normalizeGroupKey, normalizeInviteKey } from "#engine/groups/keys.ts"
import type { DB } from "#projections/db.ts"
import { findGroup, findGroupByKey, groupDetails, groupsOfMember, memberCounts, unusedInviteKeys } from "#projections/groups/groups.queries.ts"
import * as Messages from "#schemas/messages.ts"

import { requireGroupMember } from "./access.ts"
import type { QuizGroupsGroup } from "./group.ts"
import { countedWrite, type GroupLimits } from "./limits.ts"

export interface QuizGroupsDeps {
  readonly db: Kysely<DB>
  readonly commands: CommandDeps
  /** The feature's throttles: groups, invite keys, and wrong keys to join (limits.ts). */
  readonly limits: GroupLimits
}

/** A group key nobody holds yet (a repeat is astronomically rare; the read model's unique index must never see one). */
const freshGroupKey = async (db: Kysely<DB>): Promise<string> => {
  for (;;) {
    const key = newGroupKey()
    if (!(await findGroupByKey(db, key))) return key
  }
}

const requireGroup = async (db: Kysely<DB>, groupId: string) => {
  const group = await findGroup(db, groupId)
  if (!group) throw new Missing(Messages.groupNotFound)
  return group
}

export const quizGroupHandlers = (deps: QuizGroupsDeps) => (handlers: GroupHandlers<typeof QuizGroupsGroup>) => {
  const { db, commands, limits } = deps
  return handlers
    .handle("create", ({ payload }) =>
      Effect.gen(function* () {
        const user = yield* CurrentQuizUser
        return yield* attempt(
          () =>
            countedWrite(limits.writes, "groups", user.userId, async () => {
              const groupId = randomUUID()
              const { events } = await createGroup(commands, {
                groupId,
                groupName: payload.group_name ?? "",
                groupKey: await freshGroupKey(db),
                commissionerId: user.userId,
                commissionerName: user.username,
                inviteKeyCount: payload.invite_keys,
                drawInviteKey: () => newInviteKey(),
                now: new Date(),
              })
              const created = events[0]
              if (created?.type !== "GroupCreated") throw new Error("Creating a group appended no GroupCreated")
              return {
                id: groupId,
                group_name: created.groupName,
                invite_keys: created.inviteKeys,
                group_key: created.groupKey,
                message: Messages.groupCreated(created.groupName),
              }
            }),
          Invalid,
          WrongState,
          RateLimited,
        )
      }),
    )
    .handle("addKeys", ({ payload }) =>
      Effect.gen(function* () {
        const user = yield* CurrentQuizUser
        return yield* attempt(
          async () => {
            const group = await requireGroup(db, payload.id)
            const { events } = await countedWrite(limits.writes, "inviteKeys", user.userId, () =>
              addInviteKeys(commands, group.id, {
                userId: user.userId,
                count: payload.newKeys,
                drawInviteKey: () => newInviteKey(),
                now: new Date(),
              }),
            )
            const added = events[0]
            if (added?.type !== "InviteKeysAdded") throw new Error("Adding keys appended no InviteKeysAdded")
            return {
              id: group.id,
              group_name: group.name,
              new_keys: added.inviteKeys,
              invite_keys: await unusedInviteKeys(db, group.id),
              message: Messages.newKeysCreated(group.name),
            }
          },
          Invalid,
          Missing,
          NotAllowed,
          WrongState,
          RateLimited,
        )
      }),
    )
    .handle("remove", ({ path }) =>
      Effect.gen(function* () {
        const user = yield* CurrentQuizUser
        return yield* attempt(
          async () => {
            const group = await requireGroup(db, path.id)
            await deleteGroup(commands, group.id, { userId: user.userId, now: new Date() })
            return { message: Messages.groupDeleted(group.name) }
          },
          Missing,
          NotAllowed,
          WrongState,
        )
      }),
    )
    .handle("list", () =>
      Effect.gen(function* () {
        const user = yield* CurrentQuizUser
        return yield* Effect.promise(async () => {
          const groups = await groupsOfMember(db, user.userId)
          const counts = await memberCounts(
            db,
            groups.map((g) => g.id),
          )
          return groups.map((g) => ({
            id: g.id,
            group_name: g.name,
            group_key: g.groupKey,
            commissioner_id: g.commissionerId,
            live_game: g.liveGame,
            member_count: counts.get(g.id) ?? 0,
          }))
        })
      }),
    )
    .handle("detail", ({ path }) =>
      Effect.gen(function* () {
        const user = yield* CurrentQuizUser
        return yield* attempt(
          async () => {
            const group = await requireGroupMember(db, path.id, user.userId)
            const [detail] = await groupDetails(db, [group], user.userId)
            if (!detail) throw new Missing(Messages.groupNotFound)
            return detail
          },
          Missing,
          NotAllowed,
        )
      }),
    )
    .handle("join", ({ payload }) =>
      Effect.gen(function* () {
        const user = yield* CurrentQuizUser
        return yield* attempt(
          async () => {
            const groupKey = normalizeGroupKey(payload.groupKey ?? "")
            const inviteKey = normalizeInviteKey(payload.inviteKey ?? "")
            if (groupKey === "" || inviteKey === "") throw new Invalid(Messages.joinGroupKeysRequired)
            const attempt = await limits.joins.begin(user.userId)
            if (!attempt.admitted) throw new RateLimited(Messages.tooManyJoinAttempts)
            const group = await findGroupByKey(db, groupKey)
            if (!group) throw new Missing(Messages.groupKeyInvalid)
            await joinGroup(commands, group.id, { groupKey, inviteKey, userId: user.userId, username: user.username, now: new Date() })
            await attempt.succeeded()
            return { groupId: group.id, group_name: group.name, payload: { username: user.username }, message: Messages.groupJoined }
          },
          Invalid,
          RateLimited,
          Missing,
          WrongState,
        )
      }),
    )
    .handle("mine", () =>
      Effect.gen(function* () {
        const user = yield* CurrentQuizUser
        return yield* Effect.promise(async () => groupDetails(db, await groupsOfMember(db, user.userId), user.userId))
      }),
    )
}
