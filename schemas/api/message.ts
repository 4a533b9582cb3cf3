// A bare `{message}` answer (sign-out, deletion, feedback received).
import { Schema } from "effect"

export const MessageBody = Schema.Struct({ message: Schema.String })
