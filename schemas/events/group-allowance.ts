// What one player may create in groups, stream `groupallowance-<userId>`: a place is taken for
// each group they create (given back when they delete it) and for each challenge they issue
// (counted per UTC day). Every take is appended at the revision its decision read, so two
// creations at once cannot both take the last place, on any number of server processes.
import { Schema } from "effect"

export const AllowanceKind = Schema.Literal("group", "challenge")
export type AllowanceKind = typeof AllowanceKind.Type

export const GroupAllowanceTaken = Schema.Struct({
  type: Schema.Literal("GroupAllowanceTaken"),
  userId: Schema.String,
  kind: AllowanceKind,
  /** The group's or the challenge's id. */
  id: Schema.String,
  at: Schema.String,
})

/** The group was deleted by its creator, or what took the place was refused after all. */
export const GroupAllowanceReturned = Schema.Struct({
  type: Schema.Literal("GroupAllowanceReturned"),
  userId: Schema.String,
  kind: AllowanceKind,
  id: Schema.String,
  at: Schema.String,
})

export const GroupAllowanceEvent = Schema.Union(GroupAllowanceTaken, GroupAllowanceReturned)
export type GroupAllowanceEvent = typeof GroupAllowanceEvent.Type
