// Username reservations: one stream per normalised username (`quizusername-<lower>`,
// `siteusername-<lower>`). Appending with the stream's expected revision makes two
// concurrent claims of one name impossible: only one append can win.
import { Schema } from "effect"

export const UsernameClaimed = Schema.Struct({
  type: Schema.Literal("UsernameClaimed"),
  username: Schema.String,
  userId: Schema.String,
  at: Schema.String,
})

export const UsernameReleased = Schema.Struct({
  type: Schema.Literal("UsernameReleased"),
  userId: Schema.String,
  at: Schema.String,
})

export const UsernameEvent = Schema.Union(UsernameClaimed, UsernameReleased)
export type UsernameEvent = typeof UsernameEvent.Type
