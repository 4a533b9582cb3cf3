// The groups read model on PGlite and PostgreSQL, fed facts through the projector: a challenge
// that reaches it after one of its challenged players has left with their account shows that
// player as deleted, as the group's older challenges do.
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { toNewEvent } from "#engine/command.ts"
import { memoryEventStore } from "#engine/eventstore/memory.ts"
import { challengeStream } from "#engine/groups/challenge.ts"
import { groupStream } from "#engine/groups/group.ts"
import type { ChallengeEvent } from "#schemas/events/challenge.ts"
import type { GroupEvent } from "#schemas/events/group.ts"
import * as Messages from "#schemas/messages.ts"
import { testDatabases } from "#test/support/databases.ts"

import { Projector } from "../projector.ts"
import { groupsProjection } from "./groups.ts"

const at = "2030-01-01T00:00:00.000Z"
const group = { groupId: "g1", groupName: "Orchard" }

describe.each(testDatabases)("groups read model on $name", (testDb) => {
  let database: Awaited<ReturnType<typeof testDb.open>>
  let projector: Projector
  const store = memoryEventStore()

  beforeAll(async () => {
    database = await testDb.open()
    projector = new Projector(store, database.db, [groupsProjection])
    await projector.start()
  })
  afterAll(async () => {
    await projector.stop()
    await database.dispose()
  })

  it("names a challenged player who left with their account before the challenge was read as deleted", async () => {
    const facts: GroupEvent[] = [
      { type: "GroupCreated", ...group, groupKey: "k", commissionerId: "ann", commissionerName: "ann", inviteKeys: ["i1", "i2"], at },
      { type: "GroupMemberJoined", ...group, userId: "bob", username: "bob", inviteKey: "i1", at },
      { type: "GroupMemberJoined", ...group, userId: "cat", username: "cat", inviteKey: "i2", at },
      // Cat's account goes while a challenge decided on the group with her in it is being stored.
      { type: "GroupMemberLeft", ...group, userId: "cat", reason: "account_deleted", at },
    ]
    await store.append(
      groupStream("g1"),
      facts.map((e) => toNewEvent(e)),
      "no_stream",
    )
    const challenge: ChallengeEvent = {
      type: "ChallengeIssued",
      challengeId: "c1",
      ...group,
      quizId: "q1",
      topic: "Bees",
      level: "elementary",
      numberQuestions: 2,
      challengerId: "ann",
      challengerName: "ann",
      challenged: [
        { id: "bob", username: "bob" },
        { id: "cat", username: "cat" },
      ],
      at,
    }
    const { position } = await store.append(challengeStream("c1"), [toNewEvent(challenge)], "no_stream")
    await projector.waitFor(position)
    const members = await database.db.selectFrom("quiz_challenge_members").select(["user_id", "username"]).orderBy("user_id").execute()
    expect(members).toEqual([
      { user_id: "bob", username: "bob" },
      { user_id: "cat", username: Messages.deletedPlayer },
    ])
  })
})
