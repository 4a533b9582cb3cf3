// A bare `{message}` answer (sign-out, deletion, feedback received).
import { Schema } from "effect"

import { CleanText } from "../text.ts"

export const MessageBody = Schema.Struct({ message: CleanText })
