// `npm run admin -- verify`: replays the whole log and checks what the deciders promise.
// - every stored event is a type and version this code knows, and its data (upcast to the
//   latest version) fits that type's schema;
// - each stream's revisions run 0, 1, 2… in the order the events were stored;
// - a username (quiz or site, any case) is held by at most one live account, and every live
//   account holds its own name (the reservation streams say so; engine/auth/username.ts);
// - every group member joined as a registered player.
// It reads through the store only, so it checks the events, not the read models built from them.
import { normaliseUsername } from "#engine/auth/username.ts"
import { latestShape } from "#engine/decider.ts"
import type { EventStore, RecordedEvent } from "#engine/eventstore/port.ts"
import { readUpTo } from "#engine/eventstore/read-up-to.ts"
import { eventCatalogue } from "#schemas/events/catalogue.ts"

export interface VerifyReport {
  readonly events: number
  readonly streams: number
  readonly problems: readonly string[]
}

interface Account {
  username: string
  live: boolean
}

/** Keeps the first problems in full and counts the rest, so a broken log does not flood the terminal. */
const MAX_LISTED = 50

const describeError = (error: unknown): string => (error instanceof Error ? error.message.split("\n").slice(0, 6).join(" ") : String(error))

export const verifyStore = async (store: EventStore, onProgress?: (done: number) => void): Promise<VerifyReport> => {
  const problems: string[] = []
  let unlisted = 0
  const problem = (text: string) => (problems.length < MAX_LISTED ? problems.push(text) : unlisted++)
  const nextRevision = new Map<string, bigint>()
  // Reservation streams by kind: normalised name → holder; accounts by kind: id → name and liveness.
  const holders = { quiz: new Map<string, string | null>(), site: new Map<string, string | null>() }
  const accounts = { quiz: new Map<string, Account>(), site: new Map<string, Account>() }
  const members: { groupId: string; userId: string; at: string }[] = []
  let count = 0

  const check = (e: RecordedEvent) => {
    const where = `${e.streamId}@${e.revision} (${e.type}, position ${e.position})`
    const expected = nextRevision.get(e.streamId) ?? 0n
    if (e.revision !== expected) problem(`${where}: revision ${e.revision} where ${expected} was due`)
    nextRevision.set(e.streamId, e.revision + 1n)
    const decode = eventCatalogue.get(e.type)
    if (!decode) return problem(`${where}: this version does not know the event type "${e.type}"`)
    let event: Record<string, unknown>
    try {
      event = decode(latestShape(e)) as Record<string, unknown>
    } catch (error) {
      return problem(`${where}: its data does not fit the event's schema: ${describeError(error)}`)
    }
    const kind = e.streamId.startsWith("quizusername-") ? "quiz" : e.streamId.startsWith("siteusername-") ? "site" : null
    if (kind) {
      const name = e.streamId.slice(`${kind}username-`.length)
      if (event["type"] === "UsernameClaimed") holders[kind].set(name, String(event["userId"]))
      else if (event["type"] === "UsernameReleased" && holders[kind].get(name) === event["userId"]) holders[kind].set(name, null)
      return
    }
    switch (event["type"]) {
      case "QuizUserRegistered":
      case "QuizUserProfileUpdated":
        accounts.quiz.set(String(event["userId"]), { username: String(event["username"]), live: true })
        return
      case "QuizUserDeleted": {
        const account = accounts.quiz.get(String(event["userId"]))
        if (account) account.live = false
        return
      }
      case "SiteUserCreated":
      case "SiteUserProfileUpdated":
        accounts.site.set(String(event["userId"]), { username: String(event["username"]), live: true })
        return
      case "GroupMemberJoined":
        members.push({ groupId: String(event["groupId"]), userId: String(event["userId"]), at: where })
        return
    }
  }

  await readUpTo(store, await store.head(), (events) => {
    for (const e of events) check(e)
    count += events.length
    onProgress?.(count)
  })

  for (const kind of ["quiz", "site"] as const) {
    const label = kind === "quiz" ? "quiz player" : "site user"
    for (const [name, holder] of holders[kind]) {
      if (holder === null) continue
      const account = accounts[kind].get(holder)
      if (!account?.live) problem(`the ${label} name "${name}" is held by ${holder}, which is not a live account`)
      else if (normaliseUsername(account.username) !== name) problem(`the ${label} name "${name}" is held by ${holder}, who is called "${account.username}"`)
    }
    for (const [id, account] of accounts[kind]) {
      if (account.live && holders[kind].get(normaliseUsername(account.username)) !== id)
        problem(`the ${label} ${id} is called "${account.username}" but does not hold that name`)
    }
  }
  for (const member of members) {
    if (!accounts.quiz.has(member.userId)) problem(`${member.at}: ${member.userId} joined group ${member.groupId} without ever registering`)
  }
  if (unlisted > 0) problems.push(`…and ${unlisted} more`)
  return { events: count, streams: nextRevision.size, problems }
}
