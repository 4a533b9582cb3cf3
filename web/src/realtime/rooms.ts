import type { Group } from "../groups/types.ts"

export interface Room {
  groupId: string
  groupKey: string
  /** Identifies the request: the same group under a new key is asked for again. */
  token: string
}

/** The group rooms to ask for: every group in the list not already asked for on this connection. */
export function roomsToJoin(groups: readonly Group[], asked: ReadonlySet<string>): Room[] {
  return groups.map((g) => ({ groupId: g.id, groupKey: g.group_key, token: `${g.id}:${g.group_key}` })).filter((room) => !asked.has(room.token))
}
